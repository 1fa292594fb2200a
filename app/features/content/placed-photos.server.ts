import { database } from "../../../server/db/index.ts";
import { publishedOfKind } from "../../../server/domain/content/published.ts";
import {
  PHOTO_KIND,
  placementOf,
  sitePhotoOf,
  slotOfPhotoKey,
  type SitePhoto,
  type SitePhotos,
} from "../../../server/domain/media/placed-photo.ts";
import { mediaItems } from "../../../server/domain/media/schema.ts";
import { eq } from "drizzle-orm";
import { isPlaceableSlot } from "./photo-slots";
import type { Preview } from "./preview.server";

// The photos the pages show in place of their art (issue 45, decision 1150), for the root's loader:
// the published placements from this process's memory (no query per view), and, for a placement's
// preview link, its draft in place.

export async function placedPhotos(preview: Preview): Promise<SitePhotos> {
  const photos: SitePhotos = {};
  for (const [key, data] of publishedOfKind(PHOTO_KIND)) {
    const slot = slotOfPhotoKey(key);
    if (slot && isPlaceableSlot(slot) && data) photos[slot] = data as SitePhoto;
  }
  const slot = preview.state === "draft" ? slotOfPhotoKey(preview.key) : undefined;
  if (preview.state === "draft" && slot && isPlaceableSlot(slot)) {
    const placement = placementOf(preview.data);
    const [item] = placement
      ? await (await database()).db.select().from(mediaItems).where(eq(mediaItems.id, placement.mediaId))
      : [];
    const photo = item ? sitePhotoOf(item) : undefined;
    if (photo) photos[slot] = photo;
    else delete photos[slot];
  }
  return photos;
}
