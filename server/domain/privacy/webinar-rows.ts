import { sql, type SQL } from "drizzle-orm";
import { tourBookings, webinarSmsReminders } from "../../db/schema.ts";
import { webinarRegistrations, webinarSessions } from "../webinar/schema.ts";
import { WEBINAR_SIGNUP_PREFIX } from "../webinar/sessions.ts";

// Which rows belong to which webinar session, for retention and data-subject requests. A sign-up
// is a tour_bookings row linked by webinar_registrations; sign-ups stored before sessions existed
// (and duplicates the migration did not link) carry the label "Webinar-Anmeldung: <topic> (<slug>)"
// in additional_information, the same prefix the inbox's trigger recognises (migration 0004).

/** The end of a session, in SQL. */
export const sessionEnd = sql`(${webinarSessions.startsAt} + ${webinarSessions.durationMinutes} * interval '1 minute')`;

/** tour_bookings rows that are webinar sign-ups. */
export const isWebinarSignup: SQL = sql`(exists (select 1 from ${webinarRegistrations} where ${webinarRegistrations.tourBookingId} = ${tourBookings.id})
  or coalesce(${tourBookings.additionalInformation}, '') like ${`${WEBINAR_SIGNUP_PREFIX}%`})`;

/** tour_bookings rows that are sign-ups for a session matching `condition` (on webinar_sessions). */
export function signupsOfSessions(condition: SQL): SQL {
  return sql`(exists (select 1 from ${webinarRegistrations} join ${webinarSessions} on ${webinarSessions.id} = ${webinarRegistrations.sessionId}
      where ${webinarRegistrations.tourBookingId} = ${tourBookings.id} and ${condition})
    or (coalesce(${tourBookings.additionalInformation}, '') like ${`${WEBINAR_SIGNUP_PREFIX}%`} and exists (select 1 from ${webinarSessions}
      where ${tourBookings.additionalInformation} like '%(' || ${webinarSessions.slug} || ')' and ${condition})))`;
}

/** SMS reminders of sessions matching `condition`, or of no session at all (they could never be sent). */
export function smsOfSessions(condition: SQL): SQL {
  return sql`(not exists (select 1 from ${webinarSessions} where ${webinarSessions.slug} = ${webinarSmsReminders.webinarId})
    or exists (select 1 from ${webinarSessions} where ${webinarSessions.slug} = ${webinarSmsReminders.webinarId} and ${condition}))`;
}
