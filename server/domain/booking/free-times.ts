import type { Database } from "../../db/client.ts";
import { frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time.ts";
import { freeTourTimes, type FreeTourTime } from "./tour-availability.ts";
import { blockedPeriods, tourRules } from "./tour-rules.ts";
import { heldTours } from "./tour-slots.ts";

// A month's free tour times as the site offers them (issue 46): the stored rules, the held tours and
// the blocks of that month read once, then each day computed (tour-availability.ts).

/** The days of a month ("YYYY-MM"), each with its free times (an empty list: no tour that day). */
export async function freeTimesOfMonth(
  db: Database,
  month: string,
  now = new Date(),
): Promise<{ day: string; times: FreeTourTime[] }[]> {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const first = `${month}-01`;
  const from = instantFromZonedLocal(`${first}T00:00`, VENUE_TIME_ZONE);
  const next = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 10);
  const to = instantFromZonedLocal(`${next}T00:00`, VENUE_TIME_ZONE);
  // A day before and after: a buffer can reach across midnight.
  const wide = { from: new Date(from.getTime() - 86_400_000), to: new Date(to.getTime() + 86_400_000) };
  const [rules, bookings, blocks] = await Promise.all([
    tourRules(db),
    heldTours(db, wide.from, wide.to),
    blockedPeriods(db, wide.from, wide.to),
  ]);
  const today = frankfurtDay(now);
  return Array.from({ length: days }, (_, index) => {
    const day = `${month}-${String(index + 1).padStart(2, "0")}`;
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
