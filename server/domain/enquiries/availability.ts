import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { venues } from "../company/venue-figures.ts";
import { addDays } from "../booking/tour-availability.ts";
import { enquirableDays } from "./option-rules.ts";
import { MAX_OPTION_RANK } from "./options.ts";
import { eventHolds } from "./schema.ts";
import type { EventSpace } from "./spaces.ts";

// What a space's calendar shows the public (issue 47): each day free, on option or booked, from
// the active holds of its floors; never whose, so only the states leave this module.

export type DayState = "free" | "option" | "booked";

/** The days from `from` (YYYY-MM-DD) on, `days` of them, each with its state for the space. */
export async function availability(
  db: Database,
  space: EventSpace,
  from: string,
  days = 365,
): Promise<{ day: string; state: DayState }[]> {
  const to = addDays(from, days);
  const floors = space.floors.map((key) => venues[key].floor);
  const rows = await db
    .select({
      day: eventHolds.day,
      booked: sql<boolean>`bool_or(${eventHolds.kind} = 'booking')`,
    })
    .from(eventHolds)
    .where(
      and(
        eq(eventHolds.status, "active"),
        inArray(eventHolds.floor, floors),
        gte(eventHolds.day, from),
        lt(eventHolds.day, to),
      ),
    )
    .groupBy(eventHolds.day);
  const held = new Map(rows.map((row) => [row.day, row.booked ? ("booked" as const) : ("option" as const)]));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(from, index);
    return { day, state: held.get(day) ?? "free" };
  });
}

/**
 * Which of these days (YYYY-MM-DD) an enquiry for the space cannot hold now: booked on one of its
 * floors, or full (a floor with a first and a second option already). For a refused enquiry's answer.
 */
export async function closedDays(
  db: Database,
  space: EventSpace,
  days: string[],
): Promise<{ day: string; state: "booked" | "full" }[]> {
  if (!days.length) return [];
  const floors = space.floors.map((key) => venues[key].floor);
  const rows = await db
    .select({
      day: eventHolds.day,
      floor: eventHolds.floor,
      booked: sql<boolean>`bool_or(${eventHolds.kind} = 'booking')`,
      options: sql<number>`count(*) filter (where ${eventHolds.kind} = 'option')::int`,
    })
    .from(eventHolds)
    .where(and(eq(eventHolds.status, "active"), inArray(eventHolds.floor, floors), inArray(eventHolds.day, days)))
    .groupBy(eventHolds.day, eventHolds.floor);
  return [...new Set(days)].sort().flatMap((day): { day: string; state: "booked" | "full" }[] => {
    const ofDay = rows.filter((row) => row.day === day);
    if (ofDay.some((row) => row.booked)) return [{ day, state: "booked" }];
    if (ofDay.some((row) => Number(row.options) >= MAX_OPTION_RANK)) return [{ day, state: "full" }];
    return [];
  });
}

/** A day of the public calendar: its state, and whether an enquiry may ask for it (tomorrow to a year on). */
export interface CalendarDay {
  day: string;
  state: DayState;
  enquirable: boolean;
}

/**
 * A space's public calendar: twelve months from the first of `today`'s month (YYYY-MM-DD, Frankfurt),
 * each with its days. Only the states: nothing of who holds a day leaves this module.
 */
export async function yearCalendar(
  db: Database,
  space: EventSpace,
  today: string,
): Promise<{ month: string; days: CalendarDay[] }[]> {
  const from = `${today.slice(0, 7)}-01`;
  const [year, month] = from.split("-").map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1 + 12, 1)).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(end) - Date.parse(from)) / 86_400_000);
  const { first, last } = enquirableDays(today);
  const months = new Map<string, CalendarDay[]>();
  for (const { day, state } of await availability(db, space, from, days)) {
    const key = day.slice(0, 7);
    if (!months.has(key)) months.set(key, []);
    months.get(key)!.push({ day, state, enquirable: day >= first && day <= last });
  }
  return [...months].map(([key, ofMonth]) => ({ month: key, days: ofMonth }));
}
