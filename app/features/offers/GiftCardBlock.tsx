import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { ExternalButtonLink } from "~/components/ui/Button";
import { offersDisclaimer } from "~/content/offers";
import type { GiftCard } from "~/content/offers.schema";
import { bilingual, formatEuro, useLocale, type InLocale } from "~/lib/i18n/locale";
import { buildGiftCardMailto } from "~/lib/mail-drafts";

const words = bilingual({
  en: {
    eyebrow: "Gift Card",
    disclaimer: "Disclaimer",
    range: (min: string, max: string) => `Any amount from ${min} to ${max}`,
    validity: (years: number) => `Valid for ${years} years from the date of issue`,
    bonus: (percent: number, threshold: string) => `+${percent}% bonus credit on every card above ${threshold}`,
  },
  de: {
    eyebrow: "Gutschein",
    disclaimer: "Hinweis",
    range: (min: string, max: string) => `Jeder Betrag von ${min} bis ${max}`,
    validity: (years: number) => `${years} Jahre ab Ausstellungsdatum gültig`,
    bonus: (percent: number, threshold: string) => `+${percent} % Bonusguthaben auf jeden Gutschein über ${threshold}`,
  },
});

/**
 * The Gift Card block and the disclaimer that close both offer pages: the card as published from the
 * back office (issue 45), in the page's language, from the page's loader.
 */
export function GiftCardBlock({ card }: { card: InLocale<GiftCard> }) {
  const locale = useLocale();
  const t = words[locale];
  const euro = (amount: number) => formatEuro(amount, locale);
  const facts = [
    t.range(euro(card.minAmount), euro(card.maxAmount)),
    t.validity(card.validYears),
    t.bonus(card.bonusPercent, euro(card.bonusThreshold)),
    ...card.points,
  ];
  return (
    <>
      <section id="gift-card" aria-labelledby="gift-card-heading" className="container-page py-16">
        <div className="grid overflow-hidden rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 via-surface to-surface md:grid-cols-[1fr_1.2fr]">
          <div className="relative min-h-56">
            <ArtImage
              art={card.image}
              alt=""
              sizes="(min-width: 48rem) 32rem, 100vw"
              className="absolute inset-0 block h-full w-full"
            />
          </div>
          <div className="p-6 md:p-10">
            <p className="flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
              <LineIcon name="gift" className="h-5 w-5" />
              {t.eyebrow}
            </p>
            <h2 id="gift-card-heading" className="mt-3 text-title font-semibold">
              {card.title}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{card.lead}</p>
            <ul className="mt-6 space-y-3">
              {facts.map((fact) => (
                <li key={fact} className="flex gap-3 text-ink">
                  <LineIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
                  {fact}
                </li>
              ))}
            </ul>
            <ExternalButtonLink href={buildGiftCardMailto(locale, card)} className="mt-8">
              <LineIcon name="mail" className="h-4 w-4" />
              {card.buttonText}
            </ExternalButtonLink>
          </div>
        </div>
      </section>
      <aside aria-label={t.disclaimer} className="container-page pb-24">
        <p className="max-w-4xl text-sm text-ink-muted">{offersDisclaimer[locale]}</p>
      </aside>
    </>
  );
}
