import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { worksLeads } from "../../db/staff-vocabulary.ts";
import type { Env } from "../../env.ts";
import { deliver } from "../../mail/transport.ts";
import { queueNames, sweepTime, type StaffDigestJob } from "../../jobs/queue.ts";
import { staffUser } from "../staff/schema.ts";
import { digestFor, digestMail, sweepDigests } from "./digest.ts";

// The morning digest's two steps on one queue (decision 1117): the cron's sweep (STAFF_DIGEST_CRON,
// working days at 7:00 Frankfurt time) claims and queues one job per person; each of those sends
// that person's mail, read when it runs.
export const name = queueNames.staffDigest;
export const cron = (config: Env) => (config.STAFF_DIGEST_CRON === "off" ? undefined : config.STAFF_DIGEST_CRON);

export async function run(job: Job<StaffDigestJob | null>, db: Database, config: Env): Promise<string> {
  const data = job.data;
  if (!data || !("staffId" in data)) return `queued ${await sweepDigests(db, sweepTime({ data }, config))}`;
  const [person] = await db
    .select({ email: staffUser.email, name: staffUser.name, banned: staffUser.banned, role: staffUser.role })
    .from(staffUser)
    .where(eq(staffUser.id, data.staffId));
  if (!person || person.banned) return "no such account";
  // Made an editor since: no more mail about leads (decision 1145).
  if (!worksLeads(person.role)) return "does not work leads";
  const digest = await digestFor(db, data.staffId, new Date(data.at));
  const mail = digestMail({ to: person.email, staffName: person.name, digest, siteUrl: config.PUBLIC_SITE_URL });
  return mail ? deliver(db, config, "staff-digest", mail) : "nothing waits";
}
