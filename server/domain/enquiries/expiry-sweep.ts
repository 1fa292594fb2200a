import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames, sweepTime, transactionWithJobs, type WebinarSweepJob } from "../../jobs/queue.ts";
import type { EnquiryMailJob } from "./option-mail-job.ts";
import { expireOptions } from "./options.ts";

// Event options lapse (issue 47, decision 1132): every few minutes (ENQUIRY_EXPIRY_CRON, one run
// across all server processes) this sweep expires the first options that are due and promotes the
// second ones behind them. Each enquiry's lapse and its three kinds of mail (the lapsed visitor, each
// promoted visitor, the team) commit in one transaction: a lapse is never without its mails, and an
// option already expired is not due again, so a second run (or a second process) tells nobody twice.
export const name = queueNames.enquirySweep;
export const cron = (config: Env) => (config.ENQUIRY_EXPIRY_CRON === "off" ? undefined : config.ENQUIRY_EXPIRY_CRON);

export async function sweepOptionExpiry(
  db: Database,
  now = new Date(),
): Promise<{ expired: number[]; promoted: number[] }> {
  return expireOptions(db, now, (work) =>
    transactionWithJobs(db, async (tx, send) => {
      const lapse = await work(tx);
      if (!lapse) return lapse;
      const { enquiryId, promoted } = lapse;
      await send(queueNames.enquiryMail, { kind: "lapsed", enquiryId } satisfies EnquiryMailJob);
      for (const id of promoted)
        await send(queueNames.enquiryMail, { kind: "promoted", enquiryId: id } satisfies EnquiryMailJob);
      await send(queueNames.enquiryMail, { kind: "team", enquiryId, promoted } satisfies EnquiryMailJob);
      return lapse;
    }),
  );
}

export async function run(job: Job<WebinarSweepJob>, db: Database, config: Env): Promise<string> {
  const { expired, promoted } = await sweepOptionExpiry(db, sweepTime(job, config));
  return `${expired.length} options lapsed, ${promoted.length} promoted`;
}
