import { giftCardInForce } from "~/content/gift-card-in-force.server";
import { offersInForce } from "~/content/offers-in-force.server";
import type { Offer } from "~/content/offers.schema";
import { inLocale, localeOfPath } from "~/lib/i18n/locale";
import { previewOf, previewState, withPreview } from "./preview.server";

/**
 * The loader data of an offer page (/exclusive-offers, /private-offers and their twins): its offers and
 * the gift card as published, in the page's language; a preview link shows one draft in its place
 * (noindex, no-store).
 */
export async function offerPageData(request: Request, page: Offer["page"]) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const preview = await previewOf(request);
  const draft = preview.state === "draft" ? preview : undefined;
  const offers = offersInForce(draft);
  return withPreview(preview, {
    offers: inLocale(
      offers.filter((offer) => offer.page === page),
      locale,
    ),
    giftCard: inLocale(giftCardInForce(draft), locale),
    preview: previewState(preview),
  });
}
