import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tourBookings } from "../leads/schema.ts";

// The webinar as data (docs/decisions/1000-webinar-sessions-as-data.md): staff schedule sessions
// in the back office; visitors register for an open one. A registration links the spec's
// tour_bookings row (written as spec section 3 says) to its session; deleting that row (retention,
// data-subject requests) deletes the registration with it.

export const webinarSessionStatuses = ["scheduled", "cancelled", "held"] as const;
export type WebinarSessionStatus = (typeof webinarSessionStatuses)[number];

export const webinarSessions = pgTable(
  "webinar_sessions",
  {
    id: serial("id").primaryKey(),
    /** Stable public id: part of the calendar UID and of the sign-up label, e.g. "led-wall-2025-07-18". */
    slug: text("slug").notNull(),
    topic: text("topic").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    /** Seats taken, raised in the same statement that checks it against capacity (no overbooking). */
    seatsTaken: integer("seats_taken").notNull().default(0),
    joinUrl: text("join_url").notNull(),
    /** The calendar file's SEQUENCE: raised each time the session's time changes (its registrants are mailed). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    status: text("status", { enum: webinarSessionStatuses }).notNull().default("scheduled"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webinar_sessions_slug_key").on(t.slug),
    index("webinar_sessions_starts_idx").on(t.startsAt),
    check("webinar_sessions_status_check", sql`${t.status} in ('scheduled', 'cancelled', 'held')`),
    check("webinar_sessions_duration_check", sql`${t.durationMinutes} between 15 and 480`),
    check("webinar_sessions_capacity_check", sql`${t.capacity} between 1 and 10000`),
    check("webinar_sessions_seats_check", sql`${t.seatsTaken} between 0 and ${t.capacity}`),
  ],
);

export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => webinarSessions.id, { onDelete: "restrict" }),
    tourBookingId: integer("tour_booking_id")
      .notNull()
      .references(() => tourBookings.id, { onDelete: "cascade" }),
    /** As typed; unique per session case-insensitively, so a second sign-up is the same registration. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the 24-hour reminder mail was queued for this registrant (once). */
    reminderMailSentAt: timestamp("reminder_mail_sent_at", { withTimezone: true }),
    /** The client's network (IPv4 /24, IPv6 /48): seats held per network are capped (decision 1102). */
    clientNetwork: text("client_network"),
    /** Milliseconds from the form's render to its post, as the signed form ticket tells (null: unknown). */
    fillMs: integer("fill_ms"),
    /** The language of the page the registrant signed up on: their mails and links are in it (issue 44). */
    locale: text("locale", { enum: ["en", "de"] })
      .notNull()
      .default("de"),
  },
  (t) => [
    uniqueIndex("webinar_registrations_session_email_key").on(t.sessionId, sql`lower(${t.email})`),
    uniqueIndex("webinar_registrations_tour_booking_key").on(t.tourBookingId),
    index("webinar_registrations_network_idx").on(t.sessionId, t.clientNetwork),
    check("webinar_registrations_locale_check", sql`${t.locale} in ('en', 'de')`),
  ],
);

/** "Benachrichtigen Sie mich beim nächsten Termin": mailed once when staff publish a session. */
export const webinarInterest = pgTable(
  "webinar_interest",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The language of the page the address was left on: the one mail is in it (issue 44). */
    locale: text("locale", { enum: ["en", "de"] })
      .notNull()
      .default("de"),
  },
  (t) => [
    check("webinar_interest_locale_check", sql`${t.locale} in ('en', 'de')`),
    uniqueIndex("webinar_interest_waiting_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * SMS the site would have sent while no provider is configured (SMS_PROVIDER_URL unset): the back
 * office's Mail page lists them beside the mail outbox. Deleted with the session's numbers (after it is held).
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id").references(() => webinarSessions.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_created_idx").on(t.createdAt)],
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
