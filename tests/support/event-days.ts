import { and, gte, lt } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { eventHolds } from "../../server/domain/enquiries/schema.ts";

// The event enquiry tests draw their days from a decade each, at random (a kept local database keeps
// earlier runs' holds; CI's is fresh). Before its first test a file clears the holds earlier runs left
// in the days it is about to use, so that a date it takes as free is free: no other file uses them.

const DAY_MS = 86_400_000;

/** Removes every hold on the `days` days from `from` (a time on the first day, UTC). */
export async function clearEventDays(db: Database, from: number, days = 400): Promise<void> {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  await db.delete(eventHolds).where(and(gte(eventHolds.day, day(from)), lt(eventHolds.day, day(from + days * DAY_MS))));
}
