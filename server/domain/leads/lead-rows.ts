import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactSubmissions, tourBookings, webinarRegistrations, webinarSessions } from "../../db/schema.ts";

// The row a lead mail is about, read when the job runs. A row deleted in the meantime (a data
// subject request, retention) leaves nothing to send: the job completes without mail.

export async function contactRow(db: Database, id: number) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row;
}

export async function tourRow(db: Database, id: number) {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.id, id));
  return row;
}

/** The webinar registration a sign-up's tour_bookings row belongs to, with its session. */
export async function webinarSignupOf(db: Database, tourBookingId: number) {
  const [row] = await db
    .select({ registrationId: webinarRegistrations.id, locale: webinarRegistrations.locale, session: webinarSessions })
    .from(webinarRegistrations)
    .innerJoin(webinarSessions, eq(webinarSessions.id, webinarRegistrations.sessionId))
    .where(eq(webinarRegistrations.tourBookingId, tourBookingId));
  return row;
}
