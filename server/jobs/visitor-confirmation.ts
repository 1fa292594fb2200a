import type { Job } from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { visitorContactMail, visitorTourMail, visitorWebinarMail } from "../mail/templates.ts";
import { deliver, mailSettings } from "../mail/transport.ts";
import { contactRow, tourRow } from "./lead-rows.ts";
import { queueNames, type LeadMailJob } from "./queue.ts";

// The visitor hears back at once: message received, tour request received (24-hour promise),
// webinar registration confirmed (German).
export const name = queueNames.visitorConfirmation;

export async function run(job: Job<LeadMailJob>, db: Database, config: Env): Promise<string> {
  const { kind, id } = job.data;
  const settings = mailSettings(config);
  if (kind === "contact") {
    const row = await contactRow(db, id);
    return row ? deliver(db, config, "visitor-contact", visitorContactMail(row, settings)) : "gone";
  }
  const row = await tourRow(db, id);
  if (!row) return "gone";
  const mail = kind === "webinar" ? visitorWebinarMail(row, settings) : visitorTourMail(row, settings);
  return deliver(db, config, `visitor-${kind}`, mail);
}
