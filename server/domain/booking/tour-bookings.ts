import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leadInbox, tourBookings } from "../../db/schema.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time.ts";
import { recordLeadAudit } from "../staff/audit-log.ts";
import { freeTimesOfDay } from "./free-times.ts";
import { tourSlots } from "./schema.ts";
import { holdTourSlot } from "./tour-slots.ts";
import { tourRules } from "./tour-rules.ts";
import type { TourRules } from "./tour-availability.ts";
import { pgErrorCode } from "../../db/client.ts";

// A tour's life after the request (issue 46, decision 1128): held in a free time when it is asked
// for, moved or cancelled by the visitor's link or by staff, a request 'by arrangement' confirmed
// into a time by staff. Each change raises the invite's SEQUENCE and queues the visitor's mail in the
// same transaction; staff changes are audited on the lead. The database decides whether a time is
// still free (the exclusion constraint on tour_slots), never a check before the write.

type Actor = { id: string; email: string };

/** A tour's mail: the invite (booked), the new time (moved), the cancellation, the 24-hour reminder. */
export interface TourMailJob {
  kind: "booked" | "moved" | "cancelled" | "reminder";
  tourBookingId: number;
  /** Moved: the time it had before (ISO). */
  previousStartsAt?: string;
  /** Who changed it: the visitor's own changes are also told to the team. */
  by?: "visitor" | "staff";
}

const EXCLUSION_VIOLATION = "23P01";

/** A Frankfurt day and wall-clock time as an instant. */
export function tourInstant(day: string, time: string): Date {
  return instantFromZonedLocal(`${day}T${time}`, VENUE_TIME_ZONE);
}

/**
 * Holds the asked-for time of a new request, in the transaction that stores it: only a time the
 * rules offer as free (grid, notice, blocks, holidays), and only if the database lets it in.
 */
export async function holdRequestedTime(
  tx: Database,
  request: { tourBookingId: number; day: string; time: string; now: Date; rules: TourRules },
): Promise<boolean> {
  const { rules } = request;
  const free = await freeTimesOfDay(tx, request.day, request.now, { rules });
  if (!free.some((slot) => slot.time === request.time)) return false;
  const held = await holdTourSlot(tx, {
    tourBookingId: request.tourBookingId,
    startsAt: tourInstant(request.day, request.time),
    rules,
  });
  return held.ok;
}

/** A tour request with its slot (none: a request by arrangement) and its lead in the back office. */
export async function tourOfBooking(db: Database, tourBookingId: number) {
  const [row] = await db
    .select({ booking: tourBookings, slot: tourSlots, leadId: leadInbox.id })
    .from(tourBookings)
    .leftJoin(tourSlots, eq(tourSlots.tourBookingId, tourBookings.id))
    .leftJoin(leadInbox, and(eq(leadInbox.kind, "tour"), eq(leadInbox.sourceId, tourBookings.id)))
    .where(eq(tourBookings.id, tourBookingId));
  return row;
}
export type TourOfBooking = NonNullable<Awaited<ReturnType<typeof tourOfBooking>>>;

/** What the visitor's link may do: 'open' (move or cancel), else why not. */
export function manageState(tour: TourOfBooking | undefined, now: Date): "open" | "cancelled" | "over" | "unknown" {
  if (!tour?.slot) return "unknown";
  if (tour.slot.status === "cancelled") return "cancelled";
  if (tour.slot.endsAt.getTime() <= now.getTime()) return "over";
  return "open";
}

export type MoveOutcome = "moved" | "taken" | "gone";

/**
 * Moves a held tour to a new start. The visitor may only move it into a time the rules offer as
 * free (`rulesApply`); staff may put it at any future time a guide is free. The guide may change.
 */
export async function moveTour(
  db: Database,
  move: { tourBookingId: number; startsAt: Date; now: Date; by: Actor | "visitor" },
): Promise<MoveOutcome> {
  try {
    return await transactionWithJobs(db, async (tx, send) => {
      const [slot] = await tx
        .select()
        .from(tourSlots)
        .where(and(eq(tourSlots.tourBookingId, move.tourBookingId), eq(tourSlots.status, "held")))
        .for("update");
      if (!slot || slot.endsAt <= move.now) return "gone";
      if (move.startsAt <= move.now) return "taken";
      const rules = await tourRules(tx);
      if (move.by === "visitor") {
        const free = await freeTimesOfDay(tx, frankfurtDay(move.startsAt), move.now, {
          except: { tourBookingId: move.tourBookingId },
          rules,
        });
        if (!free.some((time) => time.startsAt.getTime() === move.startsAt.getTime())) return "taken";
      }
      const endsAt = new Date(move.startsAt.getTime() + rules.tourMinutes * 60_000);
      const busyUntil = new Date(endsAt.getTime() + rules.bufferMinutes * 60_000);
      // Its own guide first, then the others; a savepoint each, so a refused update leaves the transaction usable.
      const guides = [
        slot.guide,
        ...Array.from({ length: rules.guides }, (_, i) => i + 1).filter((g) => g !== slot.guide),
      ];
      for (const guide of guides) {
        try {
          await tx.transaction((inner) =>
            inner
              .update(tourSlots)
              .set({
                startsAt: move.startsAt,
                endsAt,
                busyUntil,
                guide,
                calendarSequence: slot.calendarSequence + 1,
                reminderSentAt: null,
                updatedAt: move.now,
              })
              .where(eq(tourSlots.id, slot.id)),
          );
        } catch (error) {
          if (pgErrorCode(error) === EXCLUSION_VIOLATION) continue;
          throw error;
        }
        await send(queueNames.tourMail, {
          kind: "moved",
          tourBookingId: move.tourBookingId,
          previousStartsAt: slot.startsAt.toISOString(),
          by: move.by === "visitor" ? "visitor" : "staff",
        } satisfies TourMailJob);
        if (move.by !== "visitor")
          await recordLeadAudit(tx, move.by, { kind: "tour", sourceId: move.tourBookingId }, "tours.move", {
            from: slot.startsAt.toISOString(),
            to: move.startsAt.toISOString(),
          });
        return "moved";
      }
      return "taken";
    });
  } catch (error) {
    // Two moves into one time at once: the loser's transaction may see the conflict only at commit.
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) return "taken";
    throw error;
  }
}

/** Cancels a held tour (its time is free again at once); the visitor gets the calendar's cancellation. */
export async function cancelTour(
  db: Database,
  cancel: { tourBookingId: number; now: Date; by: Actor | "visitor" },
): Promise<"cancelled" | "gone"> {
  return transactionWithJobs(db, async (tx, send) => {
    const [slot] = await tx
      .update(tourSlots)
      .set({ status: "cancelled", calendarSequence: sql`${tourSlots.calendarSequence} + 1`, updatedAt: cancel.now })
      .where(
        and(
          eq(tourSlots.tourBookingId, cancel.tourBookingId),
          eq(tourSlots.status, "held"),
          sql`${tourSlots.endsAt} > ${cancel.now}`,
        ),
      )
      .returning({ startsAt: tourSlots.startsAt });
    if (!slot) return "gone";
    await send(queueNames.tourMail, {
      kind: "cancelled",
      tourBookingId: cancel.tourBookingId,
      by: cancel.by === "visitor" ? "visitor" : "staff",
    } satisfies TourMailJob);
    if (cancel.by !== "visitor")
      await recordLeadAudit(tx, cancel.by, { kind: "tour", sourceId: cancel.tourBookingId }, "tours.cancel", {
        at: slot.startsAt.toISOString(),
      });
    return "cancelled";
  });
}

/** Staff put a request 'by arrangement' into a time: held like any tour, the visitor gets the invite. */
export async function confirmTourRequest(
  db: Database,
  actor: Actor,
  confirm: { tourBookingId: number; startsAt: Date; now: Date },
): Promise<"confirmed" | "taken" | "gone"> {
  if (confirm.startsAt <= confirm.now) return "taken";
  try {
    return await transactionWithJobs(db, async (tx, send) => {
      const tour = await tourOfBooking(tx, confirm.tourBookingId);
      if (!tour || tour.slot) return "gone";
      const held = await holdTourSlot(tx, {
        tourBookingId: confirm.tourBookingId,
        startsAt: confirm.startsAt,
        rules: await tourRules(tx),
      });
      if (!held.ok) return "taken";
      await send(queueNames.tourMail, {
        kind: "booked",
        tourBookingId: confirm.tourBookingId,
        by: "staff",
      } satisfies TourMailJob);
      await recordLeadAudit(tx, actor, { kind: "tour", sourceId: confirm.tourBookingId }, "tours.confirm", {
        at: confirm.startsAt.toISOString(),
      });
      return "confirmed";
    });
  } catch (error) {
    // The same request confirmed twice at once: the unique slot per request refuses the second.
    if (pgErrorCode(error) === "23505") return "gone";
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) return "taken";
    throw error;
  }
}

/** Who a tour or a request is for, as the tours calendar lists them. */
const visitorColumns = {
  tourBookingId: tourBookings.id,
  leadId: leadInbox.id,
  fullName: tourBookings.fullName,
  company: tourBookings.company,
  guests: tourBookings.numberOfGuests,
};

/** The tours held or cancelled in a period, in time order, with their visitors and leads (the tours calendar). */
export async function toursBetween(db: Database, from: Date, to: Date) {
  return db
    .select({
      ...visitorColumns,
      startsAt: tourSlots.startsAt,
      endsAt: tourSlots.endsAt,
      guide: tourSlots.guide,
      status: tourSlots.status,
    })
    .from(tourSlots)
    .innerJoin(tourBookings, eq(tourBookings.id, tourSlots.tourBookingId))
    .leftJoin(leadInbox, and(eq(leadInbox.kind, "tour"), eq(leadInbox.sourceId, tourBookings.id)))
    .where(and(gte(tourSlots.startsAt, from), lt(tourSlots.startsAt, to)))
    .orderBy(asc(tourSlots.startsAt), asc(tourSlots.guide));
}

/**
 * Requests 'by arrangement' that wait for a time: tour requests (not webinar sign-ups) without a slot,
 * for today or later, whose lead is not closed.
 */
export async function openTourRequests(db: Database, today: string) {
  return db
    .select({
      ...visitorColumns,
      preferredDate: tourBookings.preferredDate,
      preferredTime: tourBookings.preferredTime,
    })
    .from(tourBookings)
    .innerJoin(leadInbox, and(eq(leadInbox.kind, "tour"), eq(leadInbox.sourceId, tourBookings.id)))
    .leftJoin(tourSlots, eq(tourSlots.tourBookingId, tourBookings.id))
    .where(
      and(
        isNull(tourSlots.id),
        // preferred_date is text (the spec's column): only real days compare.
        sql`${tourBookings.preferredDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
        gte(tourBookings.preferredDate, today),
        sql`${leadInbox.status} in ('new', 'in_progress')`,
      ),
    )
    .orderBy(asc(tourBookings.preferredDate), asc(tourBookings.preferredTime));
}

/**
 * A tour lead's tour for its page in the back office: its held or cancelled time, or null for a
 * request by arrangement without one; undefined when the lead is no tour request.
 */
export async function tourOfLead(db: Database, leadId: number) {
  const [row] = await db
    .select({
      startsAt: tourSlots.startsAt,
      endsAt: tourSlots.endsAt,
      guide: tourSlots.guide,
      status: tourSlots.status,
    })
    .from(leadInbox)
    .leftJoin(tourSlots, eq(tourSlots.tourBookingId, leadInbox.sourceId))
    .where(and(eq(leadInbox.id, leadId), eq(leadInbox.kind, "tour")));
  if (!row) return undefined;
  return row.startsAt && row.endsAt && row.guide !== null && row.status
    ? { startsAt: row.startsAt, endsAt: row.endsAt, guide: row.guide, status: row.status }
    : null;
}
