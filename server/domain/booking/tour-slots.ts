import { and, eq, gt, lt, ne } from "drizzle-orm";
import { pgErrorCode, type Database } from "../../db/client.ts";
import { tourSlots } from "./schema.ts";
import type { BusyPeriod, TourRules } from "./tour-availability.ts";

// Holding a tour time (issue 46, decision 1126): the tour takes the first guide whose time is free,
// decided by the database's exclusion constraint inside the insert, so two visitors posting the same
// free time at once cannot both get it. Run it in the transaction that stores the tour request.

export type HoldResult = { ok: true; slotId: number; guide: number } | { ok: false; reason: "taken" };

const EXCLUSION_VIOLATION = "23P01";

export async function holdTourSlot(
  tx: Database,
  hold: { tourBookingId: number; startsAt: Date; rules: TourRules },
): Promise<HoldResult> {
  const endsAt = new Date(hold.startsAt.getTime() + hold.rules.tourMinutes * 60_000);
  const busyUntil = new Date(endsAt.getTime() + hold.rules.bufferMinutes * 60_000);
  for (let guide = 1; guide <= hold.rules.guides; guide++) {
    try {
      // A savepoint per guide: a refused insert leaves the surrounding transaction usable.
      const [slot] = await tx.transaction((inner) =>
        inner
          .insert(tourSlots)
          .values({ tourBookingId: hold.tourBookingId, startsAt: hold.startsAt, endsAt, busyUntil, guide })
          .returning({ id: tourSlots.id }),
      );
      return { ok: true, slotId: slot!.id, guide };
    } catch (error) {
      if (pgErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  return { ok: false, reason: "taken" };
}

/** The held tours that touch a period, as busy periods for the free times (buffer included). */
export async function heldTours(db: Database, from: Date, to: Date, exceptBookingId?: number): Promise<BusyPeriod[]> {
  const rows = await db
    .select({ start: tourSlots.startsAt, end: tourSlots.endsAt, guide: tourSlots.guide })
    .from(tourSlots)
    .where(
      and(
        eq(tourSlots.status, "held"),
        lt(tourSlots.startsAt, to),
        gt(tourSlots.busyUntil, from),
        exceptBookingId === undefined ? undefined : ne(tourSlots.tourBookingId, exceptBookingId),
      ),
    );
  return rows;
}
