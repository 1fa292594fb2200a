import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { sweepExpired } from "./retention.ts";
import { queueNames } from "../../jobs/queue.ts";

// The privacy page's retention periods, enforced: scheduled by RETENTION_CRON (every 15 minutes;
// once across all server processes: pg-boss's cron), deletes what is due.
export const name = queueNames.retentionSweep;
export const cron = (config: Env) => (config.RETENTION_CRON === "off" ? undefined : config.RETENTION_CRON);

export async function run(_job: Job<object>, db: Database, _config: Env): Promise<string> {
  const deleted = await sweepExpired(db);
  const summary = Object.entries(deleted)
    .map(([what, count]) => `${what} ${count}`)
    .join(", ");
  console.log(`[jobs] retention sweep: ${summary}`);
  return summary;
}
