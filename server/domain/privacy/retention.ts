import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { retention } from "./retention-periods.ts";
import type { Database } from "../../db/client.ts";
import {
  contactSubmissions,
  mailOutbox,
  newsletterSubscriptions,
  rateLimitHits,
  smsBudget,
  tourBookings,
  visitorConfirmations,
  webinarSmsReminders,
} from "../../db/schema.ts";
import { smsOutbox, webinarInterest, webinarRegistrations, webinarSessions } from "../webinar/schema.ts";
import { sessionEnd, signupsOfSessions, smsOfSessions } from "./webinar-rows.ts";
import { eventEnquiries, eventHolds } from "../enquiries/schema.ts";

// Deletes what the privacy page says is no longer kept (periods from server/domain/privacy/retention-periods.ts).
// `now` is a parameter so tests can move the clock past each period.

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
/** A notified interest address is normally deleted by its mail job; this catches one whose mail never ran. */
const NOTIFIED_INTEREST_DAYS = 7;

export interface SweepResult {
  contactMessages: number;
  tourRequests: number;
  eventEnquiries: number;
  webinarRegistrations: number;
  smsReminders: number;
  webinarInterest: number;
  pendingNewsletter: number;
  outboxMails: number;
  smsOutbox: number;
  rateLimitCounters: number;
  confirmationNotes: number;
  webinarNetworks: number;
  smsBudgetCounters: number;
}

export async function sweepExpired(db: Database, now = new Date()): Promise<SweepResult> {
  const count = async (query: Promise<unknown[]>) => (await query).length;
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
    // An enquiry that became no booking, 12 months after its last date (its holds go with it; its lead
    // by the inbox trigger). A booked one is kept for the booking's records.
    eventEnquiries: await count(
      db
        .delete(eventEnquiries)
        .where(
          sql`not exists (select 1 from ${eventHolds} where ${eventHolds.enquiryId} = ${eventEnquiries.id} and ${eventHolds.kind} = 'booking')
            and coalesce((select max(${eventHolds.day}) from ${eventHolds} where ${eventHolds.enquiryId} = ${eventEnquiries.id}), (${eventEnquiries.createdAt} at time zone 'Europe/Berlin')::date)
              < ${monthsBefore(now, retention.enquiryMonths).toISOString().slice(0, 10)}::date`,
        )
        .returning(returning),
    ),
    // Every session's sign-ups, 3 months after that session's end (held or cancelled alike).
    webinarRegistrations: await count(
      db
        .delete(tourBookings)
        .where(signupsOfSessions(sql`${sessionEnd} < ${monthsBefore(now, retention.webinarMonths)}`))
        .returning(returning),
    ),
    // SMS numbers once their session has ended or was cancelled (the reminder sweep also deletes them
    // when it marks a session held).
    smsReminders: retention.smsAfterWebinar
      ? await count(
          db
            .delete(webinarSmsReminders)
            .where(smsOfSessions(sql`(${sessionEnd} <= ${now} or ${webinarSessions.status} = 'cancelled')`))
            .returning(returning),
        )
      : 0,
    webinarInterest: await count(
      db
        .delete(webinarInterest)
        .where(
          or(
            and(
              isNull(webinarInterest.notifiedAt),
              lt(webinarInterest.createdAt, monthsBefore(now, retention.webinarInterestMonths)),
            ),
            and(
              isNotNull(webinarInterest.notifiedAt),
              lt(webinarInterest.notifiedAt, daysBefore(now, NOTIFIED_INTEREST_DAYS)),
            ),
          ),
        )
        .returning(returning),
    ),
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
    smsOutbox: await count(
      db
        .delete(smsOutbox)
        .where(
          or(
            lt(smsOutbox.createdAt, daysBefore(now, retention.outboxDays)),
            sql`${smsOutbox.sessionId} in (select ${webinarSessions.id} from ${webinarSessions} where ${sessionEnd} <= ${now})`,
          ),
        )
        .returning(returning),
    ),
    // The abuse defences' own rows (issue 41): each is needed only for its window or day.
    rateLimitCounters: await count(
      db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStart, minutesBefore(now, retention.rateLimitMinutes)))
        .returning({ bucket: rateLimitHits.bucket }),
    ),
    confirmationNotes: await count(
      db
        .delete(visitorConfirmations)
        .where(lt(visitorConfirmations.createdAt, daysBefore(now, retention.confirmationNoteDays)))
        .returning({ address: visitorConfirmations.address }),
    ),
    // The seats-per-network check matters only until the session ends (or is cancelled).
    webinarNetworks: retention.networkAfterWebinar
      ? await count(
          db
            .update(webinarRegistrations)
            .set({ clientNetwork: null })
            .where(
              and(
                isNotNull(webinarRegistrations.clientNetwork),
                sql`${webinarRegistrations.sessionId} in (select ${webinarSessions.id} from ${webinarSessions} where ${sessionEnd} <= ${now} or ${webinarSessions.status} = 'cancelled')`,
              ),
            )
            .returning(returning),
        )
      : 0,
    smsBudgetCounters: await count(
      db
        .delete(smsBudget)
        .where(lt(smsBudget.windowStart, daysBefore(now, retention.smsBudgetDays)))
        .returning({ period: smsBudget.period }),
    ),
  };
}
