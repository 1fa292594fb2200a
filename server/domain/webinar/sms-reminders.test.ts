import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { smsBudget, webinarSessions, webinarSmsReminders } from "../../db/schema";
import { env } from "../../env";
import { stopJobQueue } from "../../jobs/queue";
import { checkSmsNumber } from "./sms-numbers";
import { registerForSession } from "./registration";
import type { WebinarSession } from "./sessions";
import { saveSmsNumber } from "./sms-reminders";

// Issue 41 item 1 against a real database (PostgreSQL with TEST_DATABASE_URL, else PGlite):
// which numbers are taken, one per registration, and the site-wide budget with one team mail.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `sms-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
let db: Database;
let session: WebinarSession;

async function registration(n: number) {
  const outcome = await registerForSession(db, session.id, {
    first_name: "Jana",
    email: `${tag}-${n}@example.com`,
    phone_number: undefined,
  });
  if (!outcome.ok) throw new Error("no seat");
  return { registrationId: outcome.registrationId, session };
}

const budgetMails = async () => {
  const result = await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail-webinar' and data->>'kind' = 'smsBudget' and created_on > now() - interval '1 minute'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

beforeAll(async () => {
  db = (await database()).db;
  const [row] = await db
    .insert(webinarSessions)
    .values({
      slug: tag,
      topic: "LED-Wall-Events",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      durationMinutes: 60,
      capacity: 100,
      joinUrl: "https://live.example/raum",
    })
    .returning();
  session = row!;
  // This hour's and today's windows start empty: the budget is the database's, shared by every run.
  await db.delete(smsBudget);
}, 60_000);
afterAll(async () => {
  await db.execute(sql`delete from webinar_sms_reminders where webinar_id = ${tag}`);
  await db.execute(sql`delete from tour_bookings where email like ${`${tag}-%`}`);
  await db.execute(sql`delete from webinar_sessions where slug = ${tag}`);
  await stopJobQueue();
  await closeDatabase();
  vi.unstubAllEnvs();
});

describe("SMS numbers (issue 41)", () => {
  it("takes mobile numbers of the three countries; refuses premium-rate, shared-cost and landlines", () => {
    expect(checkSmsNumber("+49", "15123456789")).toEqual({ ok: true, e164: "+4915123456789" });
    expect(checkSmsNumber("+43", "66412345678").ok).toBe(true);
    expect(checkSmsNumber("+41", "791234567").ok).toBe(true);
    for (const [code, digits] of [
      ["+49", "9001234567"],
      ["+49", "1371234567"],
      ["+49", "18012345678"],
      ["+43", "900123456"],
      ["+43", "930123456"],
      ["+41", "900123456"],
      ["+41", "906123456"],
    ] as const)
      expect(checkSmsNumber(code, digits), `${code} ${digits}`).toEqual({ ok: false, reason: "premium" });
    expect(checkSmsNumber("+49", "3012345678")).toEqual({ ok: false, reason: "notMobile" });
    expect(checkSmsNumber("+49", "12")).toEqual({ ok: false, reason: "notMobile" });
  });

  it("keeps one number per registration: a second replaces the first and costs no second SMS", async () => {
    const config = { ...env(), SMS_BUDGET_PER_HOUR: 100, SMS_BUDGET_PER_DAY: 100 };
    const found = await registration(1);
    expect(await saveSmsNumber(db, config, { country_code: "+49", phone_number: "15123456789" }, found)).toBe("stored");
    expect(await saveSmsNumber(db, config, { country_code: "+43", phone_number: "66412345678" }, found)).toBe(
      "replaced",
    );
    const rows = await db
      .select()
      .from(webinarSmsReminders)
      .where(eq(webinarSmsReminders.registrationId, found.registrationId));
    expect(rows.map((r) => `${r.countryCode}${r.phoneNumber}`)).toEqual(["+4366412345678"]);
    const [hour] = await db.select().from(smsBudget).where(eq(smsBudget.period, "hour"));
    expect(hour?.used).toBe(1);
  });

  it("refuses new numbers once the hour's budget is spent, under concurrency, and mails the team once", async () => {
    const config = { ...env(), SMS_BUDGET_PER_HOUR: 4, SMS_BUDGET_PER_DAY: 100 };
    const mailsBefore = await budgetMails();
    const registrations = await Promise.all(Array.from({ length: 8 }, (_, i) => registration(10 + i)));
    const outcomes = await Promise.all(
      registrations.map((found, i) =>
        saveSmsNumber(db, config, { country_code: "+49", phone_number: `1512345670${i}` }, found),
      ),
    );
    // One was used by the test before: three more are stored, five refused.
    expect(outcomes.filter((o) => o === "stored")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "hour")).toHaveLength(5);
    const [hour] = await db.select().from(smsBudget).where(eq(smsBudget.period, "hour"));
    expect(hour?.used).toBe(4);
    expect(hour?.alertedAt).not.toBeNull();
    expect((await budgetMails()) - mailsBefore).toBe(1);
  }, 60_000);
});
