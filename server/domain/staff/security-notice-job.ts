import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { staffUser } from "./schema.ts";
import type { Env } from "../../env.ts";
import { staffSecurityMail } from "./security-mail.ts";
import { deliver } from "../../mail/transport.ts";
import { queueNames, type StaffSecurityNoticeJob } from "../../jobs/queue.ts";

// Tells a staff member that their password or second factor changed (docs/decisions/0861).
export const name = queueNames.staffSecurityNotice;

export async function run(job: Job<StaffSecurityNoticeJob>, db: Database, config: Env): Promise<string> {
  const [user] = await db
    .select({ email: staffUser.email, name: staffUser.name })
    .from(staffUser)
    .where(eq(staffUser.id, job.data.userId));
  if (!user) return "no such account";
  return deliver(
    db,
    config,
    "staff-security-notice",
    staffSecurityMail({
      to: user.email,
      name: user.name,
      change: job.data.change,
      at: new Date(job.data.at),
      siteUrl: config.PUBLIC_SITE_URL,
    }),
  );
}
