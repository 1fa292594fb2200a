import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client.ts";
import { leadInbox } from "../../db/schema.ts";
import { convertToBooking, endOptions, placeOptions, type EventDate } from "./options.ts";
import { eventEnquiries } from "./schema.ts";
import { calendarFloors, spacesCalendar } from "./spaces-calendar.ts";
import { eventSpace } from "./spaces.ts";

// The back office's calendar of spaces (issue 47, decision 1139) on embedded PGlite and, when
// TEST_DATABASE_URL is set, PostgreSQL. Each run takes a month of a far year of its own (a reused
// database keeps earlier runs' holds), and only looks at that month.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

const DAY = 86_400_000;

for (const target of targets) {
  describe(`the spaces calendar on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    const year = 2100 + Math.floor(Math.random() * 800);
    const month = 1 + Math.floor(Math.random() * 12);
    const first = `${year}-${String(month).padStart(2, "0")}-01`;
    const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    /** The nth day of the month, the event 9:00-18:00 UTC. */
    const date = (n: number): EventDate => {
      const start = Date.parse(`${first}T09:00:00Z`) + (n - 1) * DAY;
      return {
        day: new Date(start).toISOString().slice(0, 10),
        startsAt: new Date(start),
        endsAt: new Date(start + 9 * 3_600_000),
      };
    };
    const now = new Date(Date.parse(first) - 30 * DAY);

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 4 });
      db = handle.db;
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    async function enquiry(fullName: string, spaceId: string, company: string | null = "Planners GmbH") {
      const [row] = await db
        .insert(eventEnquiries)
        .values({ fullName, email: "pat@example.com", company, spaceId, guests: 120 })
        .returning({ id: eventEnquiries.id });
      const [lead] = await db
        .select({ id: leadInbox.id })
        .from(leadInbox)
        .where(and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, row!.id)));
      return { id: row!.id, leadId: lead!.id };
    }
    const place = (enquiryId: number, spaceId: string, dates: EventDate[]) =>
      db.transaction((tx) => placeOptions(tx, { enquiryId, space: eventSpace(spaceId)!, dates, now }));

    it("names per floor and day the booking, the first option with its expiry and the second, each with its lead", async () => {
      const booker = await enquiry("Bea Booker", "liberty");
      const waiting = await enquiry("Walt Waiting", "liberty");
      const double = await enquiry("Dora Double", "horizon-liberty", null);
      const behind = await enquiry("Sam Second", "horizon");
      const released = await enquiry("Rita Released", "skyline");

      // Day 3: Liberty booked (its second option released by the conversion).
      expect(await place(booker.id, "liberty", [date(3)])).toEqual({ held: true, rank: 1 });
      expect(await place(waiting.id, "liberty", [date(3)])).toEqual({ held: true, rank: 2 });
      expect(await db.transaction((tx) => convertToBooking(tx, { enquiryId: booker.id, now }))).toMatchObject({
        converted: true,
        released: [waiting.id],
      });
      // Day 10: the double floor's first option on Horizon and Liberty, a second behind it on Horizon.
      expect(await place(double.id, "horizon-liberty", [date(10)])).toEqual({ held: true, rank: 1 });
      expect(await place(behind.id, "horizon", [date(10)])).toEqual({ held: true, rank: 2 });
      // Day 12: Skyline's option released: nothing left.
      await place(released.id, "skyline", [date(12)]);
      await db.transaction((tx) => endOptions(tx, { enquiryId: released.id, status: "released", now }));

      const days = await spacesCalendar(db, { from: first, to: nextMonth });
      expect(days.map((day) => day.day)).toEqual(
        Array.from(
          { length: Math.round((Date.parse(nextMonth) - Date.parse(first)) / DAY) },
          (_, i) => date(i + 1).day,
        ),
      );
      expect(calendarFloors.map((floor) => [floor.floor, floor.name])).toEqual([
        [4, "Horizon Stage"],
        [5, "Liberty Stage"],
        [6, "Skyline Stage"],
      ]);
      const cell = (n: number, floor: number) =>
        days[n - 1]!.cells[calendarFloors.findIndex((f) => f.floor === floor)]!;

      const booked = cell(3, 5);
      expect(booked.bookings).toEqual([
        expect.objectContaining({
          enquiryId: booker.id,
          leadId: booker.leadId,
          name: "Bea Booker",
          company: "Planners GmbH",
          guests: 120,
          space: "Liberty Stage",
          until: null,
        }),
      ]);
      expect(booked.first).toBeUndefined();
      expect(booked.second).toBeUndefined();
      expect(cell(3, 4)).toEqual({ bookings: [] });

      const horizon = cell(10, 4);
      expect(horizon.bookings).toEqual([]);
      expect(horizon.first).toMatchObject({
        enquiryId: double.id,
        leadId: double.leadId,
        name: "Dora Double",
        company: null,
        space: "Double floor: Horizon Stage + Liberty Stage",
        until: new Date(now.getTime() + 7 * DAY),
      });
      expect(horizon.second).toMatchObject({ enquiryId: behind.id, leadId: behind.leadId, until: null });
      expect(cell(10, 5).first).toMatchObject({ enquiryId: double.id });
      expect(cell(10, 5).second).toBeUndefined();
      expect(cell(10, 6)).toEqual({ bookings: [] });
      expect(cell(12, 6)).toEqual({ bookings: [] });
    });

    it("reads only the period asked for", async () => {
      const late = await enquiry("Lena Late", "skyline");
      const last = new Date(Date.parse(nextMonth) - DAY).toISOString().slice(0, 10);
      const lastDate = { day: last, startsAt: new Date(`${last}T09:00:00Z`), endsAt: new Date(`${last}T18:00:00Z`) };
      await place(late.id, "skyline", [lastDate]);
      const firstHalf = await spacesCalendar(db, { from: first, to: date(15).day });
      expect(firstHalf).toHaveLength(14);
      expect(firstHalf.at(-1)!.day).toBe(date(14).day);
      expect(firstHalf.some((day) => day.cells.some((cell) => cell.first?.enquiryId === late.id))).toBe(false);
      const whole = await spacesCalendar(db, { from: first, to: nextMonth });
      expect(whole.at(-1)!.cells[2]!.first).toMatchObject({ name: "Lena Late" });
    });
  });
}
