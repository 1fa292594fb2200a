import { ArtImage } from "~/components/media/ArtImage";
import { Carousel } from "~/components/ui/Carousel";
import type { LocalGalleryHeroSlide } from "~/content/gallery";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({ en: { label: "Gallery highlights" }, de: { label: "Höhepunkte der Galerie" } });

/** The rotating highlights at the top of /gallery (an island of that page, docs/decisions/0692). */
export function GalleryHighlights({ slides, autoplayMs }: { slides: LocalGalleryHeroSlide[]; autoplayMs: number }) {
  const t = words[useLocale()];
  return (
    <Carousel
      label={t.label}
      autoplayMs={autoplayMs}
      slideLabels={slides.map((slide) => slide.title)}
      slides={slides.map((slide, index) => (
        <figure key={slide.title} className="relative overflow-hidden rounded-card border border-line">
          <ArtImage
            art={slide.image}
            alt={slide.alt}
            load={index === 0 ? "priority" : "lazy"}
            sizes="(min-width: 80rem) 80rem, 100vw"
            className="block aspect-[4/3] w-full md:aspect-[21/9]"
          />
          <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent p-6 pt-20 md:p-10">
            <p className="font-display text-2xl font-semibold text-ink md:text-4xl">{slide.title}</p>
            <p className="mt-2 max-w-xl text-ink">{slide.caption}</p>
          </figcaption>
        </figure>
      ))}
    />
  );
}
