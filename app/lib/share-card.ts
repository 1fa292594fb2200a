// The share cards of the pages (og:image, twitter:image): 1200x630 pictures painted at build time
// by scripts/generate-art.ts (slot og/<id>), the card's headline and the SPARK wordmark over the
// picture of its backdrop slot. A file art-photos/og/<id>.png replaces a card, as for every slot.
// Light on purpose: seo() runs in every page's bundle.

/** What a painted scene shows (scripts/art/paint.ts sceneOfSlot), for the cards' alt texts. */
export const SCENE_SHOWS = {
  stage: "an event stage with its LED wall lit and show lights above",
  event: "an event stage with its LED wall lit in front of a seated audience",
  skyline: "the Frankfurt skyline at night, one tower lit in coloured bands",
  studio: "a broadcast studio with cameras in front of an LED backdrop",
  lobby: "the building's lobby at night, its lift doors lit",
  entrance: "the building's glass entrance",
  "control-room": "a broadcast control room with its monitor wall",
  terrace: "a rooftop terrace with lounge seating under string lights",
  workshop: "a workshop room with tables and sticky notes on the walls",
  boardroom: "a boardroom with a long table and chairs",
} as const;

export type ShareScene = keyof typeof SCENE_SHOWS;

/** The same scenes described for a German page (issue 44). */
const SCENE_SHOWS_DE: Record<ShareScene, string> = {
  stage: "eine Eventbühne mit leuchtender LED-Wand und Showlicht darüber",
  event: "eine Eventbühne mit leuchtender LED-Wand vor bestuhltem Publikum",
  skyline: "die Frankfurter Skyline bei Nacht, ein Turm in farbigen Bändern beleuchtet",
  studio: "ein Broadcast-Studio mit Kameras vor einer LED-Rückwand",
  lobby: "die Lobby des Gebäudes bei Nacht mit beleuchteten Aufzugstüren",
  entrance: "der gläserne Eingang des Gebäudes",
  "control-room": "eine Broadcast-Regie mit ihrer Monitorwand",
  terrace: "eine Dachterrasse mit Lounge-Möbeln unter Lichterketten",
  workshop: "ein Workshopraum mit Tischen und Haftnotizen an den Wänden",
  boardroom: "ein Sitzungsraum mit langem Tisch und Stühlen",
};

export interface ShareCard {
  /** The card is the art slot og/<id>. */
  id: string;
  /** The words painted on the card. */
  headline: string;
  /** The art slot painted behind the headline (a public slot: gated pictures never go on a card). */
  backdrop: string;
  /** What the backdrop shows, in the page's language. */
  shows: string;
  /** A German page's card: its alt text is German. */
  lang?: "en" | "de";
  /**
   * What the backdrop shows, for the German twin of an English page: until cards are painted per
   * language, the twin shares its English card and describes it in German (docs/decisions/0696).
   */
  showsDe?: string;
  /** The same for the English twin of a German page. */
  showsEn?: string;
}

/** A card whose backdrop is a painted scene; the generator's test checks that the slot paints that scene. */
export function sceneCard(
  id: string,
  headline: string,
  backdrop: string,
  scene: ShareScene,
): ShareCard & {
  scene: ShareScene;
} {
  return { id, headline, backdrop, shows: SCENE_SHOWS[scene], showsDe: SCENE_SHOWS_DE[scene], scene };
}

/** A product page's card: the product's name over its hero picture, described by the hero's alt text. */
export function productShareCard(
  product: {
    id: string;
    name: string;
    heroImage: string;
    heroImageAlt: string;
  },
  /** The hero's alt text on the German page. */
  heroImageAltDe?: string,
): ShareCard {
  return {
    id: `product-${product.id}`,
    headline: product.name,
    backdrop: product.heroImage,
    shows: product.heroImageAlt,
    showsDe: heroImageAltDe,
  };
}

/** The page's og:image path. */
export const shareCardPath = (card: ShareCard) => `/art/og/${card.id}.png`;

/** og:image:alt: what the card shows, the words on it included. */
export function shareCardAlt(card: ShareCard, locale: "en" | "de" = card.lang ?? "en"): string {
  if (card.lang === "de" && locale === "en" && card.showsEn)
    return `“${card.headline}” and the SPARK wordmark over a picture: ${card.showsEn}`;
  if (card.lang === "de") return `„${card.headline}“ und der Schriftzug SPARK über einem Bild: ${card.shows}`;
  if (locale === "de" && card.showsDe)
    return `„${card.headline}“ und der Schriftzug SPARK über einem Bild: ${card.showsDe}`;
  return `“${card.headline}” and the SPARK wordmark over a picture: ${card.shows}`;
}
