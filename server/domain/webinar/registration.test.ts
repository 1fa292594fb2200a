import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { tourBookings, webinarRegistrations, webinarSessions } from "../../db/schema";
import { stopJobQueue } from "../../jobs/queue";
import { seatsLeft } from "../../domain/webinar/session-view";
import { openSessions, sessionState } from "../../domain/webinar/sessions";
import { releaseSeat } from "./session-admin";
import { registerForSession } from "./registration";

// Registration against a real database: PostgreSQL when TEST_DATABASE_URL is set (npm test sets
// it), else embedded PGlite. The seat rules of docs/decisions/1000 and the 150-for-100 race.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `reg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
let db: Database;
let counter = 0;

async function session(values: Partial<typeof webinarSessions.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(webinarSessions)
    .values({
      slug: `${tag}-${counter}`,
      topic: "LED-Wall-Events",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      durationMinutes: 60,
      capacity: 100,
      joinUrl: "https://live.example/raum",
      ...values,
    })
    .returning();
  return row!;
}

const visitor = (email: string) => ({
  first_name: "Jana",
  email,
  phone_number: undefined,
});

async function stored(sessionId: number) {
  const [current] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, sessionId));
  const registrations = await db
    .select()
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.sessionId, sessionId));
  const bookings = await db
    .select()
    .from(tourBookings)
    .where(like(tourBookings.additionalInformation, `%(${current!.slug})`));
  return { seatsTaken: current!.seatsTaken, capacity: current!.capacity, registrations, bookings };
}

beforeAll(async () => {
  db = (await database()).db;
}, 60_000);
afterAll(async () => {
  await db.execute(sql`delete from tour_bookings where additional_information like ${`%(${tag}-%`}`);
  await db.execute(sql`delete from webinar_sessions where slug like ${`${tag}-%`}`);
  await stopJobQueue();
  await closeDatabase();
  vi.unstubAllEnvs();
});

describe("webinar registration for a session", () => {
  it("takes a seat and stores the spec's tour_bookings row with the session's label and time", async () => {
    const open = await session({ startsAt: new Date("2030-07-19T09:00:00Z") });
    const outcome = await registerForSession(db, open.id, visitor(`a-${tag}@example.com`));
    expect(outcome).toMatchObject({ ok: true, repeated: false });
    const after = await stored(open.id);
    expect(after.seatsTaken).toBe(1);
    expect(after.registrations).toHaveLength(1);
    expect(after.bookings).toHaveLength(1);
    expect(after.bookings[0]).toMatchObject({
      fullName: "Jana",
      preferredDate: "Freitag, 19.07. 11:00 Uhr",
      preferredTime: "11:00",
      additionalInformation: `Webinar-Anmeldung: LED-Wall-Events (${open.slug})`,
    });
    expect(after.registrations[0]!.tourBookingId).toBe(after.bookings[0]!.id);
    expect((await openSessions(db)).map((s) => s.id)).toContain(open.id);
  });

  it("is idempotent for the same address (any case): same registration, no second row or seat", async () => {
    const open = await session();
    const first = await registerForSession(db, open.id, visitor(`Same-${tag}@example.com`));
    const second = await registerForSession(db, open.id, visitor(`same-${tag}@EXAMPLE.com`));
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual({ ok: true, registrationId: first.ok ? first.registrationId : -1, repeated: true });
    const after = await stored(open.id);
    expect([after.seatsTaken, after.registrations.length, after.bookings.length]).toEqual([1, 1, 1]);
  });

  it("refuses started, held, cancelled, full and unknown sessions and changes nothing", async () => {
    const started = await session({ startsAt: new Date(Date.now() - 60_000) });
    const held = await session({ startsAt: new Date(Date.now() - 86_400_000), status: "held" });
    const cancelled = await session({ status: "cancelled" });
    const full = await session({ capacity: 2, seatsTaken: 2 });
    const cases = [
      [started, "started"],
      [held, "held"],
      [cancelled, "cancelled"],
      [full, "full"],
    ] as const;
    for (const [row, reason] of cases) {
      expect(sessionState(row)).toBe(reason);
      expect(await registerForSession(db, row.id, visitor(`r-${tag}@example.com`))).toEqual({ ok: false, reason });
      const after = await stored(row.id);
      expect([after.seatsTaken, after.registrations.length, after.bookings.length]).toEqual([row.seatsTaken, 0, 0]);
    }
    for (const unknown of [2_000_000_000, 9_999_999_999]) {
      expect(await registerForSession(db, unknown, visitor(`r-${tag}@example.com`))).toEqual({
        ok: false,
        reason: "unknown",
      });
    }
    const listed = (await openSessions(db)).map((s) => s.id);
    for (const row of [started, held, cancelled]) expect(listed).not.toContain(row.id);
  });

  it("seats exactly 100 of 150 simultaneous sign-ups; the other 50 are refused as full", async () => {
    const race = await session({ capacity: 100 });
    const outcomes = await Promise.all(
      Array.from({ length: 150 }, (_, i) => registerForSession(db, race.id, visitor(`race-${i}-${tag}@example.com`))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(100);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 50 }, () => ({ ok: false, reason: "full" })));
    const after = await stored(race.id);
    expect([after.seatsTaken, after.registrations.length, after.bookings.length]).toEqual([100, 100, 100]);
    expect(seatsLeft(after)).toBe(0);
  }, 120_000);

  it("one network holds at most its cap of seats, however many addresses it sends at once (issue 41)", async () => {
    const race = await session({ capacity: 30 });
    const client = { network: "198.51.100.0/24", seatsPerNetwork: 5 };
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        registerForSession(db, race.id, visitor(`net-${i}-${tag}@example.com`), client),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 20 }, () => ({ ok: false, reason: "network" })));
    // Another network still finds the other seats.
    const other = await registerForSession(db, race.id, visitor(`other-${tag}@example.com`), {
      network: "203.0.113.0/24",
      seatsPerNetwork: 5,
    });
    expect(other.ok).toBe(true);
    const after = await stored(race.id);
    expect([after.seatsTaken, after.registrations.length]).toEqual([6, 6]);
  }, 120_000);

  it("staff release a seat: the registration goes, the seat returns, the audit log says who", async () => {
    const full = await session({ capacity: 1 });
    const first = await registerForSession(db, full.id, visitor(`held-${tag}@example.com`));
    expect(await registerForSession(db, full.id, visitor(`next-${tag}@example.com`))).toEqual({
      ok: false,
      reason: "full",
    });
    if (!first.ok) throw new Error("the first sign-up should have its seat");
    const actor = { id: null as unknown as string, email: `staff-${tag}@example.com` };
    await releaseSeat(db, actor, full.id, first.registrationId);
    await expect(releaseSeat(db, actor, full.id, first.registrationId)).rejects.toThrow("no longer");
    expect((await stored(full.id)).seatsTaken).toBe(0);
    expect((await registerForSession(db, full.id, visitor(`next-${tag}@example.com`))).ok).toBe(true);
    const audit = await db.execute(
      sql`select action, target_id from staff_audit_log where actor_email = ${actor.email} order by id`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { action: "webinar.release", target_id: String(full.id) },
    ]);
  }, 60_000);
});
