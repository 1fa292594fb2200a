import type { ReactNode } from "react";
import { SectionIntro } from "~/components/sections/SectionIntro";
import { Carousel } from "~/components/ui/Carousel";

/** Both home carousels turn every 4 s. */
const HERO_ROTATION_MS = 4000;

interface ShowcaseProps<Slide extends { id: string; name: string }> {
  /** The section's id; its title is `${id}-title`. */
  id: string;
  intro: { eyebrow: string; title: string; lead: string };
  /** The link beside the intro. */
  action: ReactNode;
  /** The carousel's accessible name. */
  label: string;
  slides: readonly Slide[];
  slide: (slide: Slide) => ReactNode;
}

/** The home page's rotating sections (use cases, venues): an intro with its link, then the slides, each named. */
export function RotatingShowcase<Slide extends { id: string; name: string }>({
  id,
  intro,
  action,
  label,
  slides,
  slide,
}: ShowcaseProps<Slide>) {
  return (
    <>
      <SectionIntro id={`${id}-title`} eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} action={action} />
      <Carousel
        label={label}
        autoplayMs={HERO_ROTATION_MS}
        slideLabels={slides.map((item) => item.name)}
        className="mt-12"
        slides={slides.map(slide)}
      />
    </>
  );
}
