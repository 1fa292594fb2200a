import { and, eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The sign-up in the page's language (issue 44), from the post to the answer, the stored registration
// and the registrant's mails: PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");
vi.stubEnv("RATE_LIMIT_ENABLED", "0");

const { closeDatabase, database } = await import("../../../server/db/index.ts");
const { mailOutbox, tourBookings } = await import("../../../server/db/schema.ts");
const { webinarInterest, webinarRegistrations, webinarSessions } =
  await import("../../../server/domain/webinar/schema.ts");
const { stopJobQueue } = await import("../../../server/jobs/queue.ts");
const { env } = await import("../../../server/env.ts");
const { createRequestContext } = await import("../../../server/request-context.ts");
const { issueFormTicket } = await import("../../../server/security/form-ticket.ts");
const visitorConfirmation = await import("../../../server/domain/leads/visitor-confirmation-job.ts");
const webinarMailJob = await import("../../../server/domain/webinar/mail-jobs.ts");
const { answerLandingForm } = await import("./landing-form.server.ts");

const tag = `i18n-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const context = createRequestContext({ nonce: "n", clientIp: "192.0.2.7", requestId: "test" });

/** A post of the landing page's form, as EnhancedForm sends it (`/forms/...`, `_enhanced=1`). */
function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  body.set("_started", issueFormTicket(env().COOKIE_SECRET, Date.now() - 10_000));
  body.set("_enhanced", "1");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

async function answer(path: string, fields: Record<string, string>) {
  const result = (await answerLandingForm(post(path, fields), context)) as {
    data: { status: string; title: string; description: string; redirectTo?: string; fieldErrors?: object };
    init?: { status?: number };
  };
  return { ...result.data, code: result.init?.status };
}

let sessionId: number;

beforeAll(async () => {
  const { db } = await database();
  const [row] = await db
    .insert(webinarSessions)
    .values({
      slug: `${tag}-1`,
      topic: "LED-Wall-Events",
      startsAt: new Date("2031-07-18T09:00:00Z"),
      durationMinutes: 60,
      capacity: 100,
      joinUrl: "https://live.example/raum",
    })
    .returning();
  sessionId = row!.id;
}, 60_000);

afterAll(async () => {
  const { db } = await database();
  await db.execute(sql`delete from tour_bookings where additional_information like ${`%(${tag}-%`}`);
  await db.execute(sql`delete from webinar_sessions where slug like ${`${tag}-%`}`);
  await db.execute(sql`delete from webinar_interest where email like ${`%${tag}%`}`);
  await db.execute(sql`delete from mail_outbox where recipient like ${`%${tag}%`}`);
  await stopJobQueue();
  await closeDatabase();
  vi.unstubAllEnvs();
});

const signUp = (email: string) => ({
  preferred_date: String(sessionId),
  first_name: "Emma",
  email,
  phone_number: "",
  privacy_consent: "on",
});

async function registrationOf(email: string) {
  const { db } = await database();
  const [row] = await db
    .select({ id: webinarRegistrations.id, locale: webinarRegistrations.locale, bookingId: tourBookings.id })
    .from(webinarRegistrations)
    .innerJoin(tourBookings, eq(tourBookings.id, webinarRegistrations.tourBookingId))
    .where(and(eq(webinarRegistrations.sessionId, sessionId), eq(webinarRegistrations.email, email)));
  return row!;
}

async function mailsTo(email: string) {
  const { db } = await database();
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
}

const job = <T>(data: T) => ({ id: "1", name: "test", data }) as unknown as Job<T>;

describe("a webinar sign-up from the English page", () => {
  it("is answered in English, leads to the English confirmation page and gets English mails", async () => {
    const email = `emma-${tag}@example.com`;
    const result = await answer("/forms/en/webinar/led-wall", signUp(email));
    expect(result).toMatchObject({
      status: "success",
      title: "Registration successful!",
      description: "We are taking you to your confirmation page.",
    });
    expect(result.redirectTo).toMatch(/^\/en\/webinar\/confirmation\?t=\d+\./);

    const registration = await registrationOf(email);
    expect(registration.locale).toBe("en");

    const { db } = await database();
    await visitorConfirmation.run(job({ kind: "webinar" as const, id: registration.bookingId }), db, env());
    await webinarMailJob.run(job({ kind: "reminder" as const, registrationId: registration.id }), db, env());
    const [confirmation, reminder] = await mailsTo(email);
    expect(confirmation!.subject).toBe("Your registration: LED-Wall-Events on 18 July 2031");
    expect(confirmation!.textBody).toContain("Hello Emma, you're in!");
    expect(confirmation!.textBody).toContain("Date: Friday 18 July 2031, 11:00 to 12:00 (Frankfurt time).");
    expect(confirmation!.textBody).toMatch(/\/en\/webinar\/confirmation\?t=/);
    expect(confirmation!.textBody).toContain("/webinar/led-wall.ics?t=");
    expect(confirmation!.textBody).toContain("&lang=en");
    expect(confirmation!.htmlBody).toContain('<html lang="en"');
    expect(reminder!.subject).toBe("Reminder: LED-Wall-Events on 18 July 2031 at 11:00 (Frankfurt time)");
    expect(reminder!.textBody).toContain("Hello Emma, it's nearly time");
  }, 60_000);

  it("refuses a missing consent in English", async () => {
    const result = await answer("/forms/en/webinar/led-wall", {
      ...signUp(`x-${tag}@example.com`),
      privacy_consent: "",
    });
    expect(result).toMatchObject({
      status: "error",
      code: 400,
      title: "Error",
      description: "Please fill in all required fields and accept the privacy policy.",
    });
  });

  it("keeps the German page's sign-up German, as the spec wrote it", async () => {
    const email = `jana-${tag}@example.com`;
    const result = await answer("/forms/webinar/led-wall", signUp(email));
    expect(result).toMatchObject({ title: "Erfolgreich angemeldet!" });
    expect(result.redirectTo).toMatch(/^\/webinar\/confirmation\?t=/);
    const registration = await registrationOf(email);
    expect(registration.locale).toBe("de");
    const { db } = await database();
    await visitorConfirmation.run(job({ kind: "webinar" as const, id: registration.bookingId }), db, env());
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe("Ihre Anmeldung: LED-Wall-Events am 18.07.2031");
    expect(confirmation!.textBody).toContain("Hallo Emma, Sie sind dabei!");
    expect(confirmation!.htmlBody).toContain('<html lang="de"');
  }, 60_000);

  it("keeps the language of a 'notify me' address from the English page", async () => {
    const email = `wait-${tag}@example.com`;
    const result = await answer("/forms/en/webinar/led-wall", { intent: "notify", email, privacy_consent: "on" });
    expect(result).toMatchObject({ status: "success", title: "Thank you!" });
    const { db } = await database();
    const [row] = await db.select().from(webinarInterest).where(eq(webinarInterest.email, email));
    expect(row!.locale).toBe("en");
  });
});
