import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// The media library (issue 45, decision 1148): one row per photo, found by the hash of its uploaded
// bytes (the same photo uploaded again is the same row), with the files made from it in the storage.

/** One file made from a photo: `<hash-prefix>-<width>.<format>` in the media storage. */
export interface MediaFile {
  file: string;
  format: "avif" | "webp";
  width: number;
  height: number;
  bytes: number;
}

export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the uploaded bytes, hex. */
    contentHash: text("content_hash").notNull().unique(),
    /** The name of the file first uploaded, to tell photos apart in the back office. */
    name: text("name").notNull().default(""),
    /** The photo's size, upright (after its EXIF orientation). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Where a crop keeps the subject, 0..1 from the left and from the top. */
    focalX: doublePrecision("focal_x").notNull().default(0.5),
    focalY: doublePrecision("focal_y").notNull().default(0.5),
    /** Alt text per language: empty until written, and a photo without both is not used. */
    altEn: text("alt_en").notNull().default(""),
    altDe: text("alt_de").notNull().default(""),
    uploadedByEmail: text("uploaded_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    files: jsonb("files").$type<MediaFile[]>().notNull(),
  },
  (t) => [
    check("media_items_focal", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
    check("media_items_hash", sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
    index("media_items_created_idx").on(t.createdAt),
  ],
);
