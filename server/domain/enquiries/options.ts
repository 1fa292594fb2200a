import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { venues } from "../company/venue-figures.ts";
import { OPTION_DAYS } from "./option-rules.ts";
import { eventHolds } from "./schema.ts";
import type { EventSpace } from "./spaces.ts";

// Options on event dates, as venues book (issue 47, decision 1130). An enquiry for free dates holds
// each floor of its space on each date as a first option; behind a first option it waits as the
// second; a third is refused, as is a date already booked. Releasing or letting a first option
// lapse promotes the second. Concurrent enquiries are put in order per floor and day by a
// transaction-scoped advisory lock (taken in one sorted order, so two enquiries never deadlock);
// the unique index on floor, day and rank refuses anything the lock would have missed.

/** Options wait at most this deep: a first and a second. */
export const MAX_OPTION_RANK = 2;

const LOCK_NAMESPACE = 47_001;

export interface EventDate {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

export type PlaceOutcome = { held: true; rank: number } | { held: false; reason: "booked" | "full" };

const floorOf = (space: EventSpace) => space.floors.map((key) => venues[key].floor);

/** Locks each floor and day, in one order for everybody, until the transaction ends. */
async function lockFloorDays(tx: Database, pairs: { floor: number; day: string }[]): Promise<void> {
  const keys = [...new Set(pairs.map((pair) => `${pair.floor}|${pair.day}`))].sort();
  for (const key of keys) {
    const [floor, day] = key.split("|") as [string, string];
    const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${Number(floor) * 1_000_000 + dayNumber})`);
  }
}

/**
 * An enquiry's active options, read again once their floors and days are locked (until the
 * transaction ends): what a concurrent release, conversion or lapse left of them. Staff actions and
 * conversions decide on these rows only.
 */
export async function lockedActiveOptions(tx: Database, enquiryId: number) {
  const active = and(
    eq(eventHolds.enquiryId, enquiryId),
    eq(eventHolds.kind, "option"),
    eq(eventHolds.status, "active"),
  );
  await lockFloorDays(
    tx,
    await tx.select({ floor: eventHolds.floor, day: eventHolds.day }).from(eventHolds).where(active),
  );
  return tx.select().from(eventHolds).where(active);
}

/**
 * Holds an enquiry's dates as options, in the caller's transaction: every floor of the space on
 * every date, each with its rank on that floor and day; the enquiry's rank is the deepest of them.
 */
export async function placeOptions(
  tx: Database,
  hold: { enquiryId: number; space: EventSpace; dates: EventDate[]; now: Date; optionDays?: number },
): Promise<PlaceOutcome> {
  const floors = floorOf(hold.space);
  const pairs = hold.dates.flatMap((date) => floors.map((floor) => ({ floor, date })));
  await lockFloorDays(
    tx,
    pairs.map(({ floor, date }) => ({ floor, day: date.day })),
  );
  const expiresAt = new Date(hold.now.getTime() + (hold.optionDays ?? OPTION_DAYS) * 86_400_000);
  let deepest = 1;
  const rows: (typeof eventHolds.$inferInsert)[] = [];
  for (const { floor, date } of pairs) {
    const active = await tx
      .select({ kind: eventHolds.kind, rank: eventHolds.rank })
      .from(eventHolds)
      .where(and(eq(eventHolds.floor, floor), eq(eventHolds.day, date.day), eq(eventHolds.status, "active")));
    if (active.some((row) => row.kind === "booking")) return { held: false, reason: "booked" };
    const rank = active.filter((row) => row.kind === "option").length + 1;
    if (rank > MAX_OPTION_RANK) return { held: false, reason: "full" };
    deepest = Math.max(deepest, rank);
    rows.push({
      enquiryId: hold.enquiryId,
      floor,
      day: date.day,
      kind: "option",
      rank,
      startsAt: date.startsAt,
      endsAt: date.endsAt,
      // A second option's clock starts when it is promoted.
      expiresAt: rank === 1 ? expiresAt : null,
    });
  }
  await tx.insert(eventHolds).values(rows);
  return { held: true, rank: deepest };
}

/**
 * Ends an enquiry's active options (released by the visitor or staff, or expired) and moves each
 * second option behind them up; returns the enquiries whose option became a first one.
 */
export async function endOptions(
  tx: Database,
  end: { enquiryId: number; status: "released" | "expired"; now: Date; optionDays?: number },
): Promise<number[]> {
  const mine = await tx
    .select({ floor: eventHolds.floor, day: eventHolds.day })
    .from(eventHolds)
    .where(
      and(eq(eventHolds.enquiryId, end.enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "active")),
    );
  if (!mine.length) return [];
  await lockFloorDays(tx, mine);
  await tx
    .update(eventHolds)
    .set({ status: end.status, updatedAt: end.now })
    .where(
      and(eq(eventHolds.enquiryId, end.enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "active")),
    );
  const expiresAt = new Date(end.now.getTime() + (end.optionDays ?? OPTION_DAYS) * 86_400_000);
  const promoted = new Set<number>();
  for (const { floor, day } of mine) {
    // With at most two ranks, the one behind moves up; its hold now runs from today.
    const moved = await tx
      .update(eventHolds)
      .set({ rank: sql`${eventHolds.rank} - 1`, expiresAt, updatedAt: end.now })
      .where(
        and(
          eq(eventHolds.floor, floor),
          eq(eventHolds.day, day),
          eq(eventHolds.kind, "option"),
          eq(eventHolds.status, "active"),
          gt(eventHolds.rank, 1),
        ),
      )
      .returning({ enquiryId: eventHolds.enquiryId, rank: eventHolds.rank });
    for (const row of moved) if (row.rank === 1) promoted.add(row.enquiryId);
  }
  // Promoted only where every one of its dates is now a first option.
  const result: number[] = [];
  for (const enquiryId of promoted) if ((await optionRank(tx, enquiryId)) === 1) result.push(enquiryId);
  return result;
}

/** The enquiry's rank: 1 when each of its active options is a first one; undefined without options. */
export async function optionRank(db: Database, enquiryId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ deepest: sql<number | null>`max(${eventHolds.rank})` })
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option"), eq(eventHolds.status, "active")));
  return row?.deepest ?? undefined;
}

/** One enquiry's lapse: its options ended, and the enquiries whose option became a first one. */
interface OptionLapse {
  enquiryId: number;
  promoted: number[];
}

/** Runs one enquiry's lapse in a transaction; the sweep's also queues the lapse's mails in it. */
type LapseTransaction = (work: (tx: Database) => Promise<OptionLapse | undefined>) => Promise<OptionLapse | undefined>;

/**
 * The enquiries whose first options lapsed by `now`, expired one by one, each in its own transaction.
 * Under the floor-day locks each is asked again whether it is still due: a concurrent sweep, release
 * or conversion that came first leaves nothing to expire, so nothing is reported (and told) twice.
 */
export async function expireOptions(
  db: Database,
  now: Date,
  transaction: LapseTransaction = (work) => db.transaction(work),
): Promise<{ expired: number[]; promoted: number[] }> {
  const due = await db
    .selectDistinct({ enquiryId: eventHolds.enquiryId })
    .from(eventHolds)
    .where(and(eq(eventHolds.kind, "option"), eq(eventHolds.status, "active"), lte(eventHolds.expiresAt, now)))
    .orderBy(asc(eventHolds.enquiryId));
  const expired: number[] = [];
  const promoted: number[] = [];
  for (const { enquiryId } of due) {
    const lapse = await transaction(async (tx) => {
      const active = and(
        eq(eventHolds.enquiryId, enquiryId),
        eq(eventHolds.kind, "option"),
        eq(eventHolds.status, "active"),
      );
      await lockFloorDays(
        tx,
        await tx.select({ floor: eventHolds.floor, day: eventHolds.day }).from(eventHolds).where(active),
      );
      const [still] = await tx
        .select({ id: eventHolds.id })
        .from(eventHolds)
        .where(and(active, lte(eventHolds.expiresAt, now)))
        .limit(1);
      if (!still) return undefined;
      return { enquiryId, promoted: await endOptions(tx, { enquiryId, status: "expired", now }) };
    });
    if (!lapse) continue;
    expired.push(enquiryId);
    promoted.push(...lapse.promoted);
  }
  return { expired, promoted };
}

/**
 * Staff turn a first option into a booking: its dates become bookings (the exclusion constraint
 * refuses an overlap), the option is converted, and the second options behind it are released
 * (returned, to be told, with the enquiries that moved up on their other dates). Decided under the
 * floor-day locks: of two conversions at once, the second finds no active option left.
 */
export async function convertToBooking(
  tx: Database,
  convert: { enquiryId: number; now: Date },
): Promise<{ converted: true; released: number[]; promoted: number[] } | { converted: false; reason: "not first" }> {
  const options = await lockedActiveOptions(tx, convert.enquiryId);
  if (!options.length || options.some((option) => option.rank !== 1)) return { converted: false, reason: "not first" };
  await tx
    .update(eventHolds)
    .set({ status: "converted", updatedAt: convert.now })
    .where(
      inArray(
        eventHolds.id,
        options.map((option) => option.id),
      ),
    );
  await tx.insert(eventHolds).values(
    options.map((option) => ({
      enquiryId: convert.enquiryId,
      floor: option.floor,
      day: option.day,
      kind: "booking" as const,
      rank: null,
      startsAt: option.startsAt,
      endsAt: option.endsAt,
      // When it was booked: the offer mailed with the booking is dated so (offer-pdf.ts).
      createdAt: convert.now,
      updatedAt: convert.now,
    })),
  );
  // The second options behind it can no longer be had: each such enquiry is released as a whole.
  const behind = await tx
    .selectDistinct({ enquiryId: eventHolds.enquiryId })
    .from(eventHolds)
    .where(
      and(
        eq(eventHolds.kind, "option"),
        eq(eventHolds.status, "active"),
        sql`(${eventHolds.floor}, ${eventHolds.day}) in (${sql.join(
          options.map((option) => sql`(${option.floor}, ${option.day}::date)`),
          sql`, `,
        )})`,
      ),
    );
  const promoted = new Set<number>();
  for (const { enquiryId } of behind)
    for (const moved of await endOptions(tx, { enquiryId, status: "released", now: convert.now })) promoted.add(moved);
  const released = behind.map((row) => row.enquiryId);
  return { converted: true, released, promoted: [...promoted].filter((id) => !released.includes(id)) };
}
