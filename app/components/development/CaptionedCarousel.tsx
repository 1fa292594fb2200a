import { ArtImage } from "~/components/media/ArtImage";
import { Carousel } from "~/components/ui/Carousel";
import type { ArtSlot } from "~/lib/art";

interface Slide {
  image: ArtSlot;
  alt: string;
  caption: string;
}

/** Images with captions on the shared carousel: arrows, dots, wrap-around, keyboard arrows. */
export function CaptionedCarousel({ label, slides }: { label: string; slides: Slide[] }) {
  return (
    <Carousel
      label={label}
      slideLabels={slides.map((slide) => slide.caption)}
      slides={slides.map((slide) => (
        <figure key={slide.image} className="overflow-hidden rounded-card border border-line bg-surface">
          <ArtImage
            art={slide.image}
            alt={slide.alt}
            sizes="(min-width: 80rem) 80rem, 100vw"
            className="block aspect-[16/9] w-full"
          />
          <figcaption className="px-6 py-4 text-ink-muted">{slide.caption}</figcaption>
        </figure>
      ))}
    />
  );
}
