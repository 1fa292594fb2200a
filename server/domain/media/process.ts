import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";

// A photo uploaded to the media library (issue 45, decision 1148) becomes AVIF and WebP files at the
// widths the site's pictures use: orientation applied, every piece of metadata dropped (EXIF, GPS,
// XMP, IPTC, ICC: sharp writes none unless asked to with withMetadata/keepMetadata, which we never
// call), named by the hash of the uploaded bytes so that a file never changes and can be cached forever.

/** The largest upload accepted, per file. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

/**
 * The widths made: those of the site's generated art (app/lib/art.ts `artFormat`: portraits 160, 320,
 * 640; 16:10 pictures 480, 800, 1200, 1600). Never wider than the photo itself.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;

type MediaFormat = "avif" | "webp";

interface DerivedFile {
  /** `<hash-prefix>-<width>.<format>`, e.g. `3f9a0c1d2e4b5a69-800.avif`. */
  file: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
}

interface ProcessedPhoto {
  /** SHA-256 of the uploaded bytes, hex: the same photo uploaded twice has the same hash. */
  hash: string;
  /** Width and height after the orientation is applied. */
  width: number;
  height: number;
  files: DerivedFile[];
}

export interface ProcessedOutput extends ProcessedPhoto {
  /** The bytes of each derived file, by file name. */
  bodies: Map<string, Buffer>;
}

/** A file the library does not take, with a sentence for the editor. */
export class UnsupportedPhotoError extends Error {}

/** The file name pattern of a derived file: what /media/library/<file> serves, and nothing else. */
export const DERIVED_FILE = /^[0-9a-f]{16}-\d{1,5}\.(avif|webp)$/;

/** Whether this sharp build decodes HEIC/HEIF photos (the prebuilt one reads AVIF-in-HEIF, not HEVC). */
function heifReadable(): boolean {
  return Boolean(sharp.format.heif?.input?.buffer);
}

/** The name of the file made from the photo with hash `hash` at one width and format. */
function derivedFileName(hash: string, width: number, format: MediaFormat): string {
  return `${hash.slice(0, 16)}-${width}.${format}`;
}

/** The widths made for a photo `width` pixels wide: the listed ones up to it, or its own when it is narrower than all. */
export function widthsFor(width: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** Checks what the bytes are (by content, never by file name) and makes every derived file. */
export async function processPhoto(input: Buffer): Promise<ProcessedOutput> {
  if (input.length === 0) throw new UnsupportedPhotoError("The file is empty.");
  if (input.length > MAX_UPLOAD_BYTES) throw new UnsupportedPhotoError("The file is larger than 40 MB.");
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new UnsupportedPhotoError("The file is not a picture (JPEG, PNG, WebP or HEIC).");
  }
  const format = meta.format as string;
  if (format === "heif") {
    if (!heifReadable() || meta.compression === "hevc") {
      throw new UnsupportedPhotoError(
        "HEIC photos cannot be read by this server's image library: export the photo as JPEG and upload that.",
      );
    }
  } else if (format !== "jpeg" && format !== "png" && format !== "webp") {
    throw new UnsupportedPhotoError("The file is not a JPEG, PNG, WebP or HEIC photo.");
  }

  const hash = createHash("sha256").update(input).digest("hex");
  const widths = widthsFor(meta.autoOrient.width);
  const largest = Math.max(...widths);
  // One decode: orientation applied, scaled to the largest width made, held as pixels; every size is
  // made from those, so a 24-megapixel photo is decoded once (JPEG's shrink-on-load helps too).
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { failOn: "error" })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedPhotoError("The picture could not be read: the file may be damaged.");
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };

  const files: DerivedFile[] = [];
  const bodies = new Map<string, Buffer>();
  for (const width of widths) {
    for (const format of ["avif", "webp"] as const) {
      const pipeline = sharp(base.data, { raw }).resize({ width, withoutEnlargement: true });
      // AVIF at effort 2: a tenth of effort 4's time on a 24 MP photo for files within a few per cent (BENCHMARKS.md).
      const encoded =
        format === "avif" ? pipeline.avif({ quality: 50, effort: 2 }) : pipeline.webp({ quality: 78, effort: 4 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      const file = derivedFileName(hash, width, format);
      files.push({ file, format, width: info.width, height: info.height, bytes: data.length });
      bodies.set(file, data);
    }
  }
  return { hash, width: meta.autoOrient.width, height: meta.autoOrient.height, files, bodies };
}
