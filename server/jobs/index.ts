import type { Job, JobResult } from "pg-boss";
import type { Database } from "../db/client.ts";
import { database } from "../db/index.ts";
import { env, type Env } from "../env.ts";
import { closeMailer } from "../mail/transport.ts";
import * as newsletterConfirmation from "../domain/newsletter/confirmation-job.ts";
import { jobQueue, stopJobQueue } from "./queue.ts";
import * as leadAssigned from "../domain/leads/assignment-job.ts";
import * as staffDigest from "../domain/leads/digest-job.ts";
import * as leadReply from "../domain/leads/reply-job.ts";
import { recordLeadMail } from "../domain/leads/lead-mails.ts";
import * as retentionSweep from "../domain/privacy/retention-job.ts";
import * as staffInvite from "../domain/staff/invite-job.ts";
import * as staffSecurityNotice from "../domain/staff/security-notice-job.ts";
import * as teamNotification from "../domain/leads/team-notification-job.ts";
import * as visitorConfirmation from "../domain/leads/visitor-confirmation-job.ts";
import * as webinarMail from "../domain/webinar/mail-jobs.ts";
import * as webinarReminders from "../domain/webinar/reminders.ts";
import * as webinarSms from "../domain/webinar/sms-reminder-job.ts";
import * as tourMail from "../domain/booking/tour-mail-job.ts";
import * as tourReminders from "../domain/booking/reminders.ts";
import * as enquiryMail from "../domain/enquiries/option-mail-job.ts";
import * as enquirySweep from "../domain/enquiries/expiry-sweep.ts";
import * as enquiryReceived from "../domain/enquiries/enquiry-mail-job.ts";
import * as contentPublish from "../domain/content/publish-job.ts";

// The workers of this process: started by server/main.ts with the HTTP server, stopped on SIGTERM.
// With several processes each works jobs; pg-boss hands every job to exactly one of them.

interface JobModule {
  name: string;
  cron?: (config: Env) => string | undefined;
  run(job: Job<never>, db: Database, config: Env): Promise<string>;
}

/** Jobs fetched at once by each queue's worker. */
const JOB_BATCH = 10;

const jobs: JobModule[] = [
  teamNotification,
  visitorConfirmation,
  newsletterConfirmation,
  staffInvite,
  staffSecurityNotice,
  retentionSweep,
  webinarReminders,
  webinarMail,
  webinarSms,
  leadAssigned,
  leadReply,
  staffDigest,
  tourMail,
  tourReminders,
  enquiryMail,
  enquirySweep,
  enquiryReceived,
  contentPublish,
];

export async function startJobs(): Promise<void> {
  const config = env();
  const boss = await jobQueue();
  if (!config.JOBS_ENABLED) return;
  const { db } = await database();
  for (const job of jobs) {
    // Up to JOB_BATCH jobs per fetch, worked one after the other and settled one by one (a failed mail
    // is retried alone); while fetches come back full, the worker fetches again at once instead of
    // waiting for the poll interval, so a burst of 1,000 mails is out in about a minute, not 40
    // (BENCHMARKS.md, 'Mail throughput').
    await boss.work<never>(
      job.name,
      {
        pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
        batchSize: JOB_BATCH,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (items) => {
        const results: JobResult[] = [];
        for (const item of items) {
          try {
            const outcome = await job.run(item, db, config);
            console.log(`[jobs] ${job.name} ${item.id}: ${outcome}`);
            if (outcome === "smtp" || outcome === "outbox") await noteOnLead(db, job.name, item);
            results.push({ id: item.id, status: "completed", output: { outcome } });
          } catch (error) {
            console.error(`[jobs] ${job.name} ${item.id} attempt ${item.retryCount + 1} failed: ${describe(error)}`);
            results.push({ id: item.id, status: "failed", output: { message: describe(error) } });
          }
        }
        return results;
      },
    );
    const cron = job.cron?.(config);
    if (cron) await boss.schedule(job.name, cron, null, { tz: "Europe/Berlin" });
    else if (job.cron) await boss.unschedule(job.name);
  }
  console.log(`[jobs] working ${jobs.map((job) => job.name).join(", ")}`);
}

export async function stopJobs(): Promise<void> {
  await stopJobQueue();
  closeMailer();
}

/** A delivered mail about a lead goes on its timeline; failing to note it does not send the mail again. */
async function noteOnLead(db: Database, queue: string, job: Job<never>): Promise<void> {
  try {
    await recordLeadMail(db, queue, job);
  } catch (error) {
    console.error(`[jobs] ${queue} ${job.id}: sent, but not noted on its lead: ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}
