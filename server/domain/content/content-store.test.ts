import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { staffAuditLog } from "../../db/schema.ts";
import {
  contentItem,
  contentStates,
  contentVersions,
  publishDraft,
  publishDue,
  publishedContent,
  restoreVersion,
  saveDraft,
} from "./content-store.ts";
import { publishedData, watchPublished } from "./published.ts";

// Drafts, publishing, versions and the announcement of a publish (issue 45, decision 1147), on
// embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (with its concurrent saves and
// LISTEN/NOTIFY). Each test edits an item of its own: the published content is the whole site's.

const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

const editor = { id: "editor-1", email: "editor@spark.test" };
const other = { id: "editor-2", email: "other@spark.test" };
const itemKey = () => `test:item-${randomBytes(5).toString("hex")}`;

for (const target of targets) {
  describe(`site content on ${target.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 20 });
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it("a draft is not published; publishing makes version 1 and clears the draft; every step audited", async () => {
      const key = itemKey();
      const { db } = handle;
      expect(await contentItem(db, key)).toMatchObject({ draftVersion: 0, publishedVersion: 0, published: undefined });
      expect(await saveDraft(db, editor, key, { price: 2900 }, 0)).toEqual({
        done: true,
        draftVersion: 1,
        publishedVersion: 0,
      });
      expect(await contentItem(db, key)).toMatchObject({ draft: { price: 2900 }, published: undefined });
      expect((await publishedContent(db)).has(key)).toBe(false);

      expect(await publishDraft(db, editor, key, 1)).toEqual({ done: true, draftVersion: 2, publishedVersion: 1 });
      expect(await contentItem(db, key)).toMatchObject({
        draft: undefined,
        publishedVersion: 1,
        published: { price: 2900 },
      });
      expect((await publishedContent(db)).get(key)).toEqual({
        version: 1,
        data: { price: 2900 },
        publishedAt: expect.any(Date),
      });
      const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, key));
      expect(audit.map((entry) => [entry.action, entry.targetType, entry.actorEmail])).toEqual([
        ["content.save", "content", editor.email],
        ["content.publish", "content", editor.email],
      ]);
    });

    it("a save or publish on an outdated version is refused and changes nothing", async () => {
      const key = itemKey();
      const { db } = handle;
      await saveDraft(db, editor, key, { price: 1 }, 0);
      // The other editor opened the item at version 0 too.
      expect(await saveDraft(db, other, key, { price: 2 }, 0)).toEqual({ done: false, reason: "outdated" });
      expect(await publishDraft(db, other, key, 0, { data: { price: 2 } })).toEqual({
        done: false,
        reason: "outdated",
      });
      expect(await contentItem(db, key)).toMatchObject({ draft: { price: 1 }, draftVersion: 1, publishedVersion: 0 });
      expect(await publishDraft(db, editor, key, 1, { data: undefined })).toMatchObject({ done: true });
      // Nothing left to publish.
      expect(await publishDraft(db, editor, key, 2)).toEqual({ done: false, reason: "nothing-to-publish" });
    });

    it("every version is kept; a restore publishes an earlier one as the newest, its origin named", async () => {
      const key = itemKey();
      const { db } = handle;
      await publishDraft(db, editor, key, 0, { data: { price: 100 } });
      await publishDraft(db, editor, key, 1, { data: { price: 200 } });
      expect(await restoreVersion(db, other, key, 1, 2)).toEqual({ done: true, draftVersion: 3, publishedVersion: 3 });
      expect(await restoreVersion(db, other, key, 9, 3)).toEqual({ done: false, reason: "no-such-version" });
      const versions = await contentVersions(db, key);
      expect(versions.map((v) => [v.version, v.data, v.restoredFrom, v.publishedBy])).toEqual([
        [3, { price: 100 }, 1, other.email],
        [2, { price: 200 }, null, editor.email],
        [1, { price: 100 }, null, editor.email],
      ]);
      expect((await contentItem(db, key)).published).toEqual({ price: 100 });
      expect((await contentStates(db, "test")).get(key)).toMatchObject({ publishedVersion: 3, hasDraft: false });
    });

    it("a draft scheduled for a set time is published by the job once its time has come, not before", async () => {
      const key = itemKey();
      const { db } = handle;
      const at = new Date(Date.now() + 60 * 60_000);
      expect(await publishDraft(db, editor, key, 0, { data: { price: 300 }, at })).toEqual({
        done: true,
        draftVersion: 1,
        publishedVersion: 0,
      });
      expect((await contentItem(db, key)).publishAt?.toISOString()).toBe(at.toISOString());
      expect(await publishDue(db, new Date(at.getTime() - 1_000))).not.toContain(key);
      expect((await contentItem(db, key)).publishedVersion).toBe(0);
      expect(await publishDue(db, new Date(at.getTime() + 1_000))).toContain(key);
      expect(await contentItem(db, key)).toMatchObject({
        publishedVersion: 1,
        published: { price: 300 },
        publishAt: null,
      });
      // Twice due, published once.
      expect(await publishDue(db, new Date(at.getTime() + 2_000))).not.toContain(key);
    });

    it("a publish is announced: the process's snapshot has it within 2 seconds, without a restart", async () => {
      const key = itemKey();
      const changes: string[][] = [];
      const watch = await watchPublished(handle, (keys) => {
        changes.push(keys);
      });
      try {
        await publishDraft(handle.db, editor, key, 0, { data: { price: 4100 } });
        const started = Date.now();
        await expect.poll(() => publishedData(key), { timeout: 2_000, interval: 25 }).toEqual({ price: 4100 });
        expect(Date.now() - started).toBeLessThanOrEqual(2_000);
        expect(changes.flat()).toContain(key);
      } finally {
        await watch.close();
      }
    });

    // Real concurrent connections: PostgreSQL only (the embedded database has one).
    if (target.url)
      it("20 editors saving on one version at once: exactly one save stands", async () => {
        const key = itemKey();
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => saveDraft(handle.db, editor, key, { price: i }, 0)),
        );
        expect(outcomes.filter((o) => o.done)).toHaveLength(1);
        expect(outcomes.filter((o) => !o.done && o.reason === "outdated")).toHaveLength(19);
        expect((await contentItem(handle.db, key)).draftVersion).toBe(1);
      });
  });
}
