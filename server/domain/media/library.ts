import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { env } from "../../env.ts";
import { CONTENT_CHANNEL } from "../content/content-store.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { mediaUsage, type MediaUse } from "./placements.ts";
import { processPhoto } from "./process.ts";
import { mediaItems, type MediaFile } from "./schema.ts";
import { storageFor, type MediaStorage } from "./storage.ts";

// The media library (issue 45, decision 1148): photos uploaded by the team, their alt text in both
// languages, their focal point, where they are used, and their deletion. Every change is audited.

type Actor = { id: string | null; email: string };
export type MediaItem = typeof mediaItems.$inferSelect;

export const CONTENT_TYPES: Record<MediaFile["format"], string> = { avif: "image/avif", webp: "image/webp" };

let storage: MediaStorage | undefined;
/** The storage the settings choose: S3 when configured, else the folder DATA_DIR/media. */
export function mediaStorage(): MediaStorage {
  storage ??= storageFor(env());
  return storage;
}

/** The sentence a photo without alt text shows, or null when both languages have one. */
export function missingAlt(item: Pick<MediaItem, "altEn" | "altDe">): string | null {
  const missing = [item.altEn.trim() ? null : "English", item.altDe.trim() ? null : "German"].filter(Boolean);
  return missing.length
    ? `Alt text missing in ${missing.join(" and ")}: the photo cannot be used until it has both.`
    : null;
}

/** An uploaded file's name as a label: no control characters, at most 200 characters. */
function fileLabel(name: string): string {
  return [...name]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .slice(0, 200);
}

export type UploadOutcome = { item: MediaItem; duplicate: boolean };

/**
 * Stores an uploaded photo: its derived files in the storage, its row in the library. A photo whose
 * hash is already stored is the same photo: its row is returned and nothing is added.
 * Throws UnsupportedPhotoError (process.ts) for a file that is not a photo the library takes.
 */
export async function uploadPhoto(
  db: Database,
  files: MediaStorage,
  actor: Actor,
  bytes: Buffer,
  name = "",
): Promise<UploadOutcome> {
  const photo = await processPhoto(bytes);
  const [existing] = await db.select().from(mediaItems).where(eq(mediaItems.contentHash, photo.hash));
  if (existing) return { item: existing, duplicate: true };
  for (const file of photo.files) await files.put(file.file, photo.bodies.get(file.file)!, CONTENT_TYPES[file.format]);
  const [created] = await db
    .insert(mediaItems)
    .values({
      contentHash: photo.hash,
      name: fileLabel(name),
      width: photo.width,
      height: photo.height,
      uploadedByEmail: actor.email,
      files: photo.files.map(({ file, format, width, height, bytes }) => ({ file, format, width, height, bytes })),
    })
    .onConflictDoNothing({ target: mediaItems.contentHash })
    .returning();
  if (!created) {
    // The same photo uploaded twice at once: the other upload stored the row (and the same files).
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.contentHash, photo.hash));
    return { item: row!, duplicate: true };
  }
  await recordAudit(db, actor, {
    action: "media.upload",
    targetType: "content",
    targetId: `media:${created.id}`,
    details: {
      width: created.width,
      height: created.height,
      files: created.files.length,
      hash: photo.hash.slice(0, 16),
    },
  });
  return { item: created, duplicate: false };
}

export async function listMedia(db: Database): Promise<(MediaItem & { usage: MediaUse[] })[]> {
  const rows = await db.select().from(mediaItems).orderBy(desc(mediaItems.createdAt), desc(mediaItems.id));
  return Promise.all(rows.map(async (row) => ({ ...row, usage: await mediaUsage(db, row.id) })));
}

/** A placed photo's alt text or focal point changed: the server processes read the placements again at once. */
const announceChange = (db: Database) => db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'media')`);

export async function saveAltText(db: Database, actor: Actor, id: number, alt: { en: string; de: string }) {
  const [row] = await db
    .update(mediaItems)
    .set({ altEn: alt.en.trim(), altDe: alt.de.trim() })
    .where(eq(mediaItems.id, id))
    .returning({ id: mediaItems.id });
  if (!row) return false;
  await announceChange(db);
  await recordAudit(db, actor, { action: "media.alt", targetType: "content", targetId: `media:${id}`, details: alt });
  return true;
}

export async function saveFocalPoint(db: Database, actor: Actor, id: number, focal: { x: number; y: number }) {
  const x = Math.min(1, Math.max(0, focal.x));
  const y = Math.min(1, Math.max(0, focal.y));
  const [row] = await db
    .update(mediaItems)
    .set({ focalX: x, focalY: y })
    .where(eq(mediaItems.id, id))
    .returning({ id: mediaItems.id });
  if (!row) return false;
  await announceChange(db);
  await recordAudit(db, actor, {
    action: "media.focal",
    targetType: "content",
    targetId: `media:${id}`,
    details: { x, y },
  });
  return true;
}

export type DeleteOutcome =
  { done: true } | { done: false; reason: "missing" } | { done: false; reason: "in-use"; usage: MediaUse[] };

/**
 * Deletes a photo and its files, unless a slot shows it or a pending draft places it. (A placement
 * published in the same instant as the delete would name a photo that is gone: the slot then keeps its
 * art, placed-photo.ts, never a broken picture.)
 */
export async function deletePhoto(db: Database, files: MediaStorage, actor: Actor, id: number): Promise<DeleteOutcome> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!row) return { done: false, reason: "missing" };
  const uses = await mediaUsage(db, id);
  if (uses.length > 0) return { done: false, reason: "in-use", usage: uses };
  await db.delete(mediaItems).where(eq(mediaItems.id, id));
  for (const file of row.files) await files.delete(file.file);
  await recordAudit(db, actor, {
    action: "media.delete",
    targetType: "content",
    targetId: `media:${id}`,
    details: { hash: row.contentHash.slice(0, 16), altEn: row.altEn },
  });
  return { done: true };
}
