import { and, desc, eq, not, like, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { jobQueue, mailQueues, type QueueName } from "../jobs/queue.ts";
import { STAFF_MAIL_PREFIX } from "./redact.ts";

// Mail jobs that failed after all their retries, with the error, so staff can retry them.

export interface FailedMailJob {
  id: string;
  queue: QueueName;
  data: unknown;
  error: string;
  attempts: number;
  createdOn: Date;
  failedOn: Date | null;
}

function errorOf(output: unknown): string {
  const message = (output as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" ? message : JSON.stringify(output ?? null);
}

/** The Mail page lists at most this many failed mails, the newest first. */
const FAILED_MAIL_LIMIT = 500;

/**
 * Mail jobs that failed their last attempt, newest first; with `id`, only that job. Read from pg-boss's
 * job table by state: `findJobs` has no state filter and answers a queue's oldest jobs first, so with
 * more than a page of sent mail kept a new failure would be missed.
 */
export async function listFailedMailJobs(db: Database, filter: { id?: string } = {}): Promise<FailedMailJob[]> {
  const queues = sql.join(
    mailQueues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select id, name, data, output, retry_count, created_on, completed_on
      from pgboss.job
      where state = 'failed' and name in (${queues}) ${filter.id ? sql`and id = ${filter.id}::uuid` : sql``}
      order by created_on desc, id
      limit ${FAILED_MAIL_LIMIT}`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    queue: row.name as QueueName,
    data: row.data,
    error: errorOf(row.output),
    attempts: Number(row.retry_count) + 1,
    createdOn: new Date(row.created_on as string | Date),
    failedOn: row.completed_on ? new Date(row.completed_on as string | Date) : null,
  }));
}

/** Puts a failed mail job back in the queue (one more attempt, now); false when it was not failed. */
export async function retryMailJob(queue: QueueName, id: string): Promise<boolean> {
  if (!mailQueues.includes(queue)) throw new Error(`not a mail queue: ${queue}`);
  // pg-boss types its command answer as {}; it carries the number of jobs changed.
  const result = (await (await jobQueue()).retry(queue, id)) as { affected?: number };
  return (result.affected ?? 0) > 0;
}

// The local outbox (mail_outbox, used when SMTP_URL is unset): what the back office lists and shows.

export interface OutboxEntry {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  createdAt: Date;
}

/** The newest outbox mails, newest first; without `staffMail`, only the mail to visitors and the team. */
export async function listOutbox(db: Database, options: { staffMail: boolean }, limit = 100): Promise<OutboxEntry[]> {
  return db
    .select({
      id: mailOutbox.id,
      template: mailOutbox.template,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(options.staffMail ? undefined : not(like(mailOutbox.template, `${STAFF_MAIL_PREFIX}%`)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function outboxMail(db: Database, id: number, options: { staffMail: boolean }) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        options.staffMail ? undefined : not(like(mailOutbox.template, `${STAFF_MAIL_PREFIX}%`)),
      ),
    );
  return mail;
}
