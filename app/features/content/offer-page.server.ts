import { offersInForce } from "~/content/offers-in-force.server";
import type { Offer } from "~/content/offers.schema";
import { inLocale, localeOfPath } from "~/lib/i18n/locale";
import { previewOf, previewState, withPreview } from "./preview.server";

/**
 * The loader data of an offer page (/exclusive-offers, /private-offers and their twins): its offers as
 * published, in the page's language; a preview link shows one draft in its place (noindex, no-store).
 */
export async function offerPageData(request: Request, page: Offer["page"]) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const preview = await previewOf(request);
  const offers = offersInForce(preview.state === "draft" ? preview : undefined);
  return withPreview(preview, {
    offers: inLocale(
      offers.filter((offer) => offer.page === page),
      locale,
    ),
    preview: previewState(preview),
  });
}
