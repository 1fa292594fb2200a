import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgErrorCode, type DatabaseHandle } from "./client";
import { contactSubmissions, newsletterSubscriptions, tourBookings } from "./schema";
import { hitRateLimit } from "../security/rate-limit";

// The same checks against embedded PGlite and, when TEST_DATABASE_URL is set, a real PostgreSQL.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

for (const target of targets) {
  describe(`data layer on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const tag = `unit-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 4 });
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("migrates to the spec's tables and columns", async () => {
      const result = await handle.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
      );
      const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
      const of = (table: string) => columns.filter((c) => c.table_name === table).map((c) => c.column_name);
      // The spec's columns, then the double opt-in state beside them and the page's language (issue 44).
      expect(of("newsletter_subscriptions")).toEqual([
        "id",
        "email",
        "created_at",
        "status",
        "consent_text",
        "confirmed_at",
        "confirmation_sent_at",
        "language",
      ]);
      expect(of("contact_submissions")).toEqual([
        "id",
        "first_name",
        "last_name",
        "email",
        "company",
        "message",
        "created_at",
        "language",
      ]);
      expect(of("tour_bookings")).toEqual([
        "id",
        "full_name",
        "email",
        "company",
        "phone_number",
        "preferred_date",
        "preferred_time",
        "number_of_guests",
        "additional_information",
        "created_at",
        "lang",
      ]);
    });

    it("refuses a second newsletter subscription whatever its case, with code 23505", async () => {
      await handle.db.insert(newsletterSubscriptions).values({ email: `${tag}@Example.com` });
      const error = await handle.db
        .insert(newsletterSubscriptions)
        .values({ email: `${tag.toUpperCase()}@example.COM` })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgErrorCode(error)).toBe("23505");
    });

    it("stores a contact message with a null company", async () => {
      await handle.db
        .insert(contactSubmissions)
        .values({ firstName: "Ada", lastName: "L", email: `${tag}@c.de`, company: null, message: "Hi" });
      const [row] = await handle.db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.email, `${tag}@c.de`));
      expect(row?.company).toBeNull();
      expect(row?.createdAt).toBeInstanceOf(Date);
    });

    it("keeps guests between 1 and 20 even if the application let a bad value through", async () => {
      const base = { fullName: "G", email: `${tag}@t.de`, preferredDate: "2027-01-01", preferredTime: "10:00" };
      await handle.db.insert(tourBookings).values({ ...base, numberOfGuests: 20 });
      const error = await handle.db
        .insert(tourBookings)
        .values({ ...base, numberOfGuests: 21 })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgErrorCode(error)).toBe("23514");
    });

    it("counts rate-limit hits per bucket and window", async () => {
      const now = Date.UTC(2030, 0, 1, 12, 0, 30);
      const bucket = `test:${tag}`;
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await hitRateLimit(handle.db, bucket, 3, 60, now));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[3]?.retryAfterSeconds).toBe(30);
      expect((await hitRateLimit(handle.db, bucket, 3, 60, now + 60_000)).allowed).toBe(true);
      expect((await hitRateLimit(handle.db, `${bucket}-other`, 3, 60, now)).allowed).toBe(true);
    });
  });
}

describe("pgErrorCode", () => {
  it("finds the code on the error or its cause", () => {
    expect(pgErrorCode({ code: "23505" })).toBe("23505");
    expect(pgErrorCode(Object.assign(new Error("wrapped"), { cause: { code: "23505" } }))).toBe("23505");
    expect(pgErrorCode(new Error("plain"))).toBeUndefined();
    expect(pgErrorCode({ code: "ECONNREFUSED" })).toBeUndefined();
  });
});
