import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Tables and column names as spec section 3 names them, plus id and created_at.

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Double opt-in (docs/decisions/0801-newsletter-double-opt-in.md): pending until the link in
    // the confirmation mail is opened; rows from before it were carried over as confirmed.
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    consentText: text("consent_text"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_subscriptions_status", sql`${t.status} in ('pending', 'confirmed')`),
    index("newsletter_subscriptions_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const contactSubmissions = pgTable("contact_submissions", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phoneNumber: text("phone_number"),
    preferredDate: text("preferred_date").notNull(),
    preferredTime: text("preferred_time").notNull(),
    numberOfGuests: integer("number_of_guests"),
    additionalInformation: text("additional_information"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tour_bookings_guests_range", sql`${t.numberOfGuests} is null or (${t.numberOfGuests} between 1 and 20)`),
  ],
);

// A visitor asked for an SMS 5 minutes before a webinar session (webinar_id is the session's
// slug). The reminder job sends it once and records when; the numbers of a session are deleted
// once it has been held.
export const webinarSmsReminders = pgTable(
  "webinar_sms_reminders",
  {
    id: serial("id").primaryKey(),
    webinarId: text("webinar_id").notNull(),
    countryCode: text("country_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The registration whose confirmation link asked for it: one number per registration (issue 41). */
    registrationId: integer("registration_id"),
  },
  (t) => [
    index("webinar_sms_reminders_webinar_idx").on(t.webinarId),
    uniqueIndex("webinar_sms_reminders_registration_key").on(t.registrationId),
  ],
);

// The site-wide SMS budget (issue 41, docs/decisions/1100): one row per window ("hour" or "day"),
// raised in one conditional statement per accepted number, so no two requests overspend it.
export const smsBudget = pgTable(
  "sms_budget",
  {
    period: text("period", { enum: ["hour", "day"] }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    used: integer("used").notNull().default(0),
    /** When the team was told that this window's budget is spent (once per window). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.period, t.windowStart] })],
);

// One confirmation mail per recipient address, kind and Berlin day (issue 41, docs/decisions/1101):
// the primary key is the limit; the submission itself is stored and the team told regardless.
export const visitorConfirmations = pgTable(
  "visitor_confirmations",
  {
    /** Lower case, +tag removed: "Anna+x@Example.com" -> "anna@example.com". */
    address: text("address").notNull(),
    kind: text("kind").notNull(),
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.address, t.kind, t.day] })],
);

// Fixed-window counters shared by every server process, so a limit holds across instances.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

// Mail the site would have sent while no SMTP_URL is configured (`npm run local`): the back
// office shows it, and the retention job deletes it after retention.outboxDays.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_recipient_idx").on(sql`lower(${t.recipient})`),
  ],
);
export * from "./staff-schema.ts";
export * from "./webinar-schema.ts";
