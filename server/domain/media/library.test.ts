import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "@20minutes/s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { staffAuditLog } from "../../db/schema.ts";
import { publishDraft, saveDraft } from "../content/content-store.ts";
import { deletePhoto, listMedia, missingAlt, saveAltText, saveFocalPoint, uploadPhoto } from "./library.ts";
import { photoKey } from "./placed-photo.ts";
import { mediaUsage, withPlacedPhotos } from "./placements.ts";
import { UnsupportedPhotoError } from "./process.ts";
import { folderStorage, s3Storage, type MediaStorage } from "./storage.ts";

// The media library's rules on embedded PGlite: one row per photo, alt text and focal point saved,
// deleting refused while a page uses the photo, every change audited.

const editor = { id: "editor-1", email: "editor@spark.test" };
let handle: DatabaseHandle;
let folder: string;
let files: MediaStorage;

async function photo(seed: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: seed } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1" } })
    .toBuffer();
}

async function auditOf(targetId: string) {
  const rows = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));
  return rows.map((row) => `${row.targetType} ${row.action}`);
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: ":memory:", poolSize: 4 });
  folder = await mkdtemp(path.join(tmpdir(), "media-library-"));
  files = folderStorage(folder);
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the media library", () => {
  it("stores a photo once: the same bytes again are the same row, no files added", async () => {
    const bytes = await photo("#336699");
    const first = await uploadPhoto(handle.db, files, editor, bytes);
    expect(first.duplicate).toBe(false);
    expect([first.item.width, first.item.height, first.item.focalX, first.item.focalY]).toEqual([900, 600, 0.5, 0.5]);
    expect(first.item.files.map((f) => f.file).sort()).toEqual((await readdir(folder)).sort());
    const again = await uploadPhoto(handle.db, files, editor, bytes);
    expect(again).toEqual({ item: first.item, duplicate: true });
    expect((await listMedia(handle.db)).filter((item) => item.contentHash === first.item.contentHash)).toHaveLength(1);
    expect(await auditOf(`media:${first.item.id}`)).toEqual(["content media.upload"]);
  });

  it("refuses what is not a photo, whatever its name, and stores nothing", async () => {
    const before = (await readdir(folder)).length;
    await expect(uploadPhoto(handle.db, files, editor, Buffer.from("%PDF-1.7 not a photo"))).rejects.toBeInstanceOf(
      UnsupportedPhotoError,
    );
    expect((await readdir(folder)).length).toBe(before);
  });

  it("needs alt text in both languages; saves it and the focal point, audited", async () => {
    const { item } = await uploadPhoto(handle.db, files, editor, await photo("#996633"));
    expect(missingAlt(item)).toMatch(/English and German/);
    expect(await saveAltText(handle.db, editor, item.id, { en: " Rooftop bar at dusk ", de: "" })).toBe(true);
    let [saved] = (await listMedia(handle.db)).filter((row) => row.id === item.id);
    expect(saved!.altEn).toBe("Rooftop bar at dusk");
    expect(missingAlt(saved!)).toMatch(/missing in German/);
    await saveAltText(handle.db, editor, item.id, { en: "Rooftop bar at dusk", de: "Dachbar in der Dämmerung" });
    expect(await saveFocalPoint(handle.db, editor, item.id, { x: 0.25, y: 1.4 })).toBe(true);
    [saved] = (await listMedia(handle.db)).filter((row) => row.id === item.id);
    expect(missingAlt(saved!)).toBeNull();
    expect([saved!.focalX, saved!.focalY]).toEqual([0.25, 1]);
    expect(saved!.usage).toEqual([]);
    expect(await saveAltText(handle.db, editor, 999_999, { en: "x", de: "y" })).toBe(false);
    expect(await auditOf(`media:${item.id}`)).toEqual([
      "content media.upload",
      "content media.alt",
      "content media.alt",
      "content media.focal",
    ]);
  });

  it("refuses to delete a photo placed in a slot, live or in a draft; deletes it once no slot has it", async () => {
    const { item } = await uploadPhoto(handle.db, files, editor, await photo("#669933"));
    expect(await mediaUsage(handle.db, item.id)).toEqual([]);
    const hero = photoKey("venue/skyline-stage");
    const card = photoKey("venue/liberty-stage");
    await publishDraft(handle.db, editor, hero, 0, { data: { mediaId: item.id } });
    await saveDraft(handle.db, editor, card, { mediaId: item.id }, 0);
    const inUse = [
      { slot: "venue/liberty-stage", state: "draft" },
      { slot: "venue/skyline-stage", state: "live" },
    ];
    expect(await mediaUsage(handle.db, item.id)).toEqual(inUse);
    expect(await deletePhoto(handle.db, files, editor, item.id)).toEqual({
      done: false,
      reason: "in-use",
      usage: inUse,
    });
    for (const file of item.files) expect(await files.exists(file.file)).toBe(true);

    // Another picture in both slots: the photo is free.
    await publishDraft(handle.db, editor, hero, 1, { data: { mediaId: item.id + 1000 } });
    await saveDraft(handle.db, editor, card, { mediaId: item.id + 1000 }, 1);
    expect(await mediaUsage(handle.db, item.id)).toEqual([]);
    expect(await deletePhoto(handle.db, files, editor, item.id)).toEqual({ done: true });
    for (const file of item.files) expect(await files.exists(file.file)).toBe(false);
    expect((await listMedia(handle.db)).some((row) => row.id === item.id)).toBe(false);
    expect(await deletePhoto(handle.db, files, editor, item.id)).toEqual({ done: false, reason: "missing" });
    expect(await auditOf(`media:${item.id}`)).toEqual(["content media.upload", "content media.delete"]);
  });

  it("gives the pages a placed photo once it has alt text in both languages, its version following alt and focus", async () => {
    const { item } = await uploadPhoto(handle.db, files, editor, await photo("#993366"));
    const key = photoKey("gallery/building-rooftop");
    const snapshot = new Map([[key, { version: 1, data: { mediaId: item.id }, publishedAt: new Date() }]]);
    // No alt text yet: the slot keeps its art.
    expect((await withPlacedPhotos(handle.db, snapshot)).get(key)?.data).toBeUndefined();
    await saveAltText(handle.db, editor, item.id, { en: "The rooftop bar at dusk", de: "Die Dachterrasse am Abend" });
    const placed = (await withPlacedPhotos(handle.db, snapshot)).get(key)!;
    const prefix = item.files[0]!.file.replace(/-\d+\.(avif|webp)$/, "");
    expect(placed.data).toEqual({
      base: `/media/library/${prefix}`,
      widths: [160, 320, 480, 640, 800],
      focal: [0.5, 0.5],
      alt: { en: "The rooftop bar at dusk", de: "Die Dachterrasse am Abend" },
    });
    await saveFocalPoint(handle.db, editor, item.id, { x: 0.2, y: 0.7 });
    const moved = (await withPlacedPhotos(handle.db, snapshot)).get(key)!;
    expect(moved.version).not.toEqual(placed.version);
    expect((moved.data as { focal: number[] }).focal).toEqual([0.2, 0.7]);
    // A placement of a photo no longer in the library: the art stays.
    const gone = new Map([[key, { version: 2, data: { mediaId: item.id + 5000 }, publishedAt: new Date() }]]);
    expect((await withPlacedPhotos(handle.db, gone)).get(key)?.data).toBeUndefined();
    // The generated picture chosen again.
    const generated = new Map([[key, { version: 3, data: { mediaId: null }, publishedAt: new Date() }]]);
    expect((await withPlacedPhotos(handle.db, generated)).get(key)?.data).toBeUndefined();
  });
});

describe("the media library on S3", () => {
  it("stores a GPS-tagged photo's files in the bucket, without metadata, and deletes them", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "media-library-s3-"));
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "media" }],
    });
    try {
      const address: AddressInfo = await server.run();
      const bucket = s3Storage({
        endpoint: `http://127.0.0.1:${address.port}`,
        bucket: "media",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
      });
      const { item } = await uploadPhoto(handle.db, bucket, editor, await photo("#123456"), "s3.jpg");
      for (const file of item.files) {
        const stored = await bucket.get(file.file);
        const chunks: Buffer[] = [];
        for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Uint8Array));
        const meta = await sharp(Buffer.concat(chunks)).metadata();
        expect([meta.width, meta.exif, meta.xmp]).toEqual([file.width, undefined, undefined]);
      }
      expect(await deletePhoto(handle.db, bucket, editor, item.id)).toEqual({ done: true });
      for (const file of item.files) expect(await bucket.exists(file.file)).toBe(false);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
