import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { siteContent, siteContentVersions } from "./schema.ts";

// Drafts, publishing and versions of the site's content (issue 45, decision 1146). The store keeps
// what the editor sent, already checked against the item's schema by the caller (the editor's action
// and the pages share one Zod schema per kind, app/content). Every change is one transaction under
// the item's row lock: a save or publish based on an older draft version is refused ("outdated"), so
// two editors never overwrite each other unseen. A publish notifies every server process
// (`CONTENT_CHANNEL`), which re-reads the published versions and renders the pages that show them.

/** The PostgreSQL channel a publish is announced on (LISTEN/NOTIFY). */
export const CONTENT_CHANNEL = "site_content";

export interface Actor {
  id: string;
  email: string;
}

export interface ContentItem {
  key: string;
  /** The pending draft, if any. */
  draft: unknown;
  draftVersion: number;
  draftBy: string | null;
  draftAt: Date | null;
  publishedVersion: number;
  /** The published data (undefined: never published, the defaults apply). */
  published: unknown;
  publishAt: Date | null;
}

export interface ContentVersion {
  version: number;
  data: unknown;
  publishedBy: string;
  publishedAt: Date;
  restoredFrom: number | null;
}

export type ChangeOutcome =
  | { done: true; draftVersion: number; publishedVersion: number }
  | { done: false; reason: "outdated" | "nothing-to-publish" | "no-such-version" };

/** An item's state; an item nobody has touched yet is version 0 with nothing stored. */
export async function contentItem(db: Database, key: string): Promise<ContentItem> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  if (!row) {
    return {
      key,
      draft: undefined,
      draftVersion: 0,
      draftBy: null,
      draftAt: null,
      publishedVersion: 0,
      published: undefined,
      publishAt: null,
    };
  }
  const [published] = row.publishedVersion
    ? await db
        .select({ data: siteContentVersions.data })
        .from(siteContentVersions)
        .where(and(eq(siteContentVersions.key, key), eq(siteContentVersions.version, row.publishedVersion)))
    : [];
  return {
    key,
    draft: row.draft ?? undefined,
    draftVersion: row.draftVersion,
    draftBy: row.draftByEmail,
    draftAt: row.draftAt,
    publishedVersion: row.publishedVersion,
    published: published?.data,
    publishAt: row.publishAt,
  };
}

export interface ContentState {
  draftVersion: number;
  hasDraft: boolean;
  publishedVersion: number;
  publishedAt: Date | null;
  publishAt: Date | null;
}

/** The state of every item of a kind (`offer`), by key: for the list of what can be edited. */
export async function contentStates(db: Database, kind: string): Promise<Map<string, ContentState>> {
  const rows = await db
    .select({
      key: siteContent.key,
      draftVersion: siteContent.draftVersion,
      hasDraft: sql<boolean>`${siteContent.draft} is not null`,
      publishedVersion: siteContent.publishedVersion,
      publishAt: siteContent.publishAt,
      publishedAt: siteContentVersions.publishedAt,
    })
    .from(siteContent)
    .leftJoin(
      siteContentVersions,
      and(eq(siteContentVersions.key, siteContent.key), eq(siteContentVersions.version, siteContent.publishedVersion)),
    )
    .where(sql`${siteContent.key} like ${`${kind}:%`}`);
  return new Map(rows.map(({ key, ...state }) => [key, { ...state, hasDraft: Boolean(state.hasDraft) }]));
}

/** Every published version of an item, newest first. */
export async function contentVersions(db: Database, key: string): Promise<ContentVersion[]> {
  const rows = await db
    .select()
    .from(siteContentVersions)
    .where(eq(siteContentVersions.key, key))
    .orderBy(desc(siteContentVersions.version));
  return rows.map((row) => ({
    version: row.version,
    data: row.data,
    publishedBy: row.publishedByEmail,
    publishedAt: row.publishedAt,
    restoredFrom: row.restoredFrom,
  }));
}

/** The newest published version of every item: what the public pages show. */
export async function publishedContent(
  db: Database,
): Promise<Map<string, { version: number; data: unknown; publishedAt: Date }>> {
  const rows = await db
    .select({
      key: siteContentVersions.key,
      version: siteContentVersions.version,
      data: siteContentVersions.data,
      publishedAt: siteContentVersions.publishedAt,
    })
    .from(siteContentVersions)
    .innerJoin(
      siteContent,
      and(eq(siteContent.key, siteContentVersions.key), eq(siteContent.publishedVersion, siteContentVersions.version)),
    );
  return new Map(rows.map((row) => [row.key, { version: row.version, data: row.data, publishedAt: row.publishedAt }]));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The item's row, created if new, locked for the rest of the transaction. */
async function lockedRow(tx: Transaction, key: string) {
  await tx.insert(siteContent).values({ key }).onConflictDoNothing();
  const [row] = await tx.select().from(siteContent).where(eq(siteContent.key, key)).for("update");
  return row!;
}

const audit = (tx: Transaction, actor: Actor, action: string, key: string, details: Record<string, unknown>) =>
  recordAudit(tx as unknown as Database, actor, { action, targetType: "content", targetId: key, details });

/** Saves a draft, if `basedOn` is the item's draft version (else "outdated": someone saved or published since). */
export async function saveDraft(
  db: Database,
  actor: Actor,
  key: string,
  data: unknown,
  basedOn: number,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, key);
    if (row.draftVersion !== basedOn) return { done: false, reason: "outdated" } as const;
    const draftVersion = basedOn + 1;
    await tx
      .update(siteContent)
      .set({ draft: data, draftVersion, draftByEmail: actor.email, draftAt: new Date() })
      .where(eq(siteContent.key, key));
    await audit(tx, actor, "content.save", key, { draftVersion });
    return { done: true, draftVersion, publishedVersion: row.publishedVersion } as const;
  });
}

/** Makes `data` the item's newest published version, in the caller's transaction, and announces it. */
async function publishData(
  tx: Transaction,
  actor: Actor,
  row: typeof siteContent.$inferSelect,
  data: unknown,
  restoredFrom: number | null,
): Promise<{ draftVersion: number; publishedVersion: number }> {
  const [newest] = await tx
    .select({ version: sql<number>`coalesce(max(${siteContentVersions.version}), 0)` })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.key, row.key));
  const publishedVersion = Number(newest?.version ?? 0) + 1;
  const draftVersion = row.draftVersion + 1;
  await tx
    .insert(siteContentVersions)
    .values({ key: row.key, version: publishedVersion, data, publishedByEmail: actor.email, restoredFrom });
  await tx
    .update(siteContent)
    .set({ draft: null, draftVersion, publishedVersion, publishAt: null })
    .where(eq(siteContent.key, row.key));
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${row.key})`);
  return { draftVersion, publishedVersion };
}

/**
 * Publishes the item's draft now, or schedules it for `at` (the content-publish job publishes it then).
 * `data` is the draft as the editor sees it: saved with the publish, so "Publish" after typing needs no
 * separate save.
 */
export async function publishDraft(
  db: Database,
  actor: Actor,
  key: string,
  basedOn: number,
  options: { data?: unknown; at?: Date } = {},
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, key);
    if (row.draftVersion !== basedOn) return { done: false, reason: "outdated" } as const;
    const data = options.data ?? row.draft;
    if (data === null || data === undefined) return { done: false, reason: "nothing-to-publish" } as const;
    if (options.at && options.at.getTime() > Date.now()) {
      const draftVersion = basedOn + 1;
      await tx
        .update(siteContent)
        .set({ draft: data, draftVersion, draftByEmail: actor.email, draftAt: new Date(), publishAt: options.at })
        .where(eq(siteContent.key, key));
      await audit(tx, actor, "content.schedule", key, { draftVersion, at: options.at.toISOString() });
      return { done: true, draftVersion, publishedVersion: row.publishedVersion } as const;
    }
    const versions = await publishData(tx, actor, row, data, null);
    await audit(tx, actor, "content.publish", key, { version: versions.publishedVersion });
    return { done: true, ...versions } as const;
  });
}

/** Publishes an earlier version again, as the newest one (its history kept); a pending draft is dropped. */
export async function restoreVersion(
  db: Database,
  actor: Actor,
  key: string,
  version: number,
  basedOn: number,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, key);
    if (row.draftVersion !== basedOn) return { done: false, reason: "outdated" } as const;
    const [earlier] = await tx
      .select({ data: siteContentVersions.data })
      .from(siteContentVersions)
      .where(and(eq(siteContentVersions.key, key), eq(siteContentVersions.version, version)));
    if (!earlier) return { done: false, reason: "no-such-version" } as const;
    const versions = await publishData(tx, actor, row, earlier.data, version);
    await audit(tx, actor, "content.restore", key, { version: versions.publishedVersion, restoredFrom: version });
    return { done: true, ...versions } as const;
  });
}

/** Publishes every draft whose time has come (the content-publish job); answers the keys published. */
export async function publishDue(db: Database, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ key: siteContent.key, by: siteContent.draftByEmail })
    .from(siteContent)
    .where(and(isNotNull(siteContent.publishAt), lte(siteContent.publishAt, now)));
  const published: string[] = [];
  for (const { key, by } of due) {
    const done = await db.transaction(async (tx) => {
      const row = await lockedRow(tx, key);
      // Another process published it, or an editor changed the plan, since the list was read.
      if (!row.publishAt || row.publishAt > now || row.draft === null) return false;
      const actor = { id: "", email: by ?? "scheduled publish" };
      const versions = await publishData(tx, actor, row, row.draft, null);
      await recordAudit(
        tx as unknown as Database,
        { id: null, email: actor.email },
        {
          action: "content.publish",
          targetType: "content",
          targetId: key,
          details: { version: versions.publishedVersion, scheduled: true },
        },
      );
      return true;
    });
    if (done) published.push(key);
  }
  return published;
}
