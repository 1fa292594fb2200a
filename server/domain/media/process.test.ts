import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DERIVED_FILE,
  MAX_UPLOAD_BYTES,
  MEDIA_WIDTHS,
  processPhoto,
  UnsupportedPhotoError,
  widthsFor,
} from "./process.ts";

// What an uploaded photo becomes: AVIF and WebP at the site's widths, turned upright, with no metadata.

const gps = {
  IFD0: { Make: "TestCam", Model: "Pocket 1", Copyright: "Someone" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 40/1 0/1" },
};

/** A JPEG whose left half is red and right half blue, with GPS EXIF and the given orientation. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif(gps)
    .withMetadata({ orientation })
    .toBuffer();
}

/** Whether an EXIF block has a GPS directory (tag 0x8825, little- or big-endian). */
function hasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

describe("processPhoto", () => {
  it("makes AVIF and WebP at each width up to the photo's, named by content hash, with no metadata at all", async () => {
    const input = await photo(1300, 800);
    const inputMeta = await sharp(input).metadata();
    expect(hasGps(inputMeta.exif!)).toBe(true);

    const out = await processPhoto(input);
    expect(out.hash).toMatch(/^[0-9a-f]{64}$/);
    expect([out.width, out.height]).toEqual([1300, 800]);
    expect(out.files.map((f) => `${f.width}.${f.format}`)).toEqual(
      [160, 320, 480, 640, 800, 1200].flatMap((w) => [`${w}.avif`, `${w}.webp`]),
    );
    for (const file of out.files) {
      expect(file.file).toMatch(DERIVED_FILE);
      expect(file.file.startsWith(out.hash.slice(0, 16))).toBe(true);
      const body = out.bodies.get(file.file)!;
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(file.format === "avif" ? "heif" : "webp");
      if (file.format === "avif") expect(meta.compression).toBe("av1");
      expect(meta.width).toBe(file.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("applies the EXIF orientation: a landscape JPEG with orientation 6 comes out portrait, turned clockwise", async () => {
    const out = await processPhoto(await photo(600, 400, 6));
    expect([out.width, out.height]).toEqual([400, 600]);
    const webp = out.files.find((f) => f.format === "webp" && f.width === 320)!;
    expect(webp.height).toBe(480);
    const { data, info } = await sharp(out.bodies.get(webp.file)!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Turned clockwise, the left (red) half is on top and the right (blue) half below.
    expect(pixel(160, 60)[0]).toBeGreaterThan(200);
    expect(pixel(160, 420)[2]).toBeGreaterThan(200);
  });

  it("gives the same hash and names for the same bytes, and never upscales", async () => {
    const input = await photo(140, 100);
    const a = await processPhoto(input);
    const b = await processPhoto(input);
    expect(a.hash).toBe(b.hash);
    expect(a.files.map((f) => [f.file, f.width])).toEqual([
      [`${a.hash.slice(0, 16)}-140.avif`, 140],
      [`${a.hash.slice(0, 16)}-140.webp`, 140],
    ]);
    expect(widthsFor(5000)).toEqual([...MEDIA_WIDTHS]);
  });

  it("takes PNG and WebP too", async () => {
    for (const format of ["png", "webp"] as const) {
      const input = await sharp({ create: { width: 500, height: 300, channels: 4, background: "#33669980" } })
        [format]()
        .toBuffer();
      const out = await processPhoto(input);
      expect(out.files.map((f) => f.width)).toContain(480);
    }
  });

  it("refuses by content, not by name: text, a GIF, an SVG, an empty file, a file over 40 MB", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [Buffer.from("just some text, named photo.jpg"), gif, svg, Buffer.alloc(0)]) {
      await expect(processPhoto(input)).rejects.toBeInstanceOf(UnsupportedPhotoError);
    }
    await expect(processPhoto(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(/40 MB/);
  });
});
