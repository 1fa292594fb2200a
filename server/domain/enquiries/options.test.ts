import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgErrorCode, type DatabaseHandle } from "../../db/client.ts";
import type { Database } from "../../db/client.ts";
import { addDays } from "../booking/tour-availability.ts";
import { availability, yearCalendar } from "./availability.ts";
import { convertToBooking, endOptions, expireOptions, optionRank, placeOptions, type EventDate } from "./options.ts";
import { eventEnquiries, eventHolds } from "./schema.ts";
import { eventSpace } from "./spaces.ts";
import { clearEventDays } from "../../../tests/support/event-days";

// Options on event dates (issue 47, decision 1130) on embedded PGlite and, when TEST_DATABASE_URL is
// set, PostgreSQL, where 50 enquiries for one free date race for real. The clock is passed in; each
// run takes days of its own (a reused database keeps earlier runs' holds).
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

for (const target of targets) {
  describe(`event options on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    const base = Date.UTC(2070, 0, 1) + Math.floor(Math.random() * 3_300) * 86_400_000;
    let next = 0;
    /** A date of its own for each use: the event 9:00-18:00 UTC. */
    const freshDate = (): EventDate => {
      const start = base + next++ * 86_400_000 + 9 * 3_600_000;
      return {
        day: new Date(start).toISOString().slice(0, 10),
        startsAt: new Date(start),
        endsAt: new Date(start + 9 * 3_600_000),
      };
    };
    const now = new Date(base - 30 * 86_400_000);
    const liberty = eventSpace("liberty")!;
    const double = eventSpace("horizon-liberty")!;

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 20 });
      db = handle.db;
      await clearEventDays(db, base);
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    async function enquiry(spaceId = "liberty"): Promise<number> {
      const [row] = await db
        .insert(eventEnquiries)
        .values({ fullName: "Pat Planner", email: "pat@example.com", spaceId, guests: 120 })
        .returning({ id: eventEnquiries.id });
      return row!.id;
    }
    const place = (enquiryId: number, dates: EventDate[], space = liberty) =>
      db.transaction((tx) => placeOptions(tx, { enquiryId, space, dates, now }));

    it("first option, second behind it, a third refused; the double floor waits on its busiest floor", async () => {
      const date = freshDate();
      const [a, b, c, d] = [await enquiry(), await enquiry(), await enquiry(), await enquiry("horizon-liberty")];
      expect(await place(a, [date])).toEqual({ held: true, rank: 1 });
      expect(await place(b, [date])).toEqual({ held: true, rank: 2 });
      expect(await place(c, [date])).toEqual({ held: false, reason: "full" });
      // Horizon is free that day, Liberty has two options: the double floor cannot wait a third deep.
      expect(await place(d, [date], double)).toEqual({ held: false, reason: "full" });
      // A first option runs 7 days; the second's clock starts when it moves up.
      const [first] = await db.select().from(eventHolds).where(eq(eventHolds.enquiryId, a));
      expect(first!.expiresAt).toEqual(new Date(now.getTime() + 7 * 86_400_000));
      const [second] = await db.select().from(eventHolds).where(eq(eventHolds.enquiryId, b));
      expect(second!.expiresAt).toBeNull();
    });

    it("a released first option promotes the second; an expired one too (fake clock)", async () => {
      const date = freshDate();
      const [a, b, c] = [await enquiry(), await enquiry(), await enquiry()];
      await place(a, [date]);
      await place(b, [date]);
      const released = new Date(now.getTime() + 86_400_000);
      expect(await db.transaction((tx) => endOptions(tx, { enquiryId: a, status: "released", now: released }))).toEqual(
        [b],
      );
      expect(await optionRank(db, b)).toBe(1);
      expect(await place(c, [date])).toEqual({ held: true, rank: 2 });
      // b's promoted option runs 7 days from its promotion; a day before nothing lapses, then it does.
      expect((await expireOptions(db, new Date(released.getTime() + 6 * 86_400_000))).expired).not.toContain(b);
      const lapsed = await expireOptions(db, new Date(released.getTime() + 7 * 86_400_000));
      expect(lapsed.expired).toContain(b);
      expect(lapsed.promoted).toContain(c);
      expect(await optionRank(db, c)).toBe(1);
      expect(await optionRank(db, b)).toBeUndefined();
    });

    it("a converted option becomes a booking; the second behind it is released; a booked date takes no option", async () => {
      const [date, other] = [freshDate(), freshDate()];
      const [a, b, c] = [await enquiry(), await enquiry(), await enquiry()];
      await place(a, [date]);
      // b waits behind a on the first date and holds a second date first.
      expect(await place(b, [date, other])).toEqual({ held: true, rank: 2 });
      expect(await db.transaction((tx) => convertToBooking(tx, { enquiryId: b, now }))).toEqual({
        converted: false,
        reason: "not first",
      });
      expect(await db.transaction((tx) => convertToBooking(tx, { enquiryId: a, now }))).toEqual({
        converted: true,
        released: [b],
        promoted: [],
      });
      expect(await optionRank(db, b)).toBeUndefined(); // its other date is free again
      expect(await place(c, [other])).toEqual({ held: true, rank: 1 });
      expect(await place(c, [date])).toEqual({ held: false, reason: "booked" });
      // The database refuses a second booking of the floor at that time, whatever the code asks.
      const booking = {
        enquiryId: c,
        floor: 5,
        day: date.day,
        kind: "booking" as const,
        startsAt: date.startsAt,
        endsAt: date.endsAt,
      };
      const error = await db
        .insert(eventHolds)
        .values(booking)
        .catch((failure: unknown) => failure);
      expect(pgErrorCode(error)).toBe("23P01");
    });

    it("the calendar shows free, on option and booked days of a space's floors, never whose", async () => {
      const [optioned, booked, free] = [freshDate(), freshDate(), freshDate()];
      const [a, b] = [await enquiry(), await enquiry()];
      await place(a, [optioned]);
      await place(b, [booked]);
      await db.transaction((tx) => convertToBooking(tx, { enquiryId: b, now }));
      // Liberty's holds show on Liberty and on both double floors that include it, not on Horizon alone.
      const of = async (spaceId: string) => {
        const days = await availability(db, eventSpace(spaceId)!, optioned.day, 3);
        return days.map((entry) => entry.state);
      };
      expect(await of("liberty")).toEqual(["option", "booked", "free"]);
      expect(await of("horizon-liberty")).toEqual(["option", "booked", "free"]);
      expect(await of("horizon")).toEqual(["free", "free", "free"]);
      const days = await availability(db, liberty, optioned.day, 3);
      expect(days[2]!.day).toBe(free.day);
      expect(Object.keys(days[0]!).sort()).toEqual(["day", "state"]);
      expect(JSON.stringify(days)).not.toContain("Pat");
    });

    it("the public year: twelve months from the first of this month, enquirable from tomorrow, never whose", async () => {
      const [optioned, booked] = [freshDate(), freshDate()];
      const [a, b] = [await enquiry(), await enquiry()];
      await place(a, [optioned]);
      await place(b, [booked]);
      await db.transaction((tx) => convertToBooking(tx, { enquiryId: b, now }));
      const today = addDays(optioned.day, -1);
      const months = await yearCalendar(db, eventSpace("horizon-liberty")!, today);
      expect(months).toHaveLength(12);
      expect(months[0]!.month).toBe(today.slice(0, 7));
      expect(months[0]!.days[0]!.day).toBe(`${today.slice(0, 7)}-01`);
      const all = months.flatMap((month) => month.days);
      expect(all.every((entry) => entry.day.startsWith(months.find((m) => m.days.includes(entry))!.month))).toBe(true);
      const of = (day: string) => all.find((entry) => entry.day === day);
      expect(of(today)).toMatchObject({ enquirable: false });
      expect(of(optioned.day)).toEqual({ day: optioned.day, state: "option", enquirable: true });
      expect(of(booked.day)).toEqual({ day: booked.day, state: "booked", enquirable: true });
      expect(JSON.stringify(months)).not.toMatch(/Pat|example\.com/);
    });

    if (target.url)
      it("50 enquiries for one free date at once: exactly one first option, one second, the rest refused", async () => {
        const date = freshDate();
        const ids = await Promise.all(Array.from({ length: 50 }, () => enquiry()));
        const outcomes = await Promise.all(ids.map((id) => place(id, [date])));
        expect(outcomes.filter((o) => o.held && o.rank === 1)).toHaveLength(1);
        expect(outcomes.filter((o) => o.held && o.rank === 2)).toHaveLength(1);
        expect(outcomes.filter((o) => !o.held)).toHaveLength(48);
        const held = await db.select().from(eventHolds).where(inArray(eventHolds.enquiryId, ids));
        expect(held.map((row) => row.rank).sort()).toEqual([1, 2]);
      }, 60_000);
  });
}
