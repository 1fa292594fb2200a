import { and, desc, eq, not, like } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import type { Database } from "../db/client.ts";
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

function errorOf(job: JobWithMetadata<unknown>): string {
  const output = job.output as { message?: unknown } | null | undefined;
  return typeof output?.message === "string" ? output.message : JSON.stringify(output ?? null);
}

export async function listFailedMailJobs(): Promise<FailedMailJob[]> {
  const boss = await jobQueue();
  const failed: FailedMailJob[] = [];
  for (const queue of mailQueues) {
    for (const job of await boss.findJobs<unknown>(queue, { limit: 1000 })) {
      if (job.state !== "failed") continue;
      failed.push({
        id: job.id,
        queue,
        data: job.data,
        error: errorOf(job),
        attempts: job.retryCount + 1,
        createdOn: job.createdOn,
        failedOn: job.completedOn,
      });
    }
  }
  return failed.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
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
