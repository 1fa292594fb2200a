import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { staffAuditLog, tourBookings } from "../../db/schema.ts";
import { defaultTourRules } from "./tour-availability.ts";
import { freeTimesOfMonth } from "./free-times.ts";
import { blocksBetween, blockTourTimes, removeTourBlock, saveTourRules, tourRules } from "./tour-rules.ts";
import { holdTourSlot } from "./tour-slots.ts";

// A month's free tour times from what is stored (decision 1127), on embedded PGlite: the team's
// rules (defaults until saved), held tours and blocked periods; the clock is passed in.
const now = new Date("2031-03-03T10:00:00Z"); // Monday 3 March 2031, 11:00 in Frankfurt
const owner = { id: "owner-1", email: "owner@spark.test" };

describe("free tour times of a month", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:", poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("follows the defaults, then the team's rules, held tours and blocks; each change audited", async () => {
    const { db } = handle;
    expect(await tourRules(db)).toEqual(defaultTourRules);
    let month = await freeTimesOfMonth(db, "2031-03", now);
    expect(month).toHaveLength(31);
    const day = (d: string) => month.find((entry) => entry.day === d)!.times.map((t) => t.time);
    expect(day("2031-03-03")).toEqual([]); // today
    expect(day("2031-03-04")).toHaveLength(17); // the next working day
    expect(day("2031-03-08")).toEqual([]); // Saturday

    // A tour held on Tuesday at 10:00 (9:00 UTC in winter), the afternoon blocked for an event.
    const [request] = await db
      .insert(tourBookings)
      .values({ fullName: "Ada", email: "ada@example.com", preferredDate: "2031-03-04", preferredTime: "10:00" })
      .returning({ id: tourBookings.id });
    await db.transaction((tx) =>
      holdTourSlot(tx, {
        tourBookingId: request!.id,
        startsAt: new Date("2031-03-04T09:00:00Z"),
        rules: defaultTourRules,
      }),
    );
    await blockTourTimes(db, owner, {
      startsAt: new Date("2031-03-04T13:00:00Z"),
      endsAt: new Date("2031-03-04T17:00:00Z"),
      reason: "Product launch on the Skyline Stage",
    });
    // Shorter tours on Saturdays from now on.
    await saveTourRules(db, owner, {
      ...defaultTourRules,
      weeklyHours: { ...defaultTourRules.weeklyHours, 6: [{ from: "10:00", to: "13:00" }] },
    });
    month = await freeTimesOfMonth(db, "2031-03", now);
    // 9:00 would end when the held tour begins (no buffer); from 11:30 on; 13:00 ends as the block begins.
    expect(day("2031-03-04")).toEqual(["11:30", "12:00", "12:30", "13:00"]);
    expect(day("2031-03-08")).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00"]);
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(sql`target_type = 'settings'`);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["tours.block", "tours.rules"]);
  });

  it("frees a removed block's times at once; the removal audited with the block's period and reason", async () => {
    const { db } = handle;
    const day = (month: { day: string; times: { time: string }[] }[], d: string) =>
      month.find((entry) => entry.day === d)!.times.map((t) => t.time);
    // Thursday afternoon blocked: no time after 13:00 (the held tours of the test above are Tuesday's).
    const period = { startsAt: new Date("2031-03-06T13:00:00Z"), endsAt: new Date("2031-03-06T17:00:00Z") };
    const open = day(await freeTimesOfMonth(db, "2031-03", now), "2031-03-06");
    const blockId = await blockTourTimes(db, owner, { ...period, reason: "Team away" });
    const blocked = day(await freeTimesOfMonth(db, "2031-03", now), "2031-03-06");
    expect(blocked.length).toBeLessThan(open.length);
    expect(blocked.at(-1)).toBe("13:00");

    expect(await removeTourBlock(db, owner, blockId)).toBe("removed");
    expect(day(await freeTimesOfMonth(db, "2031-03", now), "2031-03-06")).toEqual(open);
    expect(await blocksBetween(db, period.startsAt, period.endsAt)).toEqual([]);
    // Removed once: a second removal (another tab, a reload) changes nothing.
    expect(await removeTourBlock(db, owner, blockId)).toBe("gone");

    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(sql`action = 'tours.unblock'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: owner.email,
      targetType: "settings",
      targetId: `tour-block-${blockId}`,
      details: { from: period.startsAt.toISOString(), to: period.endsAt.toISOString(), reason: "Team away" },
    });
  });

  it("refuses rules that make no sense", async () => {
    await expect(
      saveTourRules(handle.db, owner, {
        ...defaultTourRules,
        weeklyHours: { ...defaultTourRules.weeklyHours, 1: [{ from: "18:00", to: "09:00" }] },
      }),
    ).rejects.toThrow("Opening must be before closing.");
    await expect(saveTourRules(handle.db, owner, { ...defaultTourRules, guides: 0 })).rejects.toThrow();
  });
});
