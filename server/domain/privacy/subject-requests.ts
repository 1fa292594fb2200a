import { and, eq, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactSubmissions, mailOutbox, newsletterSubscriptions, tourBookings } from "../../db/schema.ts";
import { webinarInterest, webinarRegistrations, webinarSessions } from "../webinar/schema.ts";
import { isWebinarSignup } from "./webinar-rows.ts";

// Data subject requests (Art. 15, 17, 20 GDPR) for one e-mail address: everything stored about
// it, as JSON, and its deletion. The back office calls these and records them in its audit log.
// Webinar sign-ups of every session are tour_bookings rows (webinar-rows.ts); "notify me" addresses
// are webinar_interest rows. SMS reminder numbers are stored without an address, so they cannot be
// matched; they are deleted after their webinar anyway.

const sameAddress = (column: SQLWrapper, email: string) => sql`lower(${column}) = lower(${email.trim()})`;

export interface SubjectExport {
  email: string;
  exportedAt: string;
  newsletterSubscriptions: (typeof newsletterSubscriptions.$inferSelect)[];
  contactMessages: (typeof contactSubmissions.$inferSelect)[];
  tourRequests: (typeof tourBookings.$inferSelect)[];
  /** Sign-ups for any session, each with the session it is for (when linked). */
  webinarRegistrations: (typeof tourBookings.$inferSelect & {
    session: { slug: string; topic: string; startsAt: Date } | null;
  })[];
  webinarInterest: (typeof webinarInterest.$inferSelect)[];
  mails: (typeof mailOutbox.$inferSelect)[];
}

const mailsAbout = (email: string) =>
  or(sameAddress(mailOutbox.recipient, email), sql`lower(${mailOutbox.headers}->>'Reply-To') = lower(${email.trim()})`);

export async function exportSubjectData(db: Database, email: string, now = new Date()): Promise<SubjectExport> {
  const bookings = await db
    .select({
      booking: tourBookings,
      webinar: sql<boolean>`${isWebinarSignup}`,
      slug: webinarSessions.slug,
      topic: webinarSessions.topic,
      startsAt: webinarSessions.startsAt,
    })
    .from(tourBookings)
    .leftJoin(webinarRegistrations, eq(webinarRegistrations.tourBookingId, tourBookings.id))
    .leftJoin(webinarSessions, eq(webinarSessions.id, webinarRegistrations.sessionId))
    .where(sameAddress(tourBookings.email, email));
  return {
    email: email.trim(),
    exportedAt: now.toISOString(),
    newsletterSubscriptions: await db
      .select()
      .from(newsletterSubscriptions)
      .where(sameAddress(newsletterSubscriptions.email, email)),
    contactMessages: await db.select().from(contactSubmissions).where(sameAddress(contactSubmissions.email, email)),
    tourRequests: bookings.filter((row) => !row.webinar).map((row) => row.booking),
    webinarRegistrations: bookings
      .filter((row) => row.webinar)
      .map(({ booking, slug, topic, startsAt }) => ({
        ...booking,
        session: slug && topic && startsAt ? { slug, topic, startsAt } : null,
      })),
    webinarInterest: await db.select().from(webinarInterest).where(sameAddress(webinarInterest.email, email)),
    mails: await db.select().from(mailOutbox).where(mailsAbout(email)),
  };
}

export interface SubjectDeletion {
  newsletterSubscriptions: number;
  contactMessages: number;
  tourBookings: number;
  webinarInterest: number;
  mails: number;
}

/**
 * Deletes every row about the address in one transaction; queued mails for them then send nothing.
 * A deleted registration for a session still open gives its seat back.
 */
export async function deleteSubjectData(db: Database, email: string): Promise<SubjectDeletion> {
  return db.transaction(async (tx) => {
    const id = { id: sql<number>`id` };
    const seats = await tx
      .select({ sessionId: webinarRegistrations.sessionId, n: sql<number>`count(*)::int` })
      .from(webinarRegistrations)
      .innerJoin(tourBookings, eq(tourBookings.id, webinarRegistrations.tourBookingId))
      .where(sameAddress(tourBookings.email, email))
      .groupBy(webinarRegistrations.sessionId);
    for (const { sessionId, n } of seats)
      await tx
        .update(webinarSessions)
        .set({ seatsTaken: sql`greatest(0, ${webinarSessions.seatsTaken} - ${n})` })
        .where(and(eq(webinarSessions.id, sessionId), eq(webinarSessions.status, "scheduled")));
    return {
      newsletterSubscriptions: (
        await tx.delete(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, email)).returning(id)
      ).length,
      contactMessages: (
        await tx.delete(contactSubmissions).where(sameAddress(contactSubmissions.email, email)).returning(id)
      ).length,
      tourBookings: (await tx.delete(tourBookings).where(sameAddress(tourBookings.email, email)).returning(id)).length,
      webinarInterest: (await tx.delete(webinarInterest).where(sameAddress(webinarInterest.email, email)).returning(id))
        .length,
      mails: (await tx.delete(mailOutbox).where(mailsAbout(email)).returning(id)).length,
    };
  });
}
