import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames } from "../../jobs/queue.ts";
import { publishDue } from "./content-store.ts";

// Publishes the drafts an editor scheduled for a set time (issue 45): every minute by default
// (CONTENT_PUBLISH_CRON), so a draft goes live within a minute of its time; each publish announces
// itself, and every server process renders the pages that show it.

export const name = queueNames.contentPublish;
export const cron = (config: Env) => (config.CONTENT_PUBLISH_CRON === "off" ? undefined : config.CONTENT_PUBLISH_CRON);

export async function run(_job: Job<never>, db: Database): Promise<string> {
  const published = await publishDue(db);
  return published.length ? `published ${published.join(", ")}` : "nothing due";
}
