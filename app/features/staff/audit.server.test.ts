import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import { staffAuditLog, staffInvites } from "../../../server/db/schema";
import type { Database } from "../../../server/db/client";
import { createRequestContext } from "../../../server/request-context";
import { listAudit, recordAudit } from "../../../server/domain/staff/audit-log";
import { createInvite, inviteByToken, openInvites, revokeInvite } from "../../../server/domain/staff/invites";
import { auditScope } from "./audit-scope.server";
import { parseAuditFilter } from "./audit";

// The audit log and invites in the database, on embedded PGlite and, when TEST_DATABASE_URL is set,
// PostgreSQL: the log refuses UPDATE, DELETE and TRUNCATE except the narrow redaction path; entries
// carry the request's address and user agent; one open invite per address, a new one revoking the old.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

/** The PostgreSQL error of a refused statement (Drizzle wraps it), or undefined when it went through. */
async function refusal(run: () => Promise<unknown>): Promise<{ code?: string; message: string } | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? { message: String(error) };
  }
}

for (const target of targets) {
  describe(`audit log and invites on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    const tag = `audit-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const actor = { id: null, email: `owner-${tag}@spark.test` };

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 4 });
      db = handle.db;
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it("refuses UPDATE, DELETE and TRUNCATE of entries; the redaction path may only remove keys of details", async () => {
      await recordAudit(db, actor, {
        action: "lead.note",
        targetType: "lead",
        targetId: tag,
        details: { text: "Called back", noteId: 1 },
      });
      const [entry] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, tag));
      expect(entry).toBeDefined();

      const update = await refusal(() =>
        db.update(staffAuditLog).set({ action: "lead.status" }).where(eq(staffAuditLog.id, entry!.id)),
      );
      expect(update?.message).toContain("staff_audit_log is append-only: UPDATE refused");
      expect(update?.code).toBe("42501");
      const remove = await refusal(() => db.delete(staffAuditLog).where(eq(staffAuditLog.id, entry!.id)));
      expect(remove?.message).toContain("staff_audit_log is append-only: DELETE refused");
      const truncate = await refusal(() => db.execute(sql`truncate staff_audit_log`));
      expect(truncate?.message).toContain("append-only: TRUNCATE refused");

      // With the redaction setting: changing anything but removing keys of details stays refused.
      const forged = await refusal(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('spark.audit_redaction', 'on', true)`);
          await tx
            .update(staffAuditLog)
            .set({ actorEmail: "someone-else@spark.test" })
            .where(eq(staffAuditLog.id, entry!.id));
        }),
      );
      expect(forged?.message).toContain("UPDATE refused");
      const added = await refusal(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('spark.audit_redaction', 'on', true)`);
          await tx
            .update(staffAuditLog)
            .set({ details: sql`${staffAuditLog.details} || '{"extra": 1}'::jsonb` })
            .where(eq(staffAuditLog.id, entry!.id));
        }),
      );
      expect(added?.message).toContain("UPDATE refused");
      const deletedWithSetting = await refusal(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('spark.audit_redaction', 'on', true)`);
          await tx.delete(staffAuditLog).where(eq(staffAuditLog.id, entry!.id));
        }),
      );
      expect(deletedWithSetting?.message).toContain("DELETE refused");
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('spark.audit_redaction', 'on', true)`);
        await tx
          .update(staffAuditLog)
          .set({ details: sql`${staffAuditLog.details} - 'text'` })
          .where(eq(staffAuditLog.id, entry!.id));
      });
      // The setting ends with its transaction.
      expect(
        await refusal(() =>
          db
            .update(staffAuditLog)
            .set({ details: sql`${staffAuditLog.details} - 'noteId'` })
            .where(eq(staffAuditLog.id, entry!.id)),
        ),
      ).toBeDefined();
      const [after] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.id, entry!.id));
      expect(after).toEqual({ ...entry, details: { noteId: 1 } });
    });

    it("an entry written during a back-office request carries its address and user agent", async () => {
      const request = new Request("http://localhost/staff/sign-in", {
        headers: { "user-agent": `Mozilla/5.0 (${tag})` },
      });
      const context = createRequestContext({ nonce: "n", clientIp: "203.0.113.9", requestId: "r1" });
      await auditScope(
        { request, context, params: {}, pattern: "/staff/sign-in", url: new URL(request.url) },
        async () => {
          await recordAudit(db, actor, { action: "sign-in.failure", targetType: "staff", targetId: `ip-${tag}` });
          return new Response(null);
        },
      );
      await recordAudit(db, actor, { action: "staff.cli", targetType: "staff", targetId: `cli-${tag}` });
      const stored = await db
        .select({ target: staffAuditLog.targetId, ip: staffAuditLog.ipAddress, ua: staffAuditLog.userAgent })
        .from(staffAuditLog)
        .where(sql`${staffAuditLog.targetId} in (${`ip-${tag}`}, ${`cli-${tag}`})`)
        .orderBy(staffAuditLog.id);
      expect(stored).toEqual([
        { target: `ip-${tag}`, ip: "203.0.113.9", ua: `Mozilla/5.0 (${tag})` },
        { target: `cli-${tag}`, ip: null, ua: null },
      ]);
    });

    it("filters the log by actor, action and day, a page at a time", async () => {
      const who = `filter-${tag}@spark.test`;
      for (let i = 0; i < 3; i++)
        await recordAudit(
          db,
          { id: null, email: who },
          { action: "sign-in.failure", targetType: "staff", targetId: who },
        );
      await recordAudit(db, { id: null, email: who }, { action: "sign-out", targetType: "staff", targetId: who });
      const byActor = await listAudit(db, parseAuditFilter(new URLSearchParams({ actor: who.toUpperCase() })));
      expect(byActor.total).toBe(4);
      const both = await listAudit(db, parseAuditFilter(new URLSearchParams({ actor: who, action: "sign-out" })));
      expect(both.entries.map((e) => e.action)).toEqual(["sign-out"]);
      const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
      expect(
        (await listAudit(db, parseAuditFilter(new URLSearchParams({ actor: who, from: today, to: today })))).total,
      ).toBe(4);
      expect((await listAudit(db, parseAuditFilter(new URLSearchParams({ actor: who, to: "2020-01-01" })))).total).toBe(
        0,
      );
      expect(parseAuditFilter(new URLSearchParams({ page: "-3", from: "yesterday", action: "'; drop" }))).toEqual({
        actor: undefined,
        action: undefined,
        from: undefined,
        to: undefined,
        page: 1,
      });
    });

    it("a new invite to the same address revokes the open one; a second open invite is refused by the database", async () => {
      const email = `new-${tag}@example.com`;
      const base = "https://www.spark-frankfurt.de";
      const first = await db.transaction((tx) =>
        createInvite(tx as unknown as Database, { email, role: "owner", base, createdBy: actor }),
      );
      const second = await db.transaction((tx) =>
        createInvite(tx as unknown as Database, { email: email.toUpperCase(), role: "staff", base, createdBy: actor }),
      );
      expect(second.replaced).toBe(1);
      const token = (url: string) => url.split("/").pop()!;
      expect((await inviteByToken(db, token(first.url))).state).toBe("revoked");
      expect((await inviteByToken(db, token(second.url))).state).toBe("open");
      expect((await openInvites(db)).filter((i) => i.email === email).map((i) => i.role)).toEqual(["staff"]);

      const direct = await refusal(() =>
        db
          .insert(staffInvites)
          .values({ tokenHash: `x-${tag}`, email, role: "owner", expiresAt: new Date(Date.now() + 3_600_000) }),
      );
      expect(direct?.code).toBe("23505");

      const [open] = await db
        .select({ id: staffInvites.id })
        .from(staffInvites)
        .where(and(eq(staffInvites.email, email), isNull(staffInvites.revokedAt)));
      expect(await revokeInvite(db, { id: "owner-id", email: actor.email }, open!.id)).toEqual({ id: open!.id, email });
      expect(await revokeInvite(db, { id: "owner-id", email: actor.email }, open!.id)).toBeUndefined();
      expect((await inviteByToken(db, token(second.url))).state).toBe("revoked");
      const log = await db
        .select({ action: staffAuditLog.action, details: staffAuditLog.details })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetType, "invite"), sql`${staffAuditLog.details}->>'email' = ${email}`))
        .orderBy(staffAuditLog.id);
      expect(log.map((l) => l.action)).toEqual(["invite.create", "invite.revoke", "invite.create", "invite.revoke"]);
    });

    if (target.url)
      it("invites sent at the same moment to one address leave exactly one open", async () => {
        const email = `race-${tag}@example.com`;
        const results = await Promise.allSettled(
          Array.from({ length: 6 }, () =>
            db.transaction((tx) =>
              createInvite(tx as unknown as Database, {
                email,
                role: "staff",
                base: "https://x.test",
                createdBy: actor,
              }),
            ),
          ),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
        const open = await db
          .select({ id: staffInvites.id })
          .from(staffInvites)
          .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)));
        expect(open).toHaveLength(1);
      });
  });
}
