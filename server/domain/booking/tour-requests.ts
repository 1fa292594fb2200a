import { retryingDeadlocks, type Database } from "../../db/client.ts";
import { tourBookings } from "../../db/schema.ts";
import { queueNames, sendLeadMails, transactionWithJobs } from "../../jobs/queue.ts";
import { frankfurtDay } from "../company/venue-time.ts";
import { freeTimesOfDays } from "./free-times.ts";
import { addDays, lastBookableDay, withinTourHours, type TourRules } from "./tour-availability.ts";
import { holdRequestedTime, type TourMailJob } from "./tour-bookings.ts";
import { tourRules } from "./tour-rules.ts";

// A tour request from /book-tour (issue 46, decision 1128). A time within the venue's tour hours
// (weekdays 9:00-18:00 by default) is booked at once if it is free, and refused with the day's free
// times if not; any other time (a weekend, an evening, a holiday, beyond the weeks offered) is a
// request by arrangement that staff confirm into a time, as the spec's flow has always worked.

type TourRequest = Omit<typeof tourBookings.$inferInsert, "id" | "createdAt">;

export type TourRequestOutcome =
  | { stored: true; booked: boolean }
  | { stored: false; reason: "past" }
  | { stored: false; reason: "taken"; alternatives?: { day: string; times: string[] } };

class TimeNotFree extends Error {}

export async function storeTourRequest(
  db: Database,
  request: TourRequest,
  now = new Date(),
): Promise<TourRequestOutcome> {
  const today = frankfurtDay(now);
  const day = request.preferredDate;
  if (day < today) return { stored: false, reason: "past" };
  const rules = await tourRules(db);
  const bookable = withinTourHours(day, request.preferredTime, rules) && day <= lastBookableDay(today, rules);
  try {
    // Concurrent requests for one time meet in the slot's exclusion constraint, which may deadlock.
    await retryingDeadlocks(() =>
      transactionWithJobs(db, async (tx, send) => {
        const [row] = await tx.insert(tourBookings).values(request).returning({ id: tourBookings.id });
        const id = row!.id;
        if (!bookable) return sendLeadMails(tx, send, { kind: "tour", id }, request.email);
        // The time is held in this transaction or the request is not stored at all.
        if (!(await holdRequestedTime(tx, { tourBookingId: id, day, time: request.preferredTime, now, rules })))
          throw new TimeNotFree();
        await send(queueNames.teamNotification, { kind: "tour", id });
        await send(queueNames.tourMail, { kind: "booked", tourBookingId: id, by: "visitor" } satisfies TourMailJob);
      }),
    );
  } catch (error) {
    if (!(error instanceof TimeNotFree)) throw error;
    return { stored: false, reason: "taken", alternatives: await nextFreeTimes(db, day, now, rules) };
  }
  return { stored: true, booked: bookable };
}

/** The day's free times, or else those of the next day that has some (within the weeks offered). */
async function nextFreeTimes(
  db: Database,
  from: string,
  now: Date,
  rules: TourRules,
): Promise<{ day: string; times: string[] } | undefined> {
  const last = lastBookableDay(frankfurtDay(now), rules);
  const days: string[] = [];
  for (let day = from; day <= last; day = addDays(day, 1)) days.push(day);
  if (!days.length) return undefined;
  const found = (await freeTimesOfDays(db, days, now, { rules })).find((entry) => entry.times.length);
  return found && { day: found.day, times: found.times.map((time) => time.time) };
}
