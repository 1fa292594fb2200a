import type { Database } from "../../db/client.ts";
import { frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time.ts";
import { freeTourTimes, type FreeTourTime, type TourRules } from "./tour-availability.ts";
import { blockedPeriods, tourRules } from "./tour-rules.ts";
import { heldTours } from "./tour-slots.ts";

// A month's free tour times as the site offers them (issue 46): the stored rules, the held tours and
// the blocks of that month read once, then each day computed (tour-availability.ts).

/** The days of a month ("YYYY-MM"), each with its free times (an empty list: no tour that day). */
export async function freeTimesOfMonth(
  db: Database,
  month: string,
  now = new Date(),
  options: FreeTimesOptions = {},
): Promise<{ day: string; times: FreeTourTime[] }[]> {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`);
  return freeTimesOfDays(db, days, now, options);
}

/** How free times are read: `except` leaves a booking's own tour out (the times it could move to); `rules` already read by the caller. */
interface FreeTimesOptions {
  except?: { tourBookingId: number };
  rules?: TourRules;
}

/**
 * One day's free times. Run in the transaction that holds a time, it reads what that transaction sees.
 */
export async function freeTimesOfDay(
  db: Database,
  day: string,
  now = new Date(),
  options: FreeTimesOptions = {},
): Promise<FreeTourTime[]> {
  const [only] = await freeTimesOfDays(db, [day], now, options);
  return only!.times;
}

/** Each of some days with its free times, read in one go. */
export async function freeTimesOfDays(
  db: Database,
  days: string[],
  now: Date,
  { except, rules: known }: FreeTimesOptions = {},
): Promise<{ day: string; times: FreeTourTime[] }[]> {
  const from = instantFromZonedLocal(`${days[0]}T00:00`, VENUE_TIME_ZONE);
  const to = new Date(instantFromZonedLocal(`${days.at(-1)}T00:00`, VENUE_TIME_ZONE).getTime() + 86_400_000);
  // A day before and after: a buffer can reach across midnight.
  const wide = { from: new Date(from.getTime() - 86_400_000), to: new Date(to.getTime() + 86_400_000) };
  const [rules, bookings, blocks] = await Promise.all([
    known ?? tourRules(db),
    heldTours(db, wide.from, wide.to, except?.tourBookingId),
    blockedPeriods(db, wide.from, wide.to),
  ]);
  const today = frankfurtDay(now);
  return days.map((day) => {
    // Only what touches the day (with a day's margin for the buffer): a month with thousands of
    // tours is still a few hundred comparisons per time.
    const dayStart = instantFromZonedLocal(`${day}T00:00`, VENUE_TIME_ZONE).getTime() - 86_400_000;
    const dayEnd = dayStart + 3 * 86_400_000;
    const near = (period: { start: Date; end: Date }) =>
      period.start.getTime() < dayEnd && period.end.getTime() > dayStart;
    return {
      day,
      times: freeTourTimes({ day, today, rules, bookings: bookings.filter(near), blocks: blocks.filter(near) }),
    };
  });
}
