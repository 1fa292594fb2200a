import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tourBookings } from "../leads/schema.ts";

// A tour held in a free time (issue 46, decision 1126): the spec's tour_bookings row keeps its
// columns; its time, its guide and its state live here. No two held tours of one guide overlap,
// buffer included: an exclusion constraint (migration 0019) decides, inside the insert, not a check
// before it. Deleting the tour_bookings row (retention, a data-subject request) deletes its slot.

export const tourSlotStatuses = ["held", "cancelled"] as const;

export const tourSlots = pgTable(
  "tour_slots",
  {
    id: serial("id").primaryKey(),
    tourBookingId: integer("tour_booking_id")
      .notNull()
      .references(() => tourBookings.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The end of the tour plus the buffer the rules kept after it: the guide is busy until then. */
    busyUntil: timestamp("busy_until", { withTimezone: true }).notNull(),
    /** Which guide (1 ... the rules' guides) takes the tour. */
    guide: integer("guide").notNull(),
    status: text("status", { enum: tourSlotStatuses }).notNull().default("held"),
    /** The calendar invite's SEQUENCE: raised each time the tour moves or is cancelled (RFC 5545). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** When the 24-hour reminder was queued; cleared when the tour moves. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tour_slots_booking_key").on(t.tourBookingId),
    index("tour_slots_starts_idx").on(t.startsAt),
    check("tour_slots_status_check", sql`${t.status} in ('held', 'cancelled')`),
    check("tour_slots_times_check", sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.busyUntil}`),
    check("tour_slots_guide_check", sql`${t.guide} >= 1`),
  ],
);

/** A period staff blocked for tours (an event in the building, a holiday of the team). */
export const tourBlocks = pgTable(
  "tour_blocks",
  {
    id: serial("id").primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tour_blocks_period_idx").on(t.startsAt, t.endsAt),
    check("tour_blocks_period_check", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The tour rules the team set (one row, id 1); without it the site's defaults apply
 * (tour-availability.ts: defaultTourRules).
 */
export const tourSettings = pgTable(
  "tour_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** The TourRules, validated when read (tour-rules.ts). */
    rules: jsonb("rules").notNull(),
    updatedByEmail: text("updated_by_email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tour_settings_one_row", sql`${t.id} = 1`)],
);
