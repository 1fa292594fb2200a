import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leadInbox, leadNotes, leadReplies, newsletterSubscriptions, staffAuditLog } from "../../db/schema.ts";
import { unsubscribeAddress } from "../newsletter/subscriptions.ts";
import { deleteSubjectData, exportSubjectData, type SubjectExport } from "./subject-requests.ts";
import { recordAudit } from "../staff/audit-log.ts";

// Data subject requests from a lead's page (docs/decisions/0854): unsubscribe, export and delete
// everything stored about the lead's e-mail address. Each is recorded in the audit log with who,
// what and when, but never the address or the deleted data: the entry names the lead and counts.

type Actor = { id: string; email: string };

const sameAddress = (email: string) => sql`lower(${leadInbox.email}) = lower(${email.trim()})`;

export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email.trim()})`);
  return Boolean(row);
}

/** What a deletion would remove, for the confirmation step. */
export async function subjectCounts(db: Database, email: string) {
  const found = await exportSubjectData(db, email);
  return {
    contactMessages: found.contactMessages.length,
    tourRequests: found.tourRequests.length,
    webinarRegistrations: found.webinarRegistrations.length,
    webinarInterest: found.webinarInterest.length,
    eventEnquiries: found.eventEnquiries.filter((enquiry) => !enquiry.booked).length,
    newsletterSubscriptions: found.newsletterSubscriptions.length,
    mails: found.mails.length,
  };
}

/** The back office's own records about the address: its inbox entries with status, notes and the replies sent. */
async function backOfficeRecords(db: Database, email: string) {
  const leads = await db.select().from(leadInbox).where(sameAddress(email)).orderBy(asc(leadInbox.id));
  const notes = leads.length
    ? await db
        .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt })
        .from(leadNotes)
        .where(
          inArray(
            leadNotes.leadId,
            leads.map((lead) => lead.id),
          ),
        )
        .orderBy(asc(leadNotes.createdAt))
    : [];
  const replies = leads.length
    ? await db
        .select({ leadId: leadReplies.leadId, body: leadReplies.body, sentAt: leadReplies.sentAt })
        .from(leadReplies)
        .where(
          inArray(
            leadReplies.leadId,
            leads.map((lead) => lead.id),
          ),
        )
        .orderBy(asc(leadReplies.createdAt))
    : [];
  return leads.map((lead) => ({
    kind: lead.kind,
    receivedAt: lead.createdAt,
    status: lead.status,
    followUpOn: lead.followUpOn,
    notes: notes.filter((note) => note.leadId === lead.id).map(({ body, createdAt }) => ({ body, createdAt })),
    replies: replies.filter((reply) => reply.leadId === lead.id).map(({ body, sentAt }) => ({ body, sentAt })),
  }));
}

export type SubjectExportFile = SubjectExport & { backOffice: Awaited<ReturnType<typeof backOfficeRecords>> };

export async function exportForLead(
  db: Database,
  actor: Actor,
  leadId: number,
  email: string,
): Promise<SubjectExportFile> {
  const exported = { ...(await exportSubjectData(db, email)), backOffice: await backOfficeRecords(db, email) };
  await recordAudit(db, actor, {
    action: "subject.export",
    targetType: "lead",
    targetId: leadId,
    details: {
      rows: {
        contactMessages: exported.contactMessages.length,
        tourRequests: exported.tourRequests.length,
        webinarRegistrations: exported.webinarRegistrations.length,
        webinarInterest: exported.webinarInterest.length,
        eventEnquiries: exported.eventEnquiries.length,
        newsletterSubscriptions: exported.newsletterSubscriptions.length,
        mails: exported.mails.length,
      },
    },
  });
  return exported;
}

export async function unsubscribeForLead(db: Database, actor: Actor, leadId: number, email: string) {
  return db.transaction(async (tx) => {
    const done = await unsubscribeAddress(tx as unknown as Database, email);
    if (done)
      await recordAudit(tx as unknown as Database, actor, {
        action: "subject.unsubscribe",
        targetType: "lead",
        targetId: leadId,
      });
    return done;
  });
}

/**
 * Deletes everything about the address in one transaction: the spec's rows (their inbox entries
 * and notes go with them, by trigger and cascade), the outbox mails, and the note texts quoted in
 * the audit log's entries about those leads. The log keeps who deleted, when, which leads and how many rows.
 */
export async function deleteForLead(db: Database, actor: Actor, leadId: number, email: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const found = await t
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(sameAddress(email))
      .orderBy(asc(leadInbox.id));
    const leads = found.map((l) => l.id);
    const deleted = await deleteSubjectData(t, email);
    if (leads.length) {
      // The audit log is append-only; this transaction alone may take keys out of entries'
      // details, and only while this one statement runs (migration 0007, docs/decisions/0857).
      await t.execute(sql`select set_config('spark.audit_redaction', 'on', true)`);
      const redacted = await t
        .update(staffAuditLog)
        .set({ details: sql`${staffAuditLog.details} - 'text'` })
        .where(
          and(
            eq(staffAuditLog.targetType, "lead"),
            inArray(staffAuditLog.targetId, leads.map(String)),
            eq(staffAuditLog.action, "lead.note"),
            sql`${staffAuditLog.details} ? 'text'`,
          ),
        )
        .returning({ id: staffAuditLog.id });
      await t.execute(sql`select set_config('spark.audit_redaction', 'off', true)`);
      if (redacted.length)
        await recordAudit(t, actor, {
          action: "audit.redact",
          targetType: "audit",
          targetId: leadId,
          details: { field: "text", entries: redacted.map((r) => r.id), reason: "subject.delete" },
        });
    }
    await recordAudit(t, actor, {
      action: "subject.delete",
      targetType: "lead",
      targetId: leadId,
      details: { leads, deleted },
    });
    return deleted;
  });
}
