import type { MediaFile } from "./schema.ts";

// Photos the team placed in the site's picture slots (issue 45, decision 1150): a slot
// ("venue/skyline-stage") shows its uploaded photo instead of its generated art once a placement is
// published from the back office (/staff/content/photos). A placement is a content item
// (`photo:venue--skyline-stage`, data `{ mediaId }`) with drafts, versions and restore like any other;
// the server resolves the published ones, with their photos, into the plain values below and keeps
// them in memory (server/domain/content/published.ts). No imports with side effects: the pages'
// pictures (app/components/media/ArtImage.tsx) read these types and keys in the browser too.

/** Where the derived files are served (app/routes/media.library.$file.ts), ready for a CDN in front. */
export const MEDIA_URL_BASE = "/media/library";

export interface SitePhoto {
  /** The derived files' common start, e.g. `/media/library/3f2a9c0d1e2b4a5c` (`-800.avif` follows). */
  base: string;
  /** The widths made of it, ascending. */
  widths: number[];
  /** Where a crop keeps the subject, 0..1 from the left and from the top. */
  focal: [number, number];
  alt: { en: string; de: string };
}

/** The placed photos, by slot. */
export type SitePhotos = Record<string, SitePhoto>;

/** What a placement stores: the library photo shown in the slot. */
export interface Placement {
  mediaId: number;
}

/** The content kind of a placement. */
export const PHOTO_KIND = "photo";

/** A slot as one segment of a key or an address (they have no slash): `venue--skyline-stage`. */
export const slotSegment = (slot: string) => slot.replace("/", "--");

/** The content key of a slot's placement: `photo:venue--skyline-stage`. */
export const photoKey = (slot: string) => `${PHOTO_KIND}:${slotSegment(slot)}`;

/** The slot of a placement's key, or of its address segment (`venue--skyline-stage`); undefined if neither. */
export function slotOfPhotoKey(key: string): string | undefined {
  const match = /^(?:photo:)?([a-z0-9-]+?)--([a-z0-9-]+)$/.exec(key);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** A placed photo's file of the first width at least `width` wide (else its widest), as WebP. */
export function photoSrcOf(photo: SitePhoto, width: number, format: "avif" | "webp" = "webp"): string {
  const chosen = photo.widths.find((w) => w >= width) ?? photo.widths.at(-1)!;
  return `${photo.base}-${chosen}.${format}`;
}

export const photoSrcSet = (photo: SitePhoto, format: "avif" | "webp") =>
  photo.widths.map((width) => `${photo.base}-${width}.${format} ${width}w`).join(", ");

/** The CSS object-position of the focal point: the crop of a cover-fitted picture keeps it in view. */
export const focalPosition = (photo: SitePhoto) =>
  `${Math.round(photo.focal[0] * 100)}% ${Math.round(photo.focal[1] * 100)}%`;

/** A placement's data, if it is one. */
export function placementOf(data: unknown): Placement | undefined {
  const id = (data as { mediaId?: unknown } | null | undefined)?.mediaId;
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? { mediaId: id } : undefined;
}

/**
 * A library photo as a slot shows it; none (the art stays) while it lacks an alt text in either
 * language, as the library promises.
 */
export function sitePhotoOf(item: {
  files: MediaFile[];
  focalX: number;
  focalY: number;
  altEn: string;
  altDe: string;
}): SitePhoto | undefined {
  const first = item.files[0];
  if (!first || !item.altEn.trim() || !item.altDe.trim()) return undefined;
  const prefix = first.file.replace(/-\d+\.(avif|webp)$/, "");
  const widths = [...new Set(item.files.map((file) => file.width))].sort((a, b) => a - b);
  return {
    base: `${MEDIA_URL_BASE}/${prefix}`,
    widths,
    focal: [item.focalX, item.focalY],
    alt: { en: item.altEn.trim(), de: item.altDe.trim() },
  };
}
