import { or, sql, type SQLWrapper } from "drizzle-orm";
import { webinarSignupLabel } from "../../app/content/webinar.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, mailOutbox, newsletterSubscriptions, tourBookings } from "../db/schema.ts";

// Data subject requests (Art. 15, 17, 20 GDPR) for one e-mail address: everything stored about
// it, as JSON, and its deletion. The back office calls these and records them in its audit log.
// SMS reminder numbers are stored without an address, so they cannot be matched; they are
// deleted after the webinar anyway.

const sameAddress = (column: SQLWrapper, email: string) => sql`lower(${column}) = lower(${email.trim()})`;

export interface SubjectExport {
  email: string;
  exportedAt: string;
  newsletterSubscriptions: (typeof newsletterSubscriptions.$inferSelect)[];
  contactMessages: (typeof contactSubmissions.$inferSelect)[];
  tourRequests: (typeof tourBookings.$inferSelect)[];
  webinarRegistrations: (typeof tourBookings.$inferSelect)[];
  mails: (typeof mailOutbox.$inferSelect)[];
}

const mailsAbout = (email: string) =>
  or(sameAddress(mailOutbox.recipient, email), sql`lower(${mailOutbox.headers}->>'Reply-To') = lower(${email.trim()})`);

export async function exportSubjectData(db: Database, email: string, now = new Date()): Promise<SubjectExport> {
  const bookings = await db.select().from(tourBookings).where(sameAddress(tourBookings.email, email));
  return {
    email: email.trim(),
    exportedAt: now.toISOString(),
    newsletterSubscriptions: await db
      .select()
      .from(newsletterSubscriptions)
      .where(sameAddress(newsletterSubscriptions.email, email)),
    contactMessages: await db.select().from(contactSubmissions).where(sameAddress(contactSubmissions.email, email)),
    tourRequests: bookings.filter((row) => row.additionalInformation !== webinarSignupLabel),
    webinarRegistrations: bookings.filter((row) => row.additionalInformation === webinarSignupLabel),
    mails: await db.select().from(mailOutbox).where(mailsAbout(email)),
  };
}

export interface SubjectDeletion {
  newsletterSubscriptions: number;
  contactMessages: number;
  tourBookings: number;
  mails: number;
}

/** Deletes every row about the address in one transaction; queued mails for them then send nothing. */
export async function deleteSubjectData(db: Database, email: string): Promise<SubjectDeletion> {
  return db.transaction(async (tx) => {
    const id = { id: sql<number>`id` };
    return {
      newsletterSubscriptions: (
        await tx.delete(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, email)).returning(id)
      ).length,
      contactMessages: (
        await tx.delete(contactSubmissions).where(sameAddress(contactSubmissions.email, email)).returning(id)
      ).length,
      tourBookings: (await tx.delete(tourBookings).where(sameAddress(tourBookings.email, email)).returning(id)).length,
      mails: (await tx.delete(mailOutbox).where(mailsAbout(email)).returning(id)).length,
    };
  });
}
