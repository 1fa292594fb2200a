import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderStorage, s3Storage, storageFor, type MediaStorage, type StoredFile } from "./storage.ts";

// The one storage interface against both of its homes: a folder, and an S3 API (an S3-compatible
// server started here, in this process, on a free port).

async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function behavesAsStorage(name: string, open: () => MediaStorage) {
  describe(name, () => {
    it("puts, gets, checks and deletes a file by key", async () => {
      const storage = open();
      const body = Buffer.from("not really an avif, but bytes are bytes");
      expect(await storage.exists("0123456789abcdef-800.avif")).toBe(false);
      expect(await storage.get("0123456789abcdef-800.avif")).toBeNull();
      await storage.put("0123456789abcdef-800.avif", body, "image/avif");
      expect(await storage.exists("0123456789abcdef-800.avif")).toBe(true);
      const stored = await storage.get("0123456789abcdef-800.avif");
      expect(stored?.size).toBe(body.length);
      expect(await readAll(stored!)).toEqual(body);
      // The same key again (the same photo uploaded twice) writes the same bytes.
      await storage.put("0123456789abcdef-800.avif", body, "image/avif");
      await storage.delete("0123456789abcdef-800.avif");
      expect(await storage.exists("0123456789abcdef-800.avif")).toBe(false);
      expect(await storage.get("0123456789abcdef-800.avif")).toBeNull();
      // Deleting what is not there is not an error.
      await storage.delete("0123456789abcdef-800.avif");
    });

    it("refuses a key that could leave its place", async () => {
      const storage = open();
      for (const key of ["../escape.webp", "/etc/passwd", "a/b/c.webp", "", "x"]) {
        await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Invalid media key/);
        await expect(storage.get(key)).rejects.toThrow(/Invalid media key/);
      }
    });
  });
}

let folder = "";
let s3Dir = "";
let s3: S3rver | undefined;
let s3Endpoint = "";

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-folder-"));
  s3Dir = await mkdtemp(path.join(tmpdir(), "media-s3-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "spark-media" }],
  });
  const address: AddressInfo = await s3.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

behavesAsStorage("the folder storage", () => folderStorage(folder));
behavesAsStorage("the S3 storage", () =>
  s3Storage({
    endpoint: s3Endpoint,
    bucket: "spark-media",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
  }),
);

describe("storageFor", () => {
  it("is the folder DATA_DIR/media unless S3 is configured", async () => {
    const storage = storageFor({ DATA_DIR: folder, S3_REGION: "us-east-1" });
    expect(storage.description).toBe(`folder ${path.join(folder, "media")}`);
    await storage.put("fedcba9876543210-160.webp", Buffer.from("x"), "image/webp");
    expect(await readdir(path.join(folder, "media"))).toEqual(["fedcba9876543210-160.webp"]);
  });

  it("is the bucket when S3 is configured", () => {
    const storage = storageFor({
      DATA_DIR: folder,
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: "spark-media",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_REGION: "us-east-1",
    });
    expect(storage.description).toMatch(/^s3 bucket spark-media/);
  });
});
