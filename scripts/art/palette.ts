import type { Rng } from "./random.ts";

// One art direction, a distinct light per venue: the venue keyword in a slot id picks the palette
// (skyline, liberty, horizon, nova, vista); slots without one get a SPARK house palette.

export interface Palette {
  name: string;
  /** Near-black of the room. */
  night: string;
  /** The deep tint the room takes from its light. */
  deep: string;
  /** The main light (LED wall, beams). */
  primary: string;
  /** The second light. */
  secondary: string;
  /** Small highlights: fixtures, windows, sparks. */
  highlight: string;
}

export const VENUE_PALETTES: Record<string, Palette> = {
  skyline: {
    name: "skyline",
    night: "#07080d",
    deep: "#1d1220",
    primary: "#ff7a2e",
    secondary: "#ffb547",
    highlight: "#ffe2b8",
  },
  liberty: {
    name: "liberty",
    night: "#07070f",
    deep: "#1a1233",
    primary: "#9b8cff",
    secondary: "#e45cff",
    highlight: "#e9e3ff",
  },
  horizon: {
    name: "horizon",
    night: "#05090e",
    deep: "#0b2030",
    primary: "#5cc8f2",
    secondary: "#2ee6c5",
    highlight: "#d9f6ff",
  },
  nova: {
    name: "nova",
    night: "#0a060b",
    deep: "#2a0f1f",
    primary: "#ff4f7b",
    secondary: "#ff9a5c",
    highlight: "#ffd9e2",
  },
  vista: {
    name: "vista",
    night: "#050a09",
    deep: "#0e2420",
    primary: "#3ddc97",
    secondary: "#f5c451",
    highlight: "#e6fff2",
  },
};

export const HOUSE_PALETTES: Palette[] = [
  { name: "spark", night: "#07080d", deep: "#141a2a", primary: "#ff7a2e", secondary: "#5cc8f2", highlight: "#fff1e6" },
  { name: "led", night: "#06080e", deep: "#101a33", primary: "#5cc8f2", secondary: "#9b8cff", highlight: "#e6f7ff" },
  { name: "ember", night: "#08070c", deep: "#1c1426", primary: "#ff9a5c", secondary: "#9b8cff", highlight: "#fff0e0" },
];

const VENUE_KEYWORDS = Object.keys(VENUE_PALETTES);

/** The venue keywords in a slot id, in the order they appear ("skyline-liberty-double" -> skyline, liberty). */
export function venueKeywords(id: string): string[] {
  const words = id.split(/[/-]/);
  return words.filter((word) => VENUE_KEYWORDS.includes(word)).filter((word, i, all) => all.indexOf(word) === i);
}

/** The palette of a slot: its venue's light, a blend for combined venues, else a house palette. */
export function paletteFor(id: string, rng: Rng): Palette {
  const [first, second] = venueKeywords(id);
  if (first) {
    const base = VENUE_PALETTES[first]!;
    if (!second) return base;
    // A combined venue keeps the first venue's room and takes its second light from the other venue.
    return { ...base, name: `${first}-${second}`, secondary: VENUE_PALETTES[second]!.primary };
  }
  return rng.pick(HOUSE_PALETTES);
}

/** "#rrggbb" mixed with another colour by amount (0..1). */
export function mix(a: string, b: string, amount: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * amount);
  };
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}
