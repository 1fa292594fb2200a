import type { Job } from "pg-boss";
import type { Database } from "../db/client.ts";
import { database } from "../db/index.ts";
import { env, type Env } from "../env.ts";
import { closeMailer } from "../mail/transport.ts";
import * as newsletterConfirmation from "./newsletter-confirmation.ts";
import { jobQueue, stopJobQueue } from "./queue.ts";
import * as retentionSweep from "./retention-sweep.ts";
import * as staffInvite from "./staff-invite.ts";
import * as staffSecurityNotice from "./staff-security-notice.ts";
import * as teamNotification from "./team-notification.ts";
import * as visitorConfirmation from "./visitor-confirmation.ts";
import * as webinarMail from "./webinar-mail.ts";
import * as webinarReminders from "./webinar-reminders.ts";
import * as webinarSms from "./webinar-sms.ts";

// The workers of this process: started by server/main.ts with the HTTP server, stopped on SIGTERM.
// With several processes each works jobs; pg-boss hands every job to exactly one of them.

interface JobModule {
  name: string;
  cron?: (config: Env) => string | undefined;
  run(job: Job<never>, db: Database, config: Env): Promise<string>;
}

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
];

export async function startJobs(): Promise<void> {
  const config = env();
  const boss = await jobQueue();
  if (!config.JOBS_ENABLED) return;
  const { db } = await database();
  for (const job of jobs) {
    await boss.work<never>(
      job.name,
      { pollingIntervalSeconds: config.JOBS_POLL_SECONDS, batchSize: 1 },
      async ([item]) => {
        if (!item) return;
        try {
          const outcome = await job.run(item, db, config);
          console.log(`[jobs] ${job.name} ${item.id}: ${outcome}`);
          return outcome;
        } catch (error) {
          console.error(`[jobs] ${job.name} ${item.id} attempt ${item.retryCount + 1} failed: ${describe(error)}`);
          throw error;
        }
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}
