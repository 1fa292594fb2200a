import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { visitorContactMail, visitorTourMail } from "./mail.ts";
import { visitorWebinarMail } from "../webinar/mail.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { calendarPath, confirmationUrl } from "../webinar/confirmation-link.ts";
import { contactRow, tourRow, webinarSignupOf } from "./lead-rows.ts";
import { queueNames, type LeadMailJob } from "../../jobs/queue.ts";

// The visitor hears back at once: message received, tour request received (24-hour promise),
// webinar registration confirmed (in the registrant's language), with the signed link to the registrant's confirmation page.
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
  if (kind !== "webinar") return deliver(db, config, "visitor-tour", visitorTourMail(row, settings));
  // The sign-up's registration and session: the mail carries the signed link to its confirmation page.
  const signup = await webinarSignupOf(db, id);
  if (!signup) return "gone";
  const { locale } = signup;
  const mail = visitorWebinarMail(row, settings, {
    session: signup.session,
    confirmationUrl: confirmationUrl(signup.registrationId, config.PUBLIC_SITE_URL, config.COOKIE_SECRET, locale),
    calendarUrl: new URL(
      calendarPath(signup.registrationId, config.COOKIE_SECRET, locale),
      config.PUBLIC_SITE_URL,
    ).toString(),
    locale,
  });
  return deliver(db, config, "visitor-webinar", mail);
}
