import { and, eq, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { leadInbox, type LeadKind } from "../domain/staff/schema.ts";
import { queueNames, type QueueName } from "../jobs/queue.ts";
import { listFailedMailJobs } from "./outbox.ts";

// The back office's view of mail: failed mail jobs (with their error, to retry) and what each was about.

const mailQueueLabels: Record<string, string> = {
  [queueNames.teamNotification]: "Team notification",
  [queueNames.visitorConfirmation]: "Confirmation to the visitor",
  [queueNames.newsletterConfirmation]: "Newsletter confirmation",
  [queueNames.staffInvite]: "Staff invitation",
  [queueNames.webinarMail]: "Webinar mail",
  [queueNames.webinarSms]: "Webinar SMS reminder",
  [queueNames.leadAssigned]: "Assignment notice",
  [queueNames.leadReply]: "Reply to a visitor",
  [queueNames.staffDigest]: "Morning digest",
  [queueNames.tourMail]: "Tour mail",
  [queueNames.enquiryMail]: "Event option mail",
  [queueNames.enquiryReceived]: "Event enquiry mail",
};

export interface FailedMailRow {
  id: string;
  queue: QueueName;
  label: string;
  error: string;
  attempts: number;
  createdOn: string;
  failedOn: string | null;
  /** The inbox lead the mail was about, when it still exists. */
  leadId: number | null;
  about: string;
}

type JobData = {
  kind?: unknown;
  id?: unknown;
  subscriptionId?: unknown;
  inviteId?: unknown;
  registrationId?: unknown;
  interestId?: unknown;
  reminderId?: unknown;
  tourBookingId?: unknown;
  enquiryId?: unknown;
};

/** What a job that is not about an inbox lead is about (invites, webinar session mails and SMS). */
function otherSubject(data: JobData): string {
  if (typeof data.inviteId === "number") return `Invitation ${data.inviteId}`;
  if (typeof data.registrationId === "number") return `Webinar registration ${data.registrationId}`;
  if (typeof data.interestId === "number") return "A waiting address (next webinar date)";
  if (typeof data.reminderId === "number") return `SMS reminder ${data.reminderId}`;
  // An enquiry deleted since: the mail names it.
  if (typeof data.enquiryId === "number") return `Event enquiry ${data.enquiryId}`;
  return "–";
}

/** The lead (kind, source row) a mail job is about, if any: lead mails and the newsletter confirmation. */
function sourceOf(data: JobData): { kind: LeadKind; sourceId: number } | undefined {
  if (typeof data.subscriptionId === "number") return { kind: "newsletter", sourceId: data.subscriptionId };
  if (typeof data.tourBookingId === "number") return { kind: "tour", sourceId: data.tourBookingId };
  if (typeof data.enquiryId === "number") return { kind: "enquiry", sourceId: data.enquiryId };
  if ((data.kind === "contact" || data.kind === "tour" || data.kind === "webinar") && typeof data.id === "number")
    return { kind: data.kind, sourceId: data.id };
  return undefined;
}

/** Failed mail jobs for the Mail page, newest first; with `id`, only that job. */
export async function failedMail(db: Database, filter: { id?: string } = {}): Promise<FailedMailRow[]> {
  const jobs = await listFailedMailJobs(db, filter);
  const sources = jobs.map((job) => sourceOf((job.data ?? {}) as JobData)).filter((s) => s !== undefined);
  const leads = sources.length
    ? await db
        .select({ id: leadInbox.id, kind: leadInbox.kind, sourceId: leadInbox.sourceId })
        .from(leadInbox)
        .where(or(...sources.map((s) => and(eq(leadInbox.kind, s.kind), eq(leadInbox.sourceId, s.sourceId)))))
    : [];
  return jobs.map((job) => {
    const data = (job.data ?? {}) as JobData;
    const source = sourceOf(data);
    const lead = source && leads.find((l) => l.kind === source.kind && l.sourceId === source.sourceId);
    return {
      id: job.id,
      queue: job.queue,
      label: mailQueueLabels[job.queue] ?? job.queue,
      error: job.error,
      attempts: job.attempts,
      createdOn: job.createdOn.toISOString(),
      failedOn: job.failedOn?.toISOString() ?? null,
      leadId: lead?.id ?? null,
      about: source ? (lead ? `Lead ${lead.id}` : "A lead deleted since") : otherSubject(data),
    };
  });
}
