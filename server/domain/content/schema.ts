import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// The site's content as the team edits it (issue 45, decision 1146): one row per editable item
// (`offer:weekend-immersion`), holding the pending draft, and every published version beside it. An
// item never published is served from the defaults in app/content; a published version overrides them.

export const siteContent = pgTable(
  "site_content",
  {
    /** `<kind>:<id>`, e.g. `offer:weekend-immersion`. */
    key: text("key").primaryKey(),
    /** The pending draft, or null when the published version is all there is. */
    draft: jsonb("draft"),
    /** Raised by every save and publish: a save based on an older one is refused (optimistic locking). */
    draftVersion: integer("draft_version").notNull().default(0),
    draftByEmail: text("draft_by_email"),
    draftAt: timestamp("draft_at", { withTimezone: true }),
    /** The newest published version (0: never published, the defaults apply). */
    publishedVersion: integer("published_version").notNull().default(0),
    /** When the draft is to be published by itself (the content-publish job), if it is. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (t) => [
    check("site_content_key", sql`${t.key} ~ '^[a-z-]+:[a-z0-9-]+$'`),
    index("site_content_publish_at_idx").on(t.publishAt),
  ],
);

export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    key: text("key")
      .notNull()
      .references(() => siteContent.key, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    publishedByEmail: text("published_by_email").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, if it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] }), index("site_content_versions_published_idx").on(t.publishedAt)],
);
