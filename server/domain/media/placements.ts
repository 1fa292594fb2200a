import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteContent, siteContentVersions } from "../content/schema.ts";
import { PHOTO_KIND, placementOf, sitePhotoOf, slotOfPhotoKey } from "./placed-photo.ts";
import { mediaItems } from "./schema.ts";

// Where the library's photos are placed (issue 45, decision 1150): the placements are content items
// (`photo:<theme>--<id>`, server/domain/content), so a placement is drafted, previewed, published and
// restored like a text; this module reads them from the media side: which slots use a photo, and the
// published placements with their photos for the pages.

/** Where a photo is used: a picture slot, live on the site or in a pending draft. */
export interface MediaUse {
  slot: string;
  state: "live" | "draft";
}

const photoKeys = like(siteContent.key, `${PHOTO_KIND}:%`);
const mediaIdOf = (column: typeof siteContent.draft | typeof siteContentVersions.data) =>
  sql`(${column} ->> 'mediaId')::int`;

/** Every slot that shows a photo, or will once its draft is published; a photo used anywhere is not deleted. */
export async function mediaUsage(db: Database, id: number): Promise<MediaUse[]> {
  const rows = await db
    .select({
      key: siteContent.key,
      live: sql<boolean>`${mediaIdOf(siteContentVersions.data)} is not distinct from ${id}`,
    })
    .from(siteContent)
    .leftJoin(
      siteContentVersions,
      and(eq(siteContentVersions.key, siteContent.key), eq(siteContentVersions.version, siteContent.publishedVersion)),
    )
    .where(
      and(
        photoKeys,
        or(sql`${mediaIdOf(siteContent.draft)} = ${id}`, sql`${mediaIdOf(siteContentVersions.data)} = ${id}`),
      ),
    )
    .orderBy(siteContent.key);
  return rows.map((row) => ({ slot: slotOfPhotoKey(row.key)!, state: row.live ? "live" : "draft" }));
}

type Snapshot = Map<string, { version: number | string; data: unknown; publishedAt: Date }>;

/**
 * The published content with each placement's data replaced by the photo the slot shows (or
 * undefined: the generated picture was chosen, or the photo was deleted or lacks an alt text). Its version says the photo's
 * alt text and focal point too, so that editing them renders the pages that show it again.
 */
export async function withPlacedPhotos(db: Database, snapshot: Snapshot): Promise<Snapshot> {
  const placed = [...snapshot]
    .filter(([key]) => key.startsWith(`${PHOTO_KIND}:`))
    .map(([key, entry]) => [key, placementOf(entry.data)?.mediaId] as const);
  if (!placed.length) return snapshot;
  const ids = placed.map(([, id]) => id).filter((id) => id !== undefined);
  const items = ids.length ? await db.select().from(mediaItems).where(inArray(mediaItems.id, ids)) : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const next = new Map(snapshot);
  for (const [key, id] of placed) {
    const item = id === undefined ? undefined : byId.get(id);
    const photo = item ? sitePhotoOf(item) : undefined;
    const entry = snapshot.get(key)!;
    next.set(key, { ...entry, version: `${entry.version}|${JSON.stringify(photo ?? null)}`, data: photo });
  }
  return next;
}
