import { desc, eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../server/db/client";
import { closeDatabase, database } from "../../server/db/index";
import { leadInbox, mailOutbox, tourBookings } from "../../server/db/schema";
import { env } from "../../server/env";
import { stopJobQueue } from "../../server/jobs/queue";
import { createRequestContext } from "../../server/request-context";
import { issueFormTicket } from "../../server/security/form-ticket";
import { frankfurtDay } from "../../server/domain/company/venue-time";
import { addDays } from "../../server/domain/booking/tour-availability";
import { freeTimesOfDay, freeTimesOfDays } from "../../server/domain/booking/free-times";
import { run as runReceivedMail, type EnquiryReceivedJob } from "../../server/domain/enquiries/enquiry-mail-job";
import { managedEnquiry } from "../../server/domain/enquiries/manage-enquiry";
import { eventEnquiries } from "../../server/domain/enquiries/schema";
import { visitorTourMail } from "../../server/domain/leads/mail";
import { tourMessages, timeNotFreeMessage } from "../../server/domain/leads/tour-messages";
import { mailSettings } from "../../server/mail/transport";
import { sendEnquiry } from "./enquiry/enquiry.server";
import { enquirySchemas } from "./enquiry/schema";
import { formLocale } from "./form-kit/submission.server";
import { ENHANCED_FIELD, parseForm, STARTED_FIELD, type FormResult } from "./form-kit/result";
import { requestTour } from "./tour/tour.server";
import { tourSchemas } from "./tour/schema";

// The tour and enquiry forms sent from their German pages (issue 44): the answer, the stored row, its
// lead and the visitor's mail in German; the same forms from the English pages unchanged. Against a
// real database: PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");
vi.stubEnv("RATE_LIMIT_ENABLED", "0");

const tag = `booking-de-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
let db: Database;

beforeAll(async () => {
  db = (await database()).db;
}, 60_000);

afterAll(async () => {
  await stopJobQueue();
  await closeDatabase();
});

/** A form sent as a browser with the page's ticket (issued a minute ago) would send it. */
async function post(
  handler: typeof requestTour,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; result: FormResult }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(STARTED_FIELD, issueFormTicket(env().COOKIE_SECRET, Date.now() - 60_000));
  body.set(ENHANCED_FIELD, "1");
  const request = new Request(`http://localhost${path}`, { method: "POST", body });
  const context = createRequestContext({ nonce: "n", clientIp: "192.0.2.1", requestId: tag });
  const answer = (await handler(request, context)) as unknown as { data: FormResult; init: { status?: number } };
  return { status: answer.init?.status ?? 200, result: answer.data };
}

describe("a tour time taken before the form is sent", () => {
  it("answers 409 with the typed input, the message and the day's free times; nothing is stored", async () => {
    // A day three to five weeks ahead with a few free times (under the rules stored now).
    const start = addDays(frankfurtDay(), 21 + Math.floor(Math.random() * 14));
    const days = Array.from({ length: 14 }, (_, offset) => addDays(start, offset));
    const found = (await freeTimesOfDays(db, days, new Date())).find((entry) => entry.times.length > 3);
    expect(found).toBeDefined();
    const day = found!.day;
    const taken = found!.times.at(-1)!;
    const fields = (name: string) => ({
      full_name: name,
      email: `${tag}-taken-${name.split(" ")[0]!.toLowerCase()}@example.com`,
      preferred_date: day,
      preferred_time: taken.time,
      number_of_guests: "5",
    });
    // As many planners as there are guides free at that time take it...
    for (let guide = 1; guide <= taken.left; guide += 1) {
      const sent = await post(requestTour, "/book-tour", fields(`Guide${guide} Planner`));
      expect(sent).toMatchObject({ status: 200, result: { status: "success" } });
    }
    // ...and the next one is refused with the times still free that day.
    const refused = await post(requestTour, "/book-tour", fields("Late Planner"));
    expect(refused.status).toBe(409);
    const free = (await freeTimesOfDay(db, day)).map((time) => time.time);
    expect(free.length).toBeGreaterThan(0);
    expect(free).not.toContain(taken.time);
    const message = timeNotFreeMessage(day, { day, times: free }, "en");
    expect(message.description).toMatch(/^Please choose another time\. Free times on \w+day, \d{1,2} \w+: \d\d:\d\d/);
    expect(refused.result).toEqual({
      status: "error",
      title: "This time is not free",
      description: message.description,
      fieldErrors: { preferred_time: message.description },
      values: fields("Late Planner"),
    });
    expect(refused.result.description).toContain(free[0]!);
    const stored = await db
      .select()
      .from(tourBookings)
      .where(eq(tourBookings.email, fields("Late Planner").email));
    expect(stored).toHaveLength(0);
  });
});

describe("the tour form on the German page", () => {
  it("answers in German and stores the request as German; the visitor's mail is German", async () => {
    expect(formLocale(new Request("http://localhost/de/tour-buchen", { method: "POST" }))).toBe("de");
    expect(formLocale(new Request("http://localhost/forms/de/tour-buchen", { method: "POST" }))).toBe("de");
    expect(formLocale(new Request("http://localhost/book-tour", { method: "POST" }))).toBe("en");

    // A Sunday (a request by arrangement: no free time needed) a few weeks ahead.
    let day = addDays(frankfurtDay(), 21);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
    const email = `${tag}-tour@example.com`;
    const fields = {
      full_name: "Jonas Weber",
      email,
      preferred_date: day,
      preferred_time: "11:00",
      number_of_guests: "3",
    };
    const sent = await post(requestTour, "/de/tour-buchen", fields);
    expect(sent).toEqual({ status: 200, result: { status: "success", ...tourMessages.de.success } });
    expect(sent.result.title).toBe("Vielen Dank für Ihre Anfrage!");
    const [row] = await db.select().from(tourBookings).where(eq(tourBookings.email, email));
    expect(row?.lang).toBe("de");
    const [lead] = await db
      .select()
      .from(leadInbox)
      .where(sql`${leadInbox.kind} = 'tour' and ${leadInbox.sourceId} = ${row!.id}`);
    expect(lead?.language).toBe("de");

    const mail = visitorTourMail(row!, mailSettings(env()));
    expect(mail.subject).toBe("Ihre Anfrage für eine Besichtigung bei SPARK Frankfurt");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain("Hallo Jonas Weber, wir haben Ihre Anfrage für eine Besichtigung erhalten");
    expect(mail.text).toContain(`${day.split("-").reverse().join(".")}`);
    expect(mail.text).toContain("11:00 Uhr");
    expect(mail.text).toContain("/de/tour-buchen");

    // Refusals in German: a field that is wrong, a day in the past.
    const wrong = await post(requestTour, "/de/tour-buchen", { ...fields, email: "keine-adresse" });
    expect(wrong.status).toBe(400);
    expect(wrong.result).toMatchObject({
      status: "error",
      title: "Bitte prüfen Sie Ihre Eingabe",
      fieldErrors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
    });
    const missing = await post(requestTour, "/de/tour-buchen", { ...fields, full_name: "" });
    expect(missing.result).toMatchObject({
      title: "Angaben fehlen",
      fieldErrors: { full_name: "Bitte füllen Sie dieses Feld aus." },
    });
    const past = await post(requestTour, "/de/tour-buchen", { ...fields, preferred_date: addDays(frankfurtDay(), -2) });
    expect(past.status).toBe(409);
    expect(past.result).toMatchObject({ fieldErrors: { preferred_date: "Bitte wählen Sie ein Datum ab heute." } });
  });

  it("the same form on the English page answers as it always did", async () => {
    let day = addDays(frankfurtDay(), 21);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
    const email = `${tag}-tour-en@example.com`;
    const sent = await post(requestTour, "/book-tour", {
      full_name: "Ada Planner",
      email,
      preferred_date: day,
      preferred_time: "11:00",
    });
    expect(sent.result).toEqual({
      status: "success",
      title: "Tour request submitted successfully!",
      description: "Thank you for booking a tour. We'll contact you within 24 hours to confirm.",
    });
    const [row] = await db.select().from(tourBookings).where(eq(tourBookings.email, email));
    expect(row?.lang).toBe("en");
    expect(visitorTourMail(row!, mailSettings(env())).subject).toBe("Your tour request at SPARK Frankfurt");
  });

  it("a time that is not free is refused with the free times in German", () => {
    expect(timeNotFreeMessage("2036-01-08", { day: "2036-01-08", times: ["09:00", "11:30"] }, "de")).toEqual({
      title: "Dieser Termin ist nicht frei",
      description: "Bitte wählen Sie eine andere Uhrzeit. Freie Termine am Dienstag, 08.01.2036: 9:00 Uhr, 11:30 Uhr.",
    });
    expect(timeNotFreeMessage("2036-01-08", { day: "2036-01-09", times: ["10:00"] }, "de").description).toBe(
      "Am Dienstag, 08.01.2036 ist kein Besichtigungstermin mehr frei. Die nächsten freien Termine am Mittwoch, 09.01.2036: 10:00 Uhr.",
    );
    expect(timeNotFreeMessage("2036-01-08", { day: "2036-01-08", times: ["09:00"] })).toEqual({
      title: "This time is not free",
      description: "Please choose another time. Free times on Tuesday, 8 January: 09:00.",
    });
    const parsed = parseForm(tourSchemas.de, {
      full_name: "A",
      email: "a@b.de",
      preferred_date: "2036-02-30",
      preferred_time: "25:00",
    });
    expect(parsed.fieldErrors).toEqual({
      preferred_date: "Bitte wählen Sie ein gültiges Datum.",
      preferred_time: "Bitte wählen Sie eine Uhrzeit.",
    });
  });
});

describe("the enquiry form on the German page", () => {
  it("answers in German, stores the enquiry as German, and its mail links to the German page", async () => {
    const day = addDays(frankfurtDay(), 60 + Math.floor(Math.random() * 250));
    const email = `${tag}-enquiry@example.com`;
    const fields = {
      space_id: "horizon",
      date_1: day,
      start_time: "09:00",
      end_time: "18:00",
      guests: "80",
      setup: "theatre",
      full_name: "Clara Vogt",
      email,
    };
    const sent = await post(sendEnquiry, "/de/anfrage", fields);
    expect(sent.status).toBe(200);
    expect(sent.result.title).toMatch(/^Anfrage gesendet: (Ihr Termin ist vorgemerkt|2\. Option)$/);
    expect(sent.result.description).toMatch(/Option/);
    const [enquiry] = await db.select().from(eventEnquiries).where(eq(eventEnquiries.email, email));
    expect(enquiry?.lang).toBe("de");

    // The acknowledgement: German, with the link to the German page of the enquiry.
    const job: EnquiryReceivedJob = { kind: "visitor", enquiryId: enquiry!.id };
    expect(await runReceivedMail({ id: crypto.randomUUID(), data: job } as Job<EnquiryReceivedJob>, db, env())).toBe(
      "outbox",
    );
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe("Ihre Veranstaltungsanfrage: Horizon Stage");
    const link = /https?:\/\/\S+\/de\/anfrage\/verwalten\?t=([\w.-]+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    expect(mail!.textBody).not.toContain("/enquire/manage");

    // The German page of the enquiry.
    const page = await managedEnquiry(db, link![1]!, "de");
    expect(page).toMatchObject({ space: "Horizon Stage", guests: 80, setup: "Reihenbestuhlung" });
    if (page.state === "unknown") throw new Error("the link names no enquiry");
    expect(page.dates[0]!.when).toMatch(/^\w+, \d\d\.\d\d\.\d{4}, 9:00–18:00 Uhr$/);
    expect(page.dates[0]!.stateText).toMatch(/^(1\. Option, gehalten bis .+ Uhr \(Frankfurter Zeit\)|2\. Option)/);
    expect(page.estimate?.gross).toMatch(/^[\d.]+,\d\d\s€$/);

    // Refusals in German.
    const wrong = await post(sendEnquiry, "/de/anfrage", { ...fields, guests: "viele" });
    expect(wrong.result).toMatchObject({
      title: "Bitte prüfen Sie Ihre Eingabe",
      fieldErrors: { guests: "Bitte geben Sie die Personenzahl als ganze Zahl ein." },
    });
    const parsed = parseForm(enquirySchemas.de, { ...fields, setup: "circus" });
    expect(parsed.fieldErrors).toEqual({ setup: "Bitte wählen Sie eine Bestuhlung." });
  });

  it("the English page stores an English enquiry whose mail links to the English page", async () => {
    const day = addDays(frankfurtDay(), 60 + Math.floor(Math.random() * 250));
    const email = `${tag}-enquiry-en@example.com`;
    const sent = await post(sendEnquiry, "/enquire", {
      space_id: "skyline",
      date_1: day,
      start_time: "09:00",
      end_time: "18:00",
      guests: "80",
      setup: "theatre",
      full_name: "Clara Vogt",
      email,
    });
    expect(sent.result.title).toMatch(/^Enquiry sent: /);
    const [enquiry] = await db.select().from(eventEnquiries).where(eq(eventEnquiries.email, email));
    expect(enquiry?.lang).toBe("en");
    const [lead] = rowsOf(
      await db.execute(sql`select language from lead_inbox where kind = 'enquiry' and source_id = ${enquiry!.id}`),
    );
    expect(lead?.language).toBe("en");
    await runReceivedMail(
      { id: crypto.randomUUID(), data: { kind: "visitor", enquiryId: enquiry!.id } } as Job<EnquiryReceivedJob>,
      db,
      env(),
    );
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.textBody).toContain("/enquire/manage?t=");
  });
});
