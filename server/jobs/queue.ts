import { claimConfirmation } from "../mail/visitor-text.ts";
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type QueueOptions } from "pg-boss";
import type { Database } from "../db/client.ts";
import { database } from "../db/index.ts";
import { env, type Env } from "../env.ts";
import type { SecurityChange } from "../domain/staff/security-mail.ts";

// The durable job queue: pg-boss on the site's own database (docs/decisions/0800-mail-through-pg-boss.md).
// PostgreSQL: pg-boss keeps its own small pool on DATABASE_URL. PGlite: it shares the embedded
// instance through pg-boss's PGlite adapter. Jobs are sent inside the transaction that stores
// their row (enqueue), so a submission and its mails commit or roll back together.

export const queueNames = {
  teamNotification: "mail-team-notification",
  visitorConfirmation: "mail-visitor-confirmation",
  newsletterConfirmation: "mail-newsletter-confirmation",
  staffInvite: "mail-staff-invite",
  staffSecurityNotice: "mail-staff-security-notice",
  retentionSweep: "retention-sweep",
  webinarMail: "mail-webinar",
  webinarSms: "sms-webinar-reminder",
  webinarSweep: "webinar-reminder-sweep",
  leadAssigned: "mail-lead-assigned",
  leadReply: "mail-lead-reply",
  staffDigest: "staff-digest",
  tourMail: "mail-tour",
  tourSweep: "tour-reminder-sweep",
  enquiryMail: "mail-enquiry",
  enquirySweep: "enquiry-option-sweep",
  enquiryReceived: "mail-enquiry-received",
  contentPublish: "content-publish-due",
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export const mailQueues: QueueName[] = [
  queueNames.teamNotification,
  queueNames.visitorConfirmation,
  queueNames.newsletterConfirmation,
  queueNames.staffInvite,
  queueNames.staffSecurityNotice,
  queueNames.webinarMail,
  queueNames.webinarSms,
  queueNames.leadAssigned,
  queueNames.leadReply,
  queueNames.staffDigest,
  queueNames.tourMail,
  queueNames.enquiryMail,
  queueNames.enquiryReceived,
];

/** The lead kinds that notify the team and confirm to the visitor. */
type LeadKind = "contact" | "tour" | "webinar";
export interface LeadMailJob {
  kind: LeadKind;
  id: number;
}
export interface NewsletterConfirmationJob {
  subscriptionId: number;
}
/** An owner's invite: its id and the link's token, encrypted (only the token's hash is stored with the invite). */
export interface StaffInviteJob {
  inviteId: number;
  sealedToken: string;
}
/** A staff member's password or second factor changed: the notice to them. */
export interface StaffSecurityNoticeJob {
  userId: string;
  change: SecurityChange;
  at: string;
}

/** A session's mails: to a waiting interest address (new date), to a registrant (cancelled, reminder). */
export type WebinarMailJob =
  | { kind: "interest"; interestId: number; sessionId: number }
  | { kind: "cancellation" | "reminder"; registrationId: number }
  // The team moved the session (or changed its length): the new time with the updated calendar file.
  | { kind: "moved"; registrationId: number; previousStartsAt: string }
  // The site-wide SMS budget of this hour or day is spent (docs/decisions/1100): the team is told once.
  | { kind: "smsBudget"; period: "hour" | "day"; limit: number };
export interface WebinarSmsJob {
  reminderId: number;
}
/** A lead was assigned to somebody by somebody else: the mail to the new assignee. */
export interface LeadAssignedJob {
  leadId: number;
  assigneeId: string;
  byEmail: string;
}
/** The morning digest: the cron's sweep (no data; in tests `now`), then one mail per staff member. */
export type StaffDigestJob = { now?: string } | { staffId: string; at: string };

/** Tests only (JOBS_TEST_CLOCK): the time the sweep runs at. */
export interface WebinarSweepJob {
  now?: string;
}

/** When a sweep runs: now, or in tests (JOBS_TEST_CLOCK) the time the job carries. */
export function sweepTime(job: { data?: { now?: unknown } | null }, config: Pick<Env, "JOBS_TEST_CLOCK">): Date {
  const requested = job.data?.now;
  if (config.JOBS_TEST_CLOCK && typeof requested === "string" && !Number.isNaN(Date.parse(requested)))
    return new Date(requested);
  return new Date();
}

function queueOptions(name: QueueName, config: Env): QueueOptions {
  if (name === queueNames.webinarSweep || name === queueNames.tourSweep || name === queueNames.enquirySweep)
    return { retryLimit: 0, deleteAfterSeconds: 3_600 };
  if (name === queueNames.retentionSweep) return { retryLimit: 3, retryDelay: 60, retryBackoff: true };
  return {
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    // A job carries ids only; what it sends is read from the rows when it runs.
    deleteAfterSeconds: 7 * 86_400,
  };
}

const store = globalThis as typeof globalThis & { __sparkJobQueue?: Promise<PgBoss> };

/** The process's pg-boss instance, started (schema installed, queues created) on first use. */
export function jobQueue(): Promise<PgBoss> {
  store.__sparkJobQueue ??= (async () => {
    const config = env();
    const handle = await database();
    const common = {
      schema: "pgboss",
      // Maintenance and cron run in processes that work jobs; pg-boss elects one at a time.
      supervise: config.JOBS_ENABLED,
      schedule: config.JOBS_ENABLED,
    };
    const boss =
      handle.kind === "pglite" && handle.pglite
        ? new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: "pglite" })
        : new PgBoss({ ...common, connectionString: handle.url, max: 3, application_name: "spark-jobs" });
    boss.on("error", (error) => console.error(`[jobs] ${error instanceof Error ? error.message : String(error)}`));
    await boss.start();
    for (const name of Object.values(queueNames)) {
      const options = queueOptions(name, config);
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options);
    }
    return boss;
  })();
  store.__sparkJobQueue.catch(() => {
    store.__sparkJobQueue = undefined;
  });
  return store.__sparkJobQueue;
}

export type SendJob = (name: QueueName, data: object) => Promise<void>;

/**
 * Runs `work` in one transaction with a `send` that enqueues jobs in that same transaction: the
 * rows and their jobs commit together or not at all. The queue is started before the transaction
 * opens (on PGlite, one connection, it could not start from inside one).
 */
export async function transactionWithJobs<T>(
  db: Database,
  work: (tx: Database, send: SendJob) => Promise<T>,
): Promise<T> {
  const boss = await jobQueue();
  return db.transaction(async (tx) => {
    const send: SendJob = async (name, data) => {
      await boss.send(name, data, { db: fromDrizzle(tx as never, sql) });
    };
    return work(tx as unknown as Database, send);
  });
}

/**
 * Mails of a stored lead: the team's notification always, the visitor's confirmation once per
 * address, kind and day (issue 41: the site must not become a way to mail someone repeatedly).
 */
export async function sendLeadMails(tx: Database, send: SendJob, job: LeadMailJob, email: string): Promise<void> {
  await send(queueNames.teamNotification, job);
  if (await claimConfirmation(tx, email, job.kind)) await send(queueNames.visitorConfirmation, job);
}

export async function stopJobQueue(): Promise<void> {
  const pending = store.__sparkJobQueue;
  store.__sparkJobQueue = undefined;
  const boss = await pending?.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: 3_000, close: true });
}
