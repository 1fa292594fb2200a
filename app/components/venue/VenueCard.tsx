import type { ReactNode } from "react";
import { Link } from "react-router";
import { useIsCurrentPage } from "~/components/ui/PageLink";
import { ArtImage, type ArtLoad } from "~/components/media/ArtImage";
import type { ArtSlot } from "~/lib/art";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { viewDetails: "View details", here: "You are viewing this venue" },
  de: { viewDetails: "Details ansehen", here: "Diese Location sehen Sie gerade" },
});

/** Cards show at most 3 features (spec section 9). */
const CARD_FEATURES = 3;

interface VenueCardProps {
  image: ArtSlot;
  imageAlt: string;
  eyebrow?: string;
  name: string;
  description?: string;
  facts?: { label: string; value: string }[];
  features?: string[];
  /** The card links here (the whole card is clickable, the link is the heading). */
  href?: string;
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
  children?: ReactNode;
  imageLoad?: ArtLoad;
}

/** A venue, space, configuration or offer card. Without href it is not a link (spaces and offices on /venues). */
export function VenueCard({
  image,
  imageAlt,
  eyebrow,
  name,
  description,
  facts = [],
  features = [],
  href: target,
  linkLabel,
  headingLevel = "h3",
  children,
  imageLoad,
}: VenueCardProps) {
  const Heading = headingLevel;
  const locale = useLocale();
  const t = words[locale];
  // Cards are written with the English address and lead to the page in the page's language.
  const localized = target === undefined ? undefined : localizeHref(target, locale);
  // A card of the page the visitor is on is not a link to itself (it would only reload the page).
  // A card without a link ("#no-link": an anchor, never the current page) is never "here".
  const here = useIsCurrentPage(localized ?? "#no-link");
  const href = here ? undefined : localized;
  return (
    <article
      className={`relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors ${href ? "group hover:border-accent/60 focus-within:border-accent/60" : ""}`}
    >
      <div className="overflow-hidden">
        <ArtImage
          art={image}
          alt={href ? "" : imageAlt}
          load={imageLoad}
          sizes="(min-width: 80rem) 26rem, (min-width: 48rem) 50vw, 100vw"
          className="block aspect-[16/10] w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p> : null}
        <Heading className="mt-2 text-2xl font-semibold">
          {href ? (
            <Link
              to={href}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {description ? <p className="mt-3 text-sm text-ink-muted">{description}</p> : null}
        {facts.length > 0 ? (
          <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs uppercase tracking-wider text-ink-muted">{fact.label}</dt>
                <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {features.length > 0 ? (
          <ul className="mt-5 space-y-2 text-sm text-ink">
            {features.slice(0, CARD_FEATURES).map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">
                  ✦
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
        {here ? <p className="mt-auto pt-6 text-sm font-semibold text-ink-muted">{t.here}</p> : null}
        {href ? (
          <span aria-hidden="true" className="mt-auto pt-6 text-sm font-semibold text-accent">
            {linkLabel ?? t.viewDetails} →
          </span>
        ) : null}
      </div>
    </article>
  );
}
