import { and, eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { confirmationUrl } from "./confirmation-link.ts";
import type { Database } from "../../db/client.ts";
import { tourBookings } from "../../db/schema.ts";
import { webinarInterest, webinarRegistrations } from "./schema.ts";
import type { Env } from "../../env.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import {
  smsBudgetMail,
  webinarCancellationMail,
  webinarInterestMail,
  webinarMovedMail,
  webinarReminderMail,
} from "./mail.ts";
import { CALENDAR_FILE_NAME, sessionIcs } from "./calendar.ts";
import { queueNames, type WebinarMailJob } from "../../jobs/queue.ts";
import { sessionById } from "./sessions.ts";

// A session's mails, rendered from the rows when the job runs: a row deleted meanwhile (retention,
// a data-subject request) sends nothing. The interest address is deleted once its mail went out.
export const name = queueNames.webinarMail;

async function registrant(db: Database, registrationId: number) {
  const [row] = await db
    .select({
      id: webinarRegistrations.id,
      sessionId: webinarRegistrations.sessionId,
      email: tourBookings.email,
      fullName: tourBookings.fullName,
      locale: webinarRegistrations.locale,
    })
    .from(webinarRegistrations)
    .innerJoin(tourBookings, eq(tourBookings.id, webinarRegistrations.tourBookingId))
    .where(eq(webinarRegistrations.id, registrationId));
  return row;
}

export async function run(job: Job<WebinarMailJob>, db: Database, config: Env): Promise<string> {
  const data = job.data;
  const settings = mailSettings(config);
  if (data.kind === "interest") {
    const [interest] = await db.select().from(webinarInterest).where(eq(webinarInterest.id, data.interestId));
    if (!interest) return "gone";
    const session = await sessionById(db, data.sessionId);
    if (session?.status !== "scheduled") {
      // The session was cancelled before its mail went out: the address waits for the next one.
      await db
        .update(webinarInterest)
        .set({ notifiedAt: null })
        .where(
          and(
            eq(webinarInterest.id, interest.id),
            sql`not exists (select 1 from ${webinarInterest} w where lower(w.email) = lower(${interest.email}) and w.notified_at is null)`,
          ),
        );
      return "session not open";
    }
    const outcome = await deliver(
      db,
      config,
      "webinar-interest",
      webinarInterestMail(interest.email, session, settings, interest.locale),
    );
    await db.delete(webinarInterest).where(eq(webinarInterest.id, interest.id));
    return outcome;
  }
  if (data.kind === "smsBudget") {
    return deliver(db, config, "team-sms-budget", smsBudgetMail(data.period, data.limit, settings));
  }
  const person = await registrant(db, data.registrationId);
  if (!person) return "gone";
  const session = await sessionById(db, person.sessionId);
  if (!session) return "gone";
  if (data.kind === "cancellation")
    return deliver(db, config, "webinar-cancellation", webinarCancellationMail(person, session, settings));
  if (session.status !== "scheduled" || session.startsAt <= new Date()) return "session not open";
  const confirmation = confirmationUrl(person.id, config.PUBLIC_SITE_URL, config.COOKIE_SECRET, person.locale);
  if (data.kind === "moved") {
    // Rendered from the session as it is now: moved twice, both mails name the latest time and file.
    const calendarFile = {
      filename: CALENDAR_FILE_NAME,
      contentType: "text/calendar; charset=utf-8",
      content: sessionIcs(
        {
          slug: session.slug,
          startsAt: session.startsAt.toISOString(),
          durationMinutes: session.durationMinutes,
          joinUrl: session.joinUrl,
          registrationId: person.id,
          sequence: session.calendarSequence,
        },
        config.PUBLIC_SITE_URL,
        new Date(),
        person.locale,
      ),
    };
    return deliver(
      db,
      config,
      "webinar-moved",
      webinarMovedMail(person, session, new Date(data.previousStartsAt), confirmation, calendarFile, settings),
    );
  }
  return deliver(db, config, "webinar-reminder", webinarReminderMail(person, session, confirmation, settings));
}
