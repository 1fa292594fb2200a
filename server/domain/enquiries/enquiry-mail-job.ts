import { and, eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { rowsOf, type Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames } from "../../jobs/queue.ts";
import { link } from "../../mail/settings.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { enquiryReceivedMail, teamEnquiryMail, type HeldOption } from "./enquiry-mail.ts";
import { manageEnquiryUrl } from "./manage-link.ts";
import { languageOf } from "./mail-words.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";

// An enquiry's two mails when it is stored (decision 1135), queued in the transaction that stores it
// and rendered from the rows when the job runs: the dates asked for, and the option as it is then (a
// first option extended since: the later date). An enquiry deleted meanwhile sends nothing; one whose
// options ended before its acknowledgement went out sends the visitor none (the lapse or release
// mails tell them), the team's notification still.
export const name = queueNames.enquiryReceived;

export interface EnquiryReceivedJob {
  kind: "visitor" | "team";
  enquiryId: number;
}

/** The option the enquiry holds now: the first until its earliest expiry, or the second; none when ended. */
function heldOption(rows: (typeof eventHolds.$inferSelect)[]): HeldOption | undefined {
  const active = rows.filter((row) => row.status === "active");
  if (!active.length) return undefined;
  if (active.some((row) => row.rank !== 1 || !row.expiresAt)) return { rank: 2 };
  return { rank: 1, until: new Date(Math.min(...active.map((row) => row.expiresAt!.getTime()))) };
}

export async function run(job: Job<EnquiryReceivedJob>, db: Database, config: Env): Promise<string> {
  const { kind, enquiryId } = job.data;
  const settings = mailSettings(config);
  const [enquiry] = await db.select().from(eventEnquiries).where(eq(eventEnquiries.id, enquiryId));
  if (!enquiry) return "gone";
  const options = await db
    .select()
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option")));
  const option = heldOption(options);
  if (kind === "visitor") {
    if (!option) return "changed since";
    const manageUrl = manageEnquiryUrl(enquiry.id, config.PUBLIC_SITE_URL, config.COOKIE_SECRET, languageOf(enquiry));
    return deliver(db, config, "enquiry-received", enquiryReceivedMail(enquiry, options, option, settings, manageUrl));
  }
  const [lead] = rowsOf(
    await db.execute(sql`select id from lead_inbox where kind = 'enquiry' and source_id = ${enquiryId}`),
  );
  const leadUrl = lead ? link(settings, `/staff/leads/${String(lead.id)}`) : undefined;
  return deliver(db, config, "team-enquiry-received", teamEnquiryMail(enquiry, options, option, leadUrl, settings));
}
