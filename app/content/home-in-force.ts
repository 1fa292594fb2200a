import { home } from "./home";
import { homeContentSchema, type HomeContent } from "./home.schema";

// The home page's rotating heroes as the team edits them (issue 45): each slide of the use-cases hero
// and of the venue hero, as home.ts has it or as published from the back office (/staff/content), checked
// by the schema home.test.ts checks home.ts with. What a slide is (its id, link and picture) stays as
// built; its words are edited. The published versions are read on the server only (home-in-force.server.ts).

export type HomeSlideSection = "use-cases" | "venues";
export type UseCaseSlide = HomeContent["useCases"]["slides"][number];
export type VenueSlide = HomeContent["venues"]["slides"][number];

const caseSlide = homeContentSchema.shape.useCases.shape.slides.element;
const venueSlide = homeContentSchema.shape.venues.shape.slides.element;

/** The content kind of a rotating hero's slide. */
export const homeSlideKind = "home-slide";

/** The content key of a slide: `home-slide:venues--horizon-stage`. */
export const homeSlideKey = (section: HomeSlideSection, id: string) => `${homeSlideKind}:${section}--${id}`;

/** The slide an address segment names (`venues--horizon-stage`), if it is one. */
export function homeSlideOf(
  segment: string,
): { section: "use-cases"; slide: UseCaseSlide } | { section: "venues"; slide: VenueSlide } | undefined {
  const [section, id] = segment.split("--");
  if (section === "use-cases") {
    const slide = home.useCases.slides.find((entry) => entry.id === id);
    return slide && { section, slide };
  }
  if (section === "venues") {
    const slide = home.venues.slides.find((entry) => entry.id === id);
    return slide && { section, slide };
  }
  return undefined;
}

/** A use-case slide as edited: the built one's id and picture with the edited words, if they pass the schema. */
export function caseSlideWith(slide: UseCaseSlide, edited: unknown): UseCaseSlide {
  if (edited === undefined || edited === null) return slide;
  const parsed = caseSlide.safeParse({ ...(edited as object), id: slide.id, image: slide.image });
  return parsed.success ? parsed.data : slide;
}

/** A venue slide as edited: the built one's id, name, link and picture with the edited words. */
export function venueSlideWith(slide: VenueSlide, edited: unknown): VenueSlide {
  if (edited === undefined || edited === null) return slide;
  const parsed = venueSlide.safeParse({
    ...(edited as object),
    id: slide.id,
    name: slide.name,
    href: slide.href,
    image: slide.image,
  });
  return parsed.success ? parsed.data : slide;
}

/** The home page with each slide's edited version (`edited(key)`: its published data, or a preview's draft). */
export function homeWith(edited: (key: string) => unknown): HomeContent {
  return {
    ...home,
    useCases: {
      ...home.useCases,
      slides: home.useCases.slides.map((slide) => caseSlideWith(slide, edited(homeSlideKey("use-cases", slide.id)))),
    },
    venues: {
      ...home.venues,
      slides: home.venues.slides.map((slide) => venueSlideWith(slide, edited(homeSlideKey("venues", slide.id)))),
    },
  };
}

export { caseSlide as caseSlideSchema, venueSlide as venueSlideSchema };
