import { useMemo, useState } from "react";
import { ArtImage } from "~/components/media/ArtImage";
import { Tabs } from "~/components/ui/Tabs";
import { Lightbox } from "~/components/ui/Lightbox";
import {
  emptyGalleryCategoryText,
  filterGallery,
  galleryCategories,
  galleryCategoryLabels,
  galleryVenueLabels,
  galleryVenues,
  type GalleryCategory,
  type GalleryVenue,
} from "~/content/gallery-filters";
import type { LocalGalleryItem } from "~/content/gallery";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { useLazyReveal } from "./useLazyReveal";

const words = bilingual({
  en: {
    venueFilter: "Filter by venue",
    venue: "Venue",
    categories: "Gallery categories",
    openImage: (alt: string) => `: open image, ${alt}`,
    video: " (video, opens in a new tab)",
  },
  de: {
    venueFilter: "Nach Location filtern",
    venue: "Location",
    categories: "Galeriekategorien",
    openImage: (alt: string) => `: Bild öffnen, ${alt}`,
    video: " (Video, öffnet in einem neuen Tab)",
  },
});

/**
 * The /gallery grid: tabs All / Buildings / Interiors / Videos and a venue filter, lazily revealed
 * thumbnails, images in the lightbox, videos on the video platform in a new tab.
 */
export function GalleryBrowser({ items }: { items: LocalGalleryItem[] }) {
  const locale = useLocale();
  const t = words[locale];
  const [category, setCategory] = useState<GalleryCategory>("all");
  const [venue, setVenue] = useState<GalleryVenue>("all");
  const [open, setOpen] = useState(-1);
  const visible = useMemo(() => filterGallery(items, category, venue), [items, category, venue]);
  const images = visible.filter((item) => item.kind === "image");

  const grid =
    visible.length === 0 ? (
      <p className="rounded-card border border-dashed border-line px-6 py-16 text-center text-lg text-ink-muted">
        {emptyGalleryCategoryText[locale]}
      </p>
    ) : (
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 xl:grid-cols-4" data-testid="gallery-grid">
        {visible.map((item) => (
          <GalleryTile
            key={item.id}
            item={item}
            onOpen={() => setOpen(images.findIndex((image) => image.id === item.id))}
          />
        ))}
      </ul>
    );

  return (
    <>
      <div role="group" aria-label={t.venueFilter} className="mb-6 flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="mr-1 text-sm font-semibold uppercase tracking-wider text-ink-muted">
          {t.venue}
        </span>
        {galleryVenues.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={venue === candidate}
            onClick={() => setVenue(candidate)}
            className="min-h-11 rounded-full border border-line px-4 text-sm text-ink-muted transition-colors hover:text-ink aria-pressed:border-glow aria-pressed:bg-glow/15 aria-pressed:text-ink"
          >
            {galleryVenueLabels[candidate][locale]}
          </button>
        ))}
      </div>
      <Tabs
        label={t.categories}
        value={category}
        onValueChange={(value) => setCategory(value as GalleryCategory)}
        items={galleryCategories.map((candidate) => ({
          value: candidate,
          label: galleryCategoryLabels[candidate][locale],
          content: candidate === category ? grid : null,
        }))}
      />
      <Lightbox pictures={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(-1)} />
    </>
  );
}

function GalleryTile({ item, onOpen }: { item: LocalGalleryItem; onOpen: () => void }) {
  const t = words[useLocale()];
  const [ref, reveal] = useLazyReveal<HTMLLIElement>();
  const tileClass =
    "render-near-screen group relative block aspect-[4/3] w-full overflow-hidden rounded-xl border border-line bg-surface text-left focus-visible:outline-2 focus-visible:outline-offset-2";
  const image = item.kind === "image" ? item.image : item.thumbnail;
  const picture = (
    <ArtImage
      art={image}
      alt=""
      sizes="(min-width: 80rem) 20rem, (min-width: 48rem) 33vw, 50vw"
      className="block h-full w-full"
      imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
    />
  );
  return (
    <li
      ref={ref}
      data-reveal={reveal}
      data-kind={item.kind}
      className={`transition duration-700 ease-out-soft ${reveal === "pending" ? "translate-y-4 opacity-0" : "translate-y-0 opacity-100"}`}
    >
      {item.kind === "image" ? (
        <button type="button" onClick={onOpen} className={tileClass}>
          {picture}
          {/* The name starts with the visible title (WCAG 2.5.3), then says what the button does. */}
          <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pb-2 pt-8 text-sm font-semibold text-ink">
            {item.title}
            <span className="sr-only">{t.openImage(item.alt)}</span>
          </span>
        </button>
      ) : (
        <a href={item.href} target="_blank" rel="noopener noreferrer" className={tileClass}>
          {picture}
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-[38%] flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-canvas shadow-card md:h-12 md:w-12"
          >
            ▶
          </span>
          <span className="absolute right-2 top-2 rounded-md bg-black/75 px-2 py-0.5 text-xs font-semibold text-ink">
            {item.duration}
          </span>
          <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pb-2 pt-8 text-sm font-semibold text-ink">
            {item.title}
            <span className="sr-only">{t.video}</span>
          </span>
        </a>
      )}
    </li>
  );
}
