import { PUBLIC_ART } from "~/lib/art-slots";

// The picture slots a photo can be placed in (issue 45, decision 1150): every public picture of the
// site, by theme, named for the back office. A gated page's own art stays behind its gate.

const themes: Record<string, string> = {
  venue: "Venues",
  space: "Spaces",
  product: "Products",
  hero: "Home and page heroes",
  gallery: "Gallery",
  event: "Events and films",
  usecase: "Use cases",
  service: "Services",
  offer: "Offers",
  shop: "Shop",
  portrait: "References (portraits)",
  culture: "Company culture",
  facility: "The building",
  webinar: "Webinar",
};

const placeable = new Set<string>(PUBLIC_ART);

export const isPlaceableSlot = (slot: string) => placeable.has(slot);

/** A slot's name for people: `venue/skyline-stage-card` reads 'Skyline stage card', a portrait its people's names. */
export function slotName(slot: string): string {
  const [theme, id] = slot.split("/") as [string, string];
  const words = id.split("-");
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return theme === "portrait"
    ? words.map((word) => (word === "and" ? word : capital(word))).join(" ")
    : capital(words.join(" "));
}

/** Every placeable slot, grouped by theme, in the order of `themes`. */
export function slotGroups(): { theme: string; title: string; slots: string[] }[] {
  const byTheme = new Map<string, string[]>();
  for (const slot of PUBLIC_ART) {
    const theme = slot.split("/")[0]!;
    byTheme.set(theme, [...(byTheme.get(theme) ?? []), slot]);
  }
  const order = Object.keys(themes);
  return [...byTheme]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([theme, slots]) => ({ theme, title: themes[theme] ?? theme, slots: slots.sort() }));
}
