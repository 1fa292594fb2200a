import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { tourBookings } from "../leads/schema.ts";
import { tourSlots } from "./schema.ts";
import { defaultTourRules } from "./tour-availability.ts";
import { heldTours, holdTourSlot } from "./tour-slots.ts";

// Holding tour times (decision 1126) on embedded PGlite and, when TEST_DATABASE_URL is set,
// PostgreSQL, where 50 concurrent holds of one time race for real.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

for (const target of targets) {
  describe(`tour slots on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const tag = `slots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    // A day of its own each run (a reused database keeps earlier runs' slots): within 2030-2059.
    const base =
      Date.UTC(2030 + Math.floor(Math.random() * 30), 0, 7, 9) + Math.floor(Math.random() * 300) * 86_400_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 20 });
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    async function requests(count: number): Promise<number[]> {
      const rows = await handle.db
        .insert(tourBookings)
        .values(
          Array.from({ length: count }, (_, n) => ({
            fullName: `Guest ${n}`,
            email: `${tag}-${n}@example.com`,
            preferredDate: "2030-01-07",
            preferredTime: "10:00",
          })),
        )
        .returning({ id: tourBookings.id });
      return rows.map((row) => row.id);
    }

    it("a held time is busy for its guide until the buffer after it; another guide or a later time is free", async () => {
      const { db } = handle;
      const [a, b, c, d] = await requests(4);
      const oneGuide = defaultTourRules; // 60 minutes, 15 minutes' buffer, one guide
      expect(await holdTourSlot(db, { tourBookingId: a!, startsAt: at(0), rules: oneGuide })).toMatchObject({
        ok: true,
        guide: 1,
      });
      // Starting when the first ends is too close (the buffer); 15 minutes later is not.
      expect(await holdTourSlot(db, { tourBookingId: b!, startsAt: at(60), rules: oneGuide })).toEqual({
        ok: false,
        reason: "taken",
      });
      expect(await holdTourSlot(db, { tourBookingId: b!, startsAt: at(75), rules: oneGuide })).toMatchObject({
        ok: true,
      });
      // With two guides the same time goes to the second.
      const twoGuides = { ...defaultTourRules, guides: 2 };
      expect(await holdTourSlot(db, { tourBookingId: c!, startsAt: at(0), rules: twoGuides })).toMatchObject({
        ok: true,
        guide: 2,
      });
      expect(await holdTourSlot(db, { tourBookingId: d!, startsAt: at(30), rules: twoGuides })).toEqual({
        ok: false,
        reason: "taken",
      });
      // A cancelled tour frees its time.
      await db.update(tourSlots).set({ status: "cancelled" }).where(eq(tourSlots.tourBookingId, c!));
      expect(await holdTourSlot(db, { tourBookingId: d!, startsAt: at(30), rules: twoGuides })).toMatchObject({
        ok: true,
        guide: 2,
      });
      expect((await heldTours(db, at(-60), at(240))).map((tour) => tour.start)).toEqual(
        expect.arrayContaining([at(0), at(75), at(30)]),
      );
    });

    it("deleting the tour request (retention, a data-subject request) deletes its slot", async () => {
      const { db } = handle;
      const [id] = await requests(1);
      await holdTourSlot(db, { tourBookingId: id!, startsAt: at(24 * 60), rules: defaultTourRules });
      await db.delete(tourBookings).where(eq(tourBookings.id, id!));
      expect(await db.select().from(tourSlots).where(eq(tourSlots.tourBookingId, id!))).toEqual([]);
    });

    if (target.url)
      it("50 visitors posting one free time at once: exactly one gets it", async () => {
        const { db } = handle;
        const ids = await requests(50);
        const startsAt = at(48 * 60);
        const results = await Promise.all(
          ids.map((tourBookingId) =>
            db.transaction((tx) => holdTourSlot(tx, { tourBookingId, startsAt, rules: defaultTourRules })),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(await db.select().from(tourSlots).where(inArray(tourSlots.tourBookingId, ids))).toHaveLength(1);
      }, 60_000);
  });
}
