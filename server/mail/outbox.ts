import { desc, sql } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { jobQueue, mailQueues, type QueueName } from "../jobs/queue.ts";

// What the back office shows of mail: the local outbox (mail kept while no SMTP_URL is set) and
// mail jobs that failed after all their retries, with the error, so staff can retry them.

export type OutboxMail = typeof mailOutbox.$inferSelect;

export async function listOutboxMails(
  db: Database,
  options: { limit?: number; offset?: number } = {},
): Promise<{ mails: OutboxMail[]; total: number }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  const mails = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(Math.max(options.offset ?? 0, 0));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox);
  return { mails, total: counted?.total ?? 0 };
}

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

/** Puts a failed mail job back in the queue. */
export async function retryMailJob(queue: QueueName, id: string): Promise<void> {
  if (!mailQueues.includes(queue)) throw new Error(`not a mail queue: ${queue}`);
  await (await jobQueue()).retry(queue, id);
}
