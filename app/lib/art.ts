// Every image slot of the site is named with art("theme/id"), an id of the list in ./art-slots.ts.
// scripts/generate-art.ts paints each listed slot once (deterministic per id) and writes responsive
// files to public/art/. A real photo replaces a slot by dropping art-photos/<theme>/<id>.jpg into the repo.
import type { ArtId } from "./art-slots.ts";

export type ArtSlot = string & { readonly __art: true };

export const ART_SLOT_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** A listed picture (app/lib/art-slots.ts): an id the list does not hold is a type error. */
export function art(slot: ArtId): ArtSlot {
  if (!ART_SLOT_PATTERN.test(slot)) throw new Error(`Invalid art slot "${slot}": use "theme/id"`);
  return slot as ArtSlot;
}

export interface ArtFormat {
  width: number;
  height: number;
  widths: number[];
}

/** Portraits are square, Open Graph cards 1200x630, everything else 16:10. */
export function artFormat(slot: string): ArtFormat {
  if (slot.startsWith("portrait/")) return { width: 640, height: 640, widths: [160, 320, 640] };
  if (slot.startsWith("og/")) return { width: 1200, height: 630, widths: [1200] };
  return { width: 1600, height: 1000, widths: [480, 800, 1200, 1600] };
}

/**
 * Where scripts/generate-art.ts writes the art that only gated pages use: outside public/, relative
 * to the working directory like build/. The gates serve it (app/features/gate/gated-art.server.ts).
 */
export const GATED_ART_DIR = "art-gated";
/** In GATED_ART_DIR: each gated slot and the gates whose cookie opens it (`{ "theme/id": ["development"] }`). */
export const GATED_ART_GATES_FILE = "gates.json";

/** Where public art is served; a gated area serves the art only its pages use under its own path. */
export const PUBLIC_ART_BASE = "/art";

/** The file of one width and format of a slot, relative to its art folder: "venue/skyline-stage-800.webp". */
export function artFile(slot: string, width: number, format: "webp" | "avif" = "webp"): string {
  return `${slot}-${width}.${format}`;
}

export function artSrc(slot: string, width: number, format: "webp" | "avif" = "webp", base = PUBLIC_ART_BASE): string {
  return `${base}/${artFile(slot, width, format)}`;
}

export function artSrcSet(slot: string, format: "webp" | "avif" = "webp", base = PUBLIC_ART_BASE): string {
  return artFormat(slot)
    .widths.map((w) => `${artSrc(slot, w, format, base)} ${w}w`)
    .join(", ");
}

/**
 * A <link rel="preload"> for a page's LCP image (route `links` export): the AVIF srcset starts
 * downloading from the <head>, before the module preloads. Browsers without AVIF skip it.
 */
export function artPreloadLink(slot: string, sizes = "100vw") {
  const format = artFormat(slot);
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    href: artSrc(slot, format.widths[Math.min(1, format.widths.length - 1)]!, "avif"),
    imageSrcSet: artSrcSet(slot, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
