import { and, eq, inArray, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactSubmissions, mailOutbox, newsletterSubscriptions, tourBookings } from "../../db/schema.ts";
import { webinarInterest, webinarRegistrations, webinarSessions } from "../webinar/schema.ts";
import { isWebinarSignup } from "./webinar-rows.ts";
import { eventEnquiries, eventHolds } from "../enquiries/schema.ts";

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
  /** Event enquiries, each with the dates it held; a booked one is kept for the booking's records. */
  eventEnquiries: (typeof eventEnquiries.$inferSelect & {
    dates: { day: string; kind: string; status: string }[];
    booked: boolean;
  })[];
  mails: (typeof mailOutbox.$inferSelect)[];
}

/** An enquiry that became a booking: kept on an erasure request (Art. 17(3)(b) GDPR, commercial records). */
const isBooked = sql`exists (select 1 from ${eventHolds} where ${eventHolds.enquiryId} = ${eventEnquiries.id} and ${eventHolds.kind} = 'booking')`;

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
    eventEnquiries: await enquiriesOf(db, email),
    mails: await db.select().from(mailOutbox).where(mailsAbout(email)),
  };
}

async function enquiriesOf(db: Database, email: string): Promise<SubjectExport["eventEnquiries"]> {
  const enquiries = await db
    .select({ enquiry: eventEnquiries, booked: sql<boolean>`${isBooked}` })
    .from(eventEnquiries)
    .where(sameAddress(eventEnquiries.email, email));
  if (!enquiries.length) return [];
  const holds = await db
    .select({ enquiryId: eventHolds.enquiryId, day: eventHolds.day, kind: eventHolds.kind, status: eventHolds.status })
    .from(eventHolds)
    .where(
      inArray(
        eventHolds.enquiryId,
        enquiries.map((row) => row.enquiry.id),
      ),
    )
    .orderBy(eventHolds.day, eventHolds.id);
  return enquiries.map(({ enquiry, booked }) => ({
    ...enquiry,
    dates: holds
      .filter((hold) => hold.enquiryId === enquiry.id)
      .map(({ day, kind, status }) => ({ day, kind, status })),
    booked,
  }));
}

export interface SubjectDeletion {
  newsletterSubscriptions: number;
  contactMessages: number;
  tourBookings: number;
  webinarInterest: number;
  eventEnquiries: number;
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
      // Its options go with it (a second option behind one moves up only when the expiry job or staff end it).
      eventEnquiries: (
        await tx
          .delete(eventEnquiries)
          .where(and(sameAddress(eventEnquiries.email, email), sql`not ${isBooked}`))
          .returning(id)
      ).length,
      mails: (await tx.delete(mailOutbox).where(mailsAbout(email)).returning(id)).length,
    };
  });
}
