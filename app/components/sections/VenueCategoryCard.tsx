import { useLocale } from "~/lib/i18n/locale";
import { PageLink } from "../ui/PageLink";
import { ArtImage, type ArtLoad } from "../media/ArtImage";
import { LineIcon } from "../media/LineIcon";
import type { VenueCategory } from "~/content/shop.schema";

/**
 * A venue category card. Its second image fades in on hover and when the card's link has keyboard
 * focus (CSS only, so it works before hydration); the whole card is the link's click area.
 */
export function VenueCategoryCard({
  category,
  headingLevel = "h2",
  imageLoad,
}: {
  category: VenueCategory;
  headingLevel?: "h2" | "h3";
  /** "priority" for the first card of a page, whose picture a phone shows on arrival. */
  imageLoad?: ArtLoad;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-category={category.id}
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors hover:border-accent focus-within:border-accent focus-within:ring-2 focus-within:ring-glow focus-within:ring-offset-2 focus-within:ring-offset-canvas"
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <ArtImage
          art={category.image}
          alt=""
          load={imageLoad}
          sizes="(min-width: 64rem) 38rem, 100vw"
          className="absolute inset-0 block h-full w-full"
        />
        <div
          data-testid="hover-image"
          className="absolute inset-0 opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100"
        >
          <ArtImage
            art={category.hoverImage}
            alt=""
            sizes="(min-width: 64rem) 38rem, 100vw"
            className="block h-full w-full"
          />
        </div>
        <p className="absolute bottom-4 left-4 rounded-full bg-canvas/90 px-4 py-1.5 font-display text-lg font-semibold text-ink">
          {category.price}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-2xl font-semibold">
          <PageLink
            to={category.href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {category.title}
          </PageLink>
        </Heading>
        <p className="mt-1 font-medium text-accent">{category.subtitle}</p>
        <p className="mt-3 text-ink-muted">{category.description}</p>
        <ul className="mt-5 space-y-2">
          {category.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2 text-sm text-ink">
              <LineIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
        <p
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-ink group-hover:text-accent group-focus-within:text-accent"
        >
          {useLocale() === "de" ? "Details ansehen" : "View details"} <LineIcon name="arrowRight" className="h-4 w-4" />
        </p>
      </div>
    </article>
  );
}
