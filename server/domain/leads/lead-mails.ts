import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";
import type { LeadKind } from "../../db/staff-vocabulary.ts";
import { mailQueues, queueNames } from "../../jobs/queue.ts";

// The mails the site sent about a lead, for its timeline (issue 43, decision 1123): each delivered mail
// job about a lead is recorded in lead_mails by the worker (server/jobs/index.ts); the ones still
// waiting or failed are read from the queue. Replies have their own rows (lead_replies).

/** The lead a mail job's data points to, as a query of its id; none when the job is not about a lead. */
function leadOfJob(queue: string, data: Record<string, unknown>): SQL | undefined {
  const number = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : undefined);
  if (queue === queueNames.teamNotification || queue === queueNames.visitorConfirmation) {
    const id = number(data.id);
    const kind = data.kind;
    if (id === undefined || (kind !== "contact" && kind !== "tour" && kind !== "webinar")) return undefined;
    return sql`select id from lead_inbox where kind = ${kind} and source_id = ${id}`;
  }
  if (queue === queueNames.newsletterConfirmation) {
    const id = number(data.subscriptionId);
    return id === undefined
      ? undefined
      : sql`select id from lead_inbox where kind = 'newsletter' and source_id = ${id}`;
  }
  if (queue === queueNames.leadAssigned) {
    const id = number(data.leadId);
    return id === undefined ? undefined : sql`select id from lead_inbox where id = ${id}`;
  }
  if (queue === queueNames.tourMail) {
    const id = number(data.tourBookingId);
    return id === undefined ? undefined : sql`select id from lead_inbox where kind = 'tour' and source_id = ${id}`;
  }
  if (queue === queueNames.enquiryMail || queue === queueNames.enquiryReceived) {
    const id = number(data.enquiryId);
    return id === undefined ? undefined : sql`select id from lead_inbox where kind = 'enquiry' and source_id = ${id}`;
  }
  if (queue === queueNames.webinarMail) {
    const id = number(data.registrationId);
    return id === undefined
      ? undefined
      : sql`select l.id from lead_inbox l join webinar_registrations r
              on l.kind = 'webinar' and l.source_id = r.tour_booking_id where r.id = ${id}`;
  }
  return undefined;
}

/** Records a delivered mail job on its lead's timeline; a job delivered again (a retry) is recorded once. */
export async function recordLeadMail(
  db: Database,
  queue: string,
  job: { id: string; data: unknown },
  at = new Date(),
): Promise<void> {
  const data = (job.data ?? {}) as Record<string, unknown>;
  const lead = leadOfJob(queue, data);
  if (!lead) return;
  const variant =
    typeof data.kind === "string" &&
    (queue === queueNames.webinarMail ||
      queue === queueNames.tourMail ||
      queue === queueNames.enquiryMail ||
      queue === queueNames.enquiryReceived)
      ? data.kind
      : null;
  await db.execute(sql`
    insert into lead_mails (lead_id, job_id, queue, variant, sent_at)
    select lead.id, ${job.id}::uuid, ${queue}, ${variant}, ${at} from (${lead}) as lead
    on conflict (job_id) do nothing`);
}

/** What a timeline says of a mail: who it went to and what it was. */
function leadMailLabel(queue: string, variant: string | null): string {
  switch (queue) {
    case queueNames.teamNotification:
      return "Notification to the team";
    case queueNames.visitorConfirmation:
      return "Confirmation to the visitor";
    case queueNames.newsletterConfirmation:
      return "Newsletter confirmation link to the visitor";
    case queueNames.leadAssigned:
      return "Assignment mail to the assignee";
    case queueNames.leadReply:
      return "Reply to the visitor";
    case queueNames.webinarMail:
      return variant === "reminder"
        ? "Webinar reminder to the registrant"
        : variant === "moved"
          ? "New time with calendar file to the registrant"
          : variant === "cancellation"
            ? "Cancellation to the registrant"
            : "Webinar mail to the registrant";
    case queueNames.tourMail:
      return variant === "booked"
        ? "Tour invite with calendar file to the visitor"
        : variant === "moved"
          ? "New tour time with calendar file to the visitor"
          : variant === "cancelled"
            ? "Tour cancellation to the visitor"
            : "Tour reminder to the visitor";
    case queueNames.enquiryMail:
      return variant === "lapsed"
        ? "Option lapsed: mail to the visitor"
        : variant === "promoted"
          ? "Option moved up to first: mail to the visitor"
          : variant === "team"
            ? "Option lapse: notification to the team"
            : variant === "released"
              ? "Option released: mail to the visitor"
              : variant === "booked"
                ? "Booking confirmation with calendar files to the visitor"
                : variant === "visitor-request"
                  ? "The visitor's request through their link: notification to the team"
                  : "Option mail to the visitor";
    case queueNames.enquiryReceived:
      return variant === "team" ? "Notification to the team" : "Acknowledgement with the estimate to the visitor";
    default:
      return queue;
  }
}

export interface LeadMail {
  /** The mail job's id. */
  id: string;
  label: string;
  state: "sent" | "waiting" | "failed";
  /** When it was sent, or queued (waiting, failed). */
  at: string;
  /** Why the last attempt failed (failed, or waiting for a retry). */
  error: string | null;
  /** For a reply: its row. */
  replyId: number | null;
}

/** Every mail about a lead: the delivered ones, and those the queue still holds (waiting or failed). */
export async function leadMailsOf(db: Database, leadId: number): Promise<LeadMail[]> {
  const [found] = rowsOf(await db.execute(sql`select kind, source_id from lead_inbox where id = ${leadId}`));
  if (!found) return [];
  const lead = { id: leadId, kind: found.kind as LeadKind, sourceId: Number(found.source_id) };
  const sent = rowsOf(
    await db.execute(
      sql`select job_id, queue, variant, sent_at from lead_mails where lead_id = ${lead.id} order by sent_at, id`,
    ),
  ).map((row): LeadMail => ({
    id: String(row.job_id),
    label: leadMailLabel(String(row.queue), (row.variant as string | null) ?? null),
    state: "sent",
    at: new Date(row.sent_at as string | Date).toISOString(),
    error: null,
    replyId: null,
  }));
  const about: SQL[] = [
    sql`(name = ${queueNames.leadAssigned} and data @> ${JSON.stringify({ leadId: lead.id })}::jsonb)`,
    sql`(name = ${queueNames.leadReply} and (data->>'replyId')::int in (select id from lead_replies where lead_id = ${lead.id}))`,
  ];
  if (lead.kind === "contact" || lead.kind === "tour" || lead.kind === "webinar")
    about.push(
      sql`(name in (${queueNames.teamNotification}, ${queueNames.visitorConfirmation}) and data @> ${JSON.stringify({ kind: lead.kind, id: lead.sourceId })}::jsonb)`,
    );
  if (lead.kind === "tour")
    about.push(
      sql`(name = ${queueNames.tourMail} and data @> ${JSON.stringify({ tourBookingId: lead.sourceId })}::jsonb)`,
    );
  if (lead.kind === "enquiry")
    about.push(
      sql`(name in (${queueNames.enquiryMail}, ${queueNames.enquiryReceived}) and data @> ${JSON.stringify({ enquiryId: lead.sourceId })}::jsonb)`,
    );
  if (lead.kind === "newsletter")
    about.push(
      sql`(name = ${queueNames.newsletterConfirmation} and data @> ${JSON.stringify({ subscriptionId: lead.sourceId })}::jsonb)`,
    );
  if (lead.kind === "webinar")
    about.push(
      sql`(name = ${queueNames.webinarMail} and (data->>'registrationId')::int in (select id from webinar_registrations where tour_booking_id = ${lead.sourceId}))`,
    );
  const queues = sql.join(
    mailQueues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const open = rowsOf(
    await db.execute(sql`
      select id, name, data, state, output, created_on from pgboss.job
      where name in (${queues}) and state in ('created', 'retry', 'active', 'failed')
        and (${sql.join(about, sql` or `)})
      order by created_on, id`),
  ).map((row): LeadMail => {
    const data = (row.data ?? {}) as Record<string, unknown>;
    const message = (row.output as { message?: unknown } | null)?.message;
    return {
      id: String(row.id),
      label: leadMailLabel(String(row.name), typeof data.kind === "string" ? data.kind : null),
      state: row.state === "failed" ? "failed" : "waiting",
      at: new Date(row.created_on as string | Date).toISOString(),
      error: typeof message === "string" ? message : null,
      replyId: typeof data.replyId === "number" ? data.replyId : null,
    };
  });
  return [...sent, ...open];
}
