import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { ExternalButtonLink } from "~/components/ui/Button";
import { giftCard } from "~/content/gift-card";
import { offersDisclaimer } from "~/content/offers";
import { buildGiftCardMailto } from "~/lib/mail-drafts";
import { formatEuro } from "~/lib/money";

/** The Gift Card block and the disclaimer that close both offer pages. */
export function GiftCardBlock() {
  const facts = [
    `Any amount from ${formatEuro(giftCard.minAmount)} to ${formatEuro(giftCard.maxAmount)}`,
    `Valid for ${giftCard.validYears} years from the date of issue`,
    `+${giftCard.bonusPercent}% bonus credit on every card above ${formatEuro(giftCard.bonusThreshold)}`,
    ...giftCard.points,
  ];
  return (
    <>
      <section id="gift-card" aria-labelledby="gift-card-heading" className="container-page py-16">
        <div className="grid overflow-hidden rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 via-surface to-surface md:grid-cols-[1fr_1.2fr]">
          <div className="relative min-h-56">
            <ArtImage
              art={giftCard.image}
              alt=""
              sizes="(min-width: 48rem) 32rem, 100vw"
              className="absolute inset-0 block h-full w-full"
            />
          </div>
          <div className="p-6 md:p-10">
            <p className="flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
              <LineIcon name="gift" className="h-5 w-5" />
              Gift Card
            </p>
            <h2 id="gift-card-heading" className="mt-3 text-title font-semibold">
              {giftCard.title}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{giftCard.lead}</p>
            <ul className="mt-6 space-y-3">
              {facts.map((fact) => (
                <li key={fact} className="flex gap-3 text-ink">
                  <LineIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
                  {fact}
                </li>
              ))}
            </ul>
            <ExternalButtonLink href={buildGiftCardMailto()} className="mt-8">
              <LineIcon name="mail" className="h-4 w-4" />
              {giftCard.buttonText}
            </ExternalButtonLink>
          </div>
        </div>
      </section>
      <aside aria-label="Disclaimer" className="container-page pb-24">
        <p className="max-w-4xl text-sm text-ink-muted">{offersDisclaimer}</p>
      </aside>
    </>
  );
}
