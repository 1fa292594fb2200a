import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

// Where the media library keeps its files (issue 45, decision 1148): a folder under DATA_DIR by
// default, so `npm run local` needs nothing else, or S3-compatible object storage once S3_ENDPOINT,
// S3_BUCKET and its credentials are set. Files are named by content hash, so they never change: a put
// of an existing key writes the same bytes.

/** A stored file as the server streams it out. */
export interface StoredFile {
  body: Readable;
  size: number;
}

export interface MediaStorage {
  /** Where the files go, for logs and the README ("folder ./data/media", "s3 bucket spark-media"). */
  readonly description: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A key is a file name of the library (`<hash>-<width>.<ext>`) or the same under one folder level. */
const KEY = /^(?:[a-z0-9-]+\/)?[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid media key "${key}"`);
  return key;
}

/** The files in a folder: written to a temporary name first, then renamed (a reader never sees half a file). */
export function folderStorage(root: string): MediaStorage {
  const dir = path.resolve(root);
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    description: `folder ${root}`,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

function missing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

/** The files in an S3-compatible bucket (AWS, MinIO, R2, ...), addressed path-style. */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    description: `s3 bucket ${Bucket} at ${settings.endpoint}`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}

/** The settings storage is chosen by (server/env.ts validates them: all four S3 values or none). */
export interface StorageEnv {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_REGION: string;
}

/** S3 when it is configured, else the folder `media` under DATA_DIR. */
export function storageFor(config: StorageEnv): MediaStorage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
  }
  return folderStorage(path.join(config.DATA_DIR, "media"));
}
