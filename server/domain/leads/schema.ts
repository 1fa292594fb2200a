import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

// The leads' tables, their column names as spec section 3 names them, plus id and created_at.

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language of the page the message was sent from ('en', 'de'): the visitor's mail and the lead follow it. */
    language: text("language").notNull().default("en"),
  },
  (t) => [check("contact_submissions_language_check", sql`${t.language} in ('en', 'de')`)],
);

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
    /** The language of the page the request was sent from (issue 44): the visitor's mails follow it. */
    lang: text("lang").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tour_bookings_guests_range", sql`${t.numberOfGuests} is null or (${t.numberOfGuests} between 1 and 20)`),
    check("tour_bookings_lang_check", sql`${t.lang} in ('en', 'de')`),
  ],
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
