import type { JobWithMetadata } from "pg-boss";
import { jobQueue, mailQueues, type QueueName } from "../jobs/queue.ts";

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

/** Puts a failed mail job back in the queue. */
export async function retryMailJob(queue: QueueName, id: string): Promise<void> {
  if (!mailQueues.includes(queue)) throw new Error(`not a mail queue: ${queue}`);
  await (await jobQueue()).retry(queue, id);
}
