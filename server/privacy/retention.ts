import { and, eq, lt, sql } from "drizzle-orm";
import { retention } from "../../app/content/retention.ts";
import { webinar, webinarSignupLabel } from "../../app/content/webinar.ts";
import type { Database } from "../db/client.ts";
import {
  contactSubmissions,
  mailOutbox,
  newsletterSubscriptions,
  tourBookings,
  webinarSmsReminders,
} from "../db/schema.ts";

// Deletes what the privacy page says is no longer kept (periods from app/content/retention.ts).
// `now` is a parameter so tests can move the clock past each period.

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const monthsAfter = (date: Date, months: number) => monthsBefore(date, -months);

export interface SweepResult {
  contactMessages: number;
  tourRequests: number;
  webinarRegistrations: number;
  smsReminders: number;
  pendingNewsletter: number;
  outboxMails: number;
}

export async function sweepExpired(db: Database, now = new Date()): Promise<SweepResult> {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const webinarEnd = new Date(webinar.end);
  const returning = { id: sql<number>`id` };

  return {
    contactMessages: await count(
      db
        .delete(contactSubmissions)
        .where(lt(contactSubmissions.createdAt, monthsBefore(now, retention.contactMonths)))
        .returning(returning),
    ),
    // 12 months after the tour date (preferred_date, YYYY-MM-DD; the webinar's rows hold its label).
    tourRequests: await count(
      db
        .delete(tourBookings)
        .where(
          sql`${tourBookings.preferredDate} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${tourBookings.preferredDate}::date < ${monthsBefore(now, retention.tourMonths).toISOString().slice(0, 10)}::date`,
        )
        .returning(returning),
    ),
    webinarRegistrations:
      monthsAfter(webinarEnd, retention.webinarMonths) < now
        ? await count(
            db
              .delete(tourBookings)
              .where(eq(tourBookings.additionalInformation, webinarSignupLabel))
              .returning(returning),
          )
        : 0,
    smsReminders:
      retention.smsAfterWebinar && webinarEnd < now
        ? await count(
            db.delete(webinarSmsReminders).where(eq(webinarSmsReminders.webinarId, webinar.id)).returning(returning),
          )
        : 0,
    pendingNewsletter: await count(
      db
        .delete(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, "pending"),
            lt(newsletterSubscriptions.createdAt, daysBefore(now, retention.unconfirmedNewsletterDays)),
          ),
        )
        .returning(returning),
    ),
    outboxMails: await count(
      db
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, daysBefore(now, retention.outboxDays)))
        .returning(returning),
    ),
  };
}
