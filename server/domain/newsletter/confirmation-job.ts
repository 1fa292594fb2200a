import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { localeOr } from "../company/locale.ts";
import { newsletterConfirmationMail } from "./mail.ts";
import { deliver } from "../../mail/transport.ts";
import { newsletterLinks } from "./links.ts";
import { queueNames, type NewsletterConfirmationJob } from "../../jobs/queue.ts";

// Double opt-in: the mail with the signed confirmation link (and one-click unsubscribe), in the
// subscriber's language.
export const name = queueNames.newsletterConfirmation;

export async function run(job: Job<NewsletterConfirmationJob>, db: Database, config: Env): Promise<string> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, job.data.subscriptionId));
  if (!row || row.status !== "pending") return "not pending";
  const links = newsletterLinks(
    config.COOKIE_SECRET,
    config.PUBLIC_SITE_URL,
    row.id,
    row.email,
    new Date(),
    localeOr(row.language),
  );
  return deliver(db, config, "newsletter-confirmation", newsletterConfirmationMail(row, links));
}
