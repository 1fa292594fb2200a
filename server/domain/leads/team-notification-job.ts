import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { teamContactMail, teamTourMail } from "./mail.ts";
import { teamWebinarMail } from "../webinar/mail.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { contactRow, tourRow, webinarSignupOf } from "./lead-rows.ts";
import { webinar } from "../webinar/webinar.ts";
import { queueNames, type LeadMailJob } from "../../jobs/queue.ts";
import { tourOfBooking } from "../booking/tour-bookings.ts";

// A new lead reaches the team: one mail to the address configured for its kind, Reply-To the visitor.
export const name = queueNames.teamNotification;

export async function run(job: Job<LeadMailJob>, db: Database, config: Env): Promise<string> {
  const { kind, id } = job.data;
  const settings = mailSettings(config);
  if (kind === "contact") {
    const row = await contactRow(db, id);
    return row ? deliver(db, config, "team-contact", teamContactMail(row, settings)) : "gone";
  }
  const row = await tourRow(db, id);
  if (!row) return "gone";
  // A sign-up names its session's topic, as the team typed it (the webinar's title if the registration is gone).
  const mail =
    kind === "webinar"
      ? teamWebinarMail(row, (await webinarSignupOf(db, id))?.session.topic ?? webinar.title, settings)
      : teamTourMail(row, settings, Boolean((await tourOfBooking(db, id))?.slot));
  return deliver(db, config, `team-${kind}`, mail);
}
