import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { artFile, artFormat } from "../../app/lib/art.ts";
import type { ShareCard } from "../../app/lib/share-card.ts";
import { paintSlot } from "./paint.ts";
import { shareCardSvg } from "./share-card.ts";
import { loadDisplayFont, type DisplayFont } from "./text.ts";

// One slot from its source (a painting, a share card or a real photo) to its files: the work of the
// build's painter pool (scripts/generate-art.ts, ./render-worker.ts).

// Encoder settings: small files, and fast enough for a first build on two cores. WebP is only the fallback
// of browsers without AVIF: effort 2 encodes in half the time of 3 for files about 7% larger.
const WEBP = { quality: 74, effort: 2 } as const;
const AVIF = { quality: 40, effort: 0 } as const;

/** One slot to paint: where its files go, and a share card's words or a photo's file if it is one. */
export interface RenderJob {
  slot: string;
  dir: string;
  root: string;
  card?: ShareCard;
  photo?: string;
}

/** Share cards (og/) are only linked from meta tags, as PNG: no page shows them as WebP or AVIF. */
export const isShareCard = (slot: string) => slot.startsWith("og/");

export function responsiveFiles(slot: string): string[] {
  return artFormat(slot).widths.flatMap((w) => [artFile(slot, w, "webp"), artFile(slot, w, "avif")]);
}

/** The files a slot's painting writes to `dir`. */
export function outputsOf(slot: string, dir: string): string[] {
  const files = isShareCard(slot) ? [`${slot}.png`] : responsiveFiles(slot);
  return files.map((file) => path.join(dir, file));
}

export const allOutputsExist = (slot: string, dir: string) => outputsOf(slot, dir).every((file) => existsSync(file));

let display: Promise<DisplayFont> | undefined;

/** Paints (or reads the photo of) one slot and writes its files. */
export async function render(job: RenderJob): Promise<void> {
  const { slot, dir, card, photo } = job;
  const source = photo
    ? readFileSync(photo)
    : Buffer.from(card ? shareCardSvg(card, await (display ??= loadDisplayFont(job.root))) : paintSlot(slot));
  const format = artFormat(slot);
  const base = photo
    ? sharp(source).rotate().resize(format.width, format.height, { fit: "cover", position: "attention" })
    : sharp(source);
  const { data, info } = await base
    .flatten({ background: "#0a0c11" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  mkdirSync(path.dirname(path.join(dir, artFile(slot, 1))), { recursive: true });
  for (const width of isShareCard(slot) ? [] : format.widths) {
    const height = Math.round((width * format.height) / format.width);
    const sized = sharp(data, raw).resize(width, height);
    await sized
      .clone()
      .webp(WEBP)
      .toFile(path.join(dir, artFile(slot, width, "webp")));
    await sized
      .clone()
      .avif(AVIF)
      .toFile(path.join(dir, artFile(slot, width, "avif")));
  }
  if (isShareCard(slot)) {
    // Social networks read PNG or JPEG, not AVIF: seo() links /art/og/<id>.png.
    await sharp(data, raw)
      .png({ palette: true, quality: 92, effort: 7 })
      .toFile(path.join(dir, `${slot}.png`));
  }
}
