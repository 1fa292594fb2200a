import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Event enquiries and the dates they hold (issue 47, decision 1130). An enquiry for a space holds
// each of the space's floors on each of its dates: a first option, a second one waiting behind it, or
// a booking. Per floor and day the active options are ranked 1, 2 without gaps (an advisory lock per
// floor and day orders concurrent enquiries; a unique index refuses two of one rank); two bookings of
// one floor never overlap (an exclusion constraint over the floor and the booked time, migration 0022).

export const eventEnquiries = pgTable("event_enquiries", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  /** An id of server/domain/enquiries/spaces.ts. */
  spaceId: text("space_id").notNull(),
  guests: integer("guests").notNull(),
  /** theatre, banquet, reception or classroom (server/domain/enquiries/spaces.ts). */
  setup: text("setup"),
  /** What the event is, in the visitor's words or one of the form's types. */
  eventType: text("event_type"),
  /** The add-ons asked for, with quantities: [{ id, quantity? }] of the price list. */
  addOns: jsonb("add_ons").$type<{ id: string; quantity?: number }[]>().notNull().default([]),
  message: text("message"),
  /** The estimate shown before sending, as it was then (prices may change later). */
  estimate: jsonb("estimate"),
  /** The visitor's language: their mails follow it. */
  lang: text("lang").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const eventHoldKinds = ["option", "booking"] as const;
export const eventHoldStatuses = ["active", "released", "expired", "converted"] as const;

export const eventHolds = pgTable(
  "event_holds",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => eventEnquiries.id, { onDelete: "cascade" }),
    /** The floor (4 Horizon, 5 Liberty, 6 Skyline): a combination holds each of its floors. */
    floor: integer("floor").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: eventHoldKinds }).notNull(),
    /** Options: 1 the first option, 2 the second behind it; bookings: null. */
    rank: integer("rank"),
    status: text("status", { enum: eventHoldStatuses }).notNull().default("active"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** When an active option lapses unless extended or converted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_holds_enquiry_idx").on(t.enquiryId),
    index("event_holds_floor_day_idx").on(t.floor, t.day),
    uniqueIndex("event_holds_option_rank_key")
      .on(t.floor, t.day, t.rank)
      .where(sql`${t.kind} = 'option' and ${t.status} = 'active'`),
    check("event_holds_kind_check", sql`${t.kind} in ('option', 'booking')`),
    check("event_holds_status_check", sql`${t.status} in ('active', 'released', 'expired', 'converted')`),
    check(
      "event_holds_rank_check",
      sql`(${t.kind} = 'option') = (${t.rank} is not null) and (${t.rank} is null or ${t.rank} >= 1)`,
    ),
    check("event_holds_times_check", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

// The price list the team edits in the back office (decision 1138): one row, checked by one schema when
// saved and read (price-list-settings.ts); without it, the defaults of price-list.ts apply. `version`
// refuses a save made on a list someone else has changed since.
export const eventPriceList = pgTable(
  "event_price_list",
  {
    id: integer("id").primaryKey().default(1),
    prices: jsonb("prices").notNull(),
    version: integer("version").notNull().default(1),
    updatedByEmail: text("updated_by_email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("event_price_list_one_row", sql`${t.id} = 1`)],
);
