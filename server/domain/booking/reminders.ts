import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { queueNames, sweepTime, transactionWithJobs, type WebinarSweepJob } from "../../jobs/queue.ts";
import { tourSlots } from "./schema.ts";
import type { TourMailJob } from "./tour-bookings.ts";

// The tour's reminder (issue 46): every few minutes (TOUR_REMINDER_CRON, one run across all server
// processes) this sweep claims the held tours that start within 24 hours with a conditional UPDATE
// and queues their reminder mail in the same transaction, so each tour gets one reminder however many
// processes sweep. A tour booked or moved less than 24 hours ahead gets none: its invite is fresh.
export const name = queueNames.tourSweep;
export const cron = (config: Env) => (config.TOUR_REMINDER_CRON === "off" ? undefined : config.TOUR_REMINDER_CRON);

export const TOUR_REMINDER_HOURS = 24;

export async function sweepTourReminders(db: Database, now = new Date()): Promise<number> {
  const within = new Date(now.getTime() + TOUR_REMINDER_HOURS * 3_600_000);
  return transactionWithJobs(db, async (tx, send) => {
    const due = await tx
      .update(tourSlots)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(tourSlots.status, "held"),
          isNull(tourSlots.reminderSentAt),
          gt(tourSlots.startsAt, now),
          lte(tourSlots.startsAt, within),
          sql`${tourSlots.updatedAt} <= ${tourSlots.startsAt} - interval '${sql.raw(String(TOUR_REMINDER_HOURS))} hours'`,
        ),
      )
      .returning({ tourBookingId: tourSlots.tourBookingId });
    for (const { tourBookingId } of due)
      await send(queueNames.tourMail, { kind: "reminder", tourBookingId } satisfies TourMailJob);
    return due.length;
  });
}

export async function run(job: Job<WebinarSweepJob>, db: Database, config: Env): Promise<string> {
  const reminders = await sweepTourReminders(db, sweepTime(job, config));
  return `${reminders} tour reminders`;
}
