import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import {
  contactSubmissions,
  leadInbox,
  leadNotes,
  newsletterSubscriptions,
  staffAuditLog,
  staffUser,
  tourBookings,
} from "../../../server/db/schema";
import { addLeadNote } from "../../../server/domain/leads/inbox";
import {
  deleteForLead,
  exportForLead,
  isSubscribed,
  subjectCounts,
  unsubscribeForLead,
} from "../../../server/domain/privacy/lead-requests";

// Data subject requests from the back office on embedded PGlite (`npm run local`) and, when
// TEST_DATABASE_URL is set, PostgreSQL: what they change and what the audit log keeps of them.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

for (const target of targets) {
  describe(`data subject requests on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const tag = `subject-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const email = `${tag}@Example.com`;
    const actor = { id: `actor-${tag}`, email: `owner-${tag}@spark.test` };

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 2 });
      await handle.db.insert(staffUser).values({ id: actor.id, name: "Olivia", email: actor.email, role: "owner" });
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    const auditOf = (leadId: number) =>
      handle.db
        .select({ action: staffAuditLog.action, details: staffAuditLog.details, actor: staffAuditLog.actorEmail })
        .from(staffAuditLog)
        .where(sql`${staffAuditLog.targetType} = 'lead' and ${staffAuditLog.targetId} = ${String(leadId)}`)
        .orderBy(staffAuditLog.id);

    it("unsubscribe, export and delete: rows gone, the log names the lead and counts but not the address", async () => {
      const { db } = handle;
      const [contact] = await db
        .insert(contactSubmissions)
        .values({ firstName: "Dana", lastName: tag, email, message: "private" })
        .returning();
      await db
        .insert(tourBookings)
        .values({ fullName: "Dana", email: email.toLowerCase(), preferredDate: "2031-01-02", preferredTime: "10:00" });
      await db.insert(newsletterSubscriptions).values({ email: email.toLowerCase(), status: "confirmed" });
      const [lead] = await db
        .select({ id: leadInbox.id })
        .from(leadInbox)
        .where(sql`${leadInbox.kind} = 'contact' and ${leadInbox.sourceId} = ${contact!.id}`);
      const leadId = lead!.id;
      expect(await addLeadNote(db, actor, leadId, "Dana's mobile is 0170 1234567")).toBe(true);

      expect(await isSubscribed(db, email)).toBe(true);
      expect(await unsubscribeForLead(db, actor, leadId, email)).toBe(true);
      expect(await isSubscribed(db, email)).toBe(false);
      expect(await unsubscribeForLead(db, actor, leadId, email)).toBe(false);

      const exported = await exportForLead(db, actor, leadId, email);
      expect(exported.contactMessages).toHaveLength(1);
      expect(exported.tourRequests).toHaveLength(1);
      expect(exported.backOffice.map((entry) => [entry.kind, entry.notes.map((note) => note.body)])).toEqual([
        ["contact", ["Dana's mobile is 0170 1234567"]],
        ["tour", []],
      ]);

      expect(await subjectCounts(db, email)).toEqual({
        contactMessages: 1,
        tourRequests: 1,
        webinarRegistrations: 0,
        webinarInterest: 0,
        eventEnquiries: 0,
        newsletterSubscriptions: 0,
        mails: 0,
      });
      const leads = await db
        .select({ id: leadInbox.id })
        .from(leadInbox)
        .where(sql`lower(email) = lower(${email})`);
      expect(await deleteForLead(db, actor, leadId, email)).toEqual({
        newsletterSubscriptions: 0,
        contactMessages: 1,
        tourBookings: 1,
        webinarInterest: 0,
        eventEnquiries: 0,
        mails: 0,
      });
      expect(
        await db
          .select()
          .from(leadInbox)
          .where(sql`lower(email) = lower(${email})`),
      ).toEqual([]);
      expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId))).toEqual([]);

      const log = await auditOf(leadId);
      expect(log.map((entry) => entry.action)).toEqual([
        "lead.note",
        "subject.unsubscribe",
        "subject.export",
        "subject.delete",
      ]);
      expect(log.every((entry) => entry.actor === actor.email)).toBe(true);
      expect(log[3]!.details).toEqual({
        leads: leads.map((l) => l.id).sort((a, b) => a - b),
        deleted: {
          newsletterSubscriptions: 0,
          contactMessages: 1,
          tourBookings: 1,
          webinarInterest: 0,
          eventEnquiries: 0,
          mails: 0,
        },
      });
      const text = JSON.stringify(log).toLowerCase();
      expect(text).not.toContain(email.toLowerCase());
      expect(text).not.toContain("0170 1234567");
    });
  });
}
