import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { ExternalButtonLink } from "~/components/ui/Button";
import type { LocalOffer } from "~/content/offers.schema";
import { bilingual, formatEuro, useLocale } from "~/lib/i18n/locale";
import { buildQuoteMailto } from "~/lib/mail-drafts";
import { discountedPrice } from "~/lib/money";

const words = bilingual({
  en: {
    includes: "Includes",
    benefit: "Benefit",
    originalPrice: "Original price ",
    discount: (percent: string) => `-${percent}%`,
  },
  de: {
    includes: "Inklusive",
    benefit: "Ihr Vorteil",
    originalPrice: "Ursprünglicher Preis ",
    discount: (percent: string) => `-${percent} %`,
  },
});

/** Splits the features list by the spec's rule: headline, schedule line, 'Includes' (3-7), 'Benefit' (8 on). */
function offerFeatureParts(features: string[]) {
  return { headline: features[0], schedule: features[1], includes: features.slice(2, 7), benefits: features.slice(7) };
}

/** An offer card: the spec's layout rule, prices with a badge only when discounted, and 'Request Quote' as a mail draft. */
export function OfferCard({ offer }: { offer: LocalOffer }) {
  const locale = useLocale();
  const t = words[locale];
  const { headline, schedule, includes, benefits } = offerFeatureParts(offer.features);
  const discounted = offer.discount !== "0";
  const titleId = `offer-${offer.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-offer={offer.id}
      className="grid overflow-hidden rounded-card border border-line bg-surface shadow-card lg:grid-cols-[0.9fr_1.1fr]"
    >
      <div className="relative min-h-56 lg:min-h-full">
        <ArtImage
          art={offer.image}
          alt=""
          sizes="(min-width: 64rem) 36rem, 100vw"
          className="absolute inset-0 block h-full w-full"
        />
        {discounted ? (
          <span
            data-testid="discount-badge"
            className="absolute left-4 top-4 rounded-full bg-accent px-3 py-1 text-sm font-bold text-canvas"
          >
            {t.discount(offer.discount)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-6 p-6 md:p-10">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{offer.subtitle}</p>
          <h3 id={titleId} className="mt-2 text-3xl font-semibold">
            {offer.title}
          </h3>
          <p className="mt-3 text-lg font-medium text-ink">{headline}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-glow">
            <LineIcon name="clock" className="h-4 w-4 shrink-0" />
            {schedule}
          </p>
          <p className="mt-4 text-ink-muted">{offer.description}</p>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
              {t.includes}
            </h4>
            <ul className="mt-3 space-y-2">
              {includes.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-ink">
                  <LineIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {benefits.length > 0 ? (
            <div>
              <h4 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
                {t.benefit}
              </h4>
              <ul className="mt-3 space-y-2">
                {benefits.map((item) => (
                  <li key={item} className="flex gap-2 text-sm text-ink">
                    <LineIcon name="creative" className="mt-0.5 h-4 w-4 shrink-0 text-glow" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-line pt-6">
          <p className="flex flex-col">
            {discounted ? (
              <span className="text-sm text-ink-muted">
                <span className="sr-only">{t.originalPrice}</span>
                <s data-testid="original-price">{formatEuro(offer.price, locale)}</s>
              </span>
            ) : null}
            <span className="font-display text-4xl font-semibold text-ink" data-testid="price">
              {formatEuro(discountedPrice(offer.price, offer.discount), locale)}
            </span>
            <span className="text-sm text-ink-muted">{offer.priceNote}</span>
          </p>
          <ExternalButtonLink href={buildQuoteMailto(offer)} aria-describedby={titleId}>
            <LineIcon name="mail" className="h-4 w-4" />
            {offer.buttonText}
          </ExternalButtonLink>
        </div>
      </div>
    </article>
  );
}
