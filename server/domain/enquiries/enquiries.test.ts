import { and, eq, inArray, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { leadInbox, mailOutbox } from "../../db/schema";
import { env } from "../../env";
import { jobQueue, stopJobQueue } from "../../jobs/queue";
import { addDays } from "../booking/tour-availability";
import { leadMailsOf } from "../leads/lead-mails";
import { frankfurtDay } from "../company/venue-time";
import { storeEnquiry, type EnquiryInput, type EnquiryOutcome } from "./enquiries";
import { run as runReceivedMail, type EnquiryReceivedJob } from "./enquiry-mail-job";
import { estimateEvent } from "./estimate";
import { convertToBooking } from "./options";
import { defaultPriceList, rateKindOf } from "./price-list";
import { eventEnquiries, eventHolds } from "./schema";
import { eventSpace } from "./spaces";
import { clearEventDays } from "../../../tests/support/event-days";

// Sending an event enquiry (issue 47, decision 1135) against a real database: PostgreSQL when
// TEST_DATABASE_URL is set (npm test sets it; then 50 enquiries race for one date), else embedded
// PGlite. The clock is the `now` passed in, a month before this run's dates in a random year of its
// own, so a reused database's earlier runs hold none of them.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "25");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `enquire-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
// Noon UTC of a random day in a random year: `now` is 30 days before the first date.
const base = Date.UTC(2040, 0, 1, 12) + Math.floor(Math.random() * 3_300) * DAY;
const now = new Date(base - 30 * DAY);
let next = 0;
/** A day of its own for each use (YYYY-MM-DD), from `base` on. */
const freshDay = () => new Date(base + next++ * DAY).toISOString().slice(0, 10);
let counter = 0;
let db: Database;

function input(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    fullName: "Clara Vogt",
    email: `${tag}-${++counter}@example.com`,
    company: "Vogt Events GmbH",
    spaceId: "liberty",
    guests: 120,
    setup: "theatre",
    eventType: "Product launch",
    dates: [freshDay()],
    startTime: "09:00",
    endTime: "18:00",
    addOns: [],
    message: "Please call me <b>after 3</b>.",
    lang: "en",
    ...overrides,
  };
}

const enquiriesOf = (email: string) => db.select().from(eventEnquiries).where(eq(eventEnquiries.email, email));

async function jobsOf(enquiryIds: number[]): Promise<EnquiryReceivedJob[]> {
  if (!enquiryIds.length) return [];
  const rows = rowsOf(
    await db.execute(
      sql`select data from pgboss.job where name = 'mail-enquiry-received'
          and (data->>'enquiryId')::int in (${sql.join(
            enquiryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    ),
  );
  return rows
    .map((row) => row.data as EnquiryReceivedJob)
    .sort((a, b) => a.enquiryId - b.enquiryId || a.kind.localeCompare(b.kind));
}

/** Works a mail job as the worker would; returns the mail it stored in the outbox. */
async function deliverJob(data: EnquiryReceivedJob, recipient: string) {
  expect(await runReceivedMail({ id: crypto.randomUUID(), data } as Job<EnquiryReceivedJob>, db, env())).toBe("outbox");
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return mail!;
}

function storedId(outcome: EnquiryOutcome): number {
  if (!outcome.stored) throw new Error(`refused: ${outcome.message}`);
  return outcome.enquiryId;
}

beforeAll(async () => {
  db = (await database()).db;
  await clearEventDays(db, base);
  await jobQueue();
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stopJobQueue();
  await closeDatabase();
});

describe("the rate an event's times take", () => {
  it("evening from 17:00, half day by 13:00 or at most 5 hours ending by 17:00, else a day", () => {
    expect(rateKindOf("17:00", "23:00")).toBe("evening");
    expect(rateKindOf("18:30", "22:00")).toBe("evening");
    expect(rateKindOf("08:00", "13:00")).toBe("halfDay");
    expect(rateKindOf("12:00", "17:00")).toBe("halfDay");
    expect(rateKindOf("14:00", "17:00")).toBe("halfDay");
    expect(rateKindOf("09:00", "18:00")).toBe("day");
    expect(rateKindOf("11:00", "17:01")).toBe("day");
    expect(rateKindOf("15:00", "19:00")).toBe("day");
  });
});

describe("storing an event enquiry", () => {
  it("refuses what cannot be enquired, in the visitor's language, and stores nothing", async () => {
    const today = frankfurtDay(now);
    const cases: [Partial<EnquiryInput>, string, RegExp][] = [
      [{ spaceId: "basement" }, "space", /choose one of the spaces/],
      [{ spaceId: "basement", lang: "de" }, "space", /wählen Sie eine der aufgeführten Flächen/],
      [{ guests: 0 }, "guests", /whole number/],
      [{ guests: eventSpace("liberty")!.maxGuests + 1 }, "guests", /Liberty Stage takes up to/],
      [{ guests: eventSpace("liberty")!.maxGuests + 1, lang: "de" }, "guests", /Liberty Stage fasst bis zu/],
      [{ guests: 161, setup: "banquet" }, "guests", /Liberty Stage takes up to 160 guests at banquet tables/],
      [{ guests: 97, setup: "classroom", lang: "de" }, "guests", /in parlamentarischer Bestuhlung bis zu 96/],
      [{ setup: "cabaret" }, "setup", /theatre, banquet, reception or classroom/],
      [{ setup: "cabaret", lang: "de" }, "setup", /Reihenbestuhlung, Bankett, Stehempfang/],
      [{ dates: [] }, "dates", /between 1 and 5 dates/],
      [{ dates: Array.from({ length: 6 }, freshDay) }, "dates", /between 1 and 5 dates/],
      [{ dates: ["2031-02-30"] }, "dates", /calendar day/],
      [{ dates: ["next friday"], lang: "de" }, "dates", /als Kalendertag/],
      [{ dates: ((day) => [day, day])(freshDay()) }, "dates", /each date only once/],
      [{ dates: [today] }, "dates", /can be enquired from/],
      [{ dates: [addDays(today, 1), addDays(today, 400)], lang: "de" }, "dates", /angefragt werden, nicht/],
      [{ startTime: "18:00", endTime: "09:00" }, "times", /end after the start/],
      [{ startTime: "10:00", endTime: "10:00", lang: "de" }, "times", /Ende nach dem Beginn/],
      [{ startTime: "9:00" }, "times", /HH:MM/],
      [{ endTime: "24:00" }, "times", /HH:MM/],
      [{ addOns: [{ id: "fireworks" }] }, "addOns", /from the list/],
      [{ addOns: [{ id: "led-content" }, { id: "led-content" }] }, "addOns", /each once/],
      [{ addOns: [{ id: "technician", quantity: 0 }] }, "addOns", /from 1 to 24/],
      [{ addOns: [{ id: "technician", quantity: 25 }], lang: "de" }, "addOns", /von 1 bis 24/],
      [{ addOns: [{ id: "technician", quantity: 2.5 }] }, "addOns", /whole number/],
    ];
    for (const [overrides, reason, message] of cases) {
      const asked = input(overrides);
      const outcome = await storeEnquiry(db, asked, now);
      expect(outcome, JSON.stringify(overrides)).toMatchObject({ stored: false, reason });
      expect(!outcome.stored && outcome.message, JSON.stringify(overrides)).toMatch(message);
      expect(await enquiriesOf(asked.email)).toEqual([]);
    }
    // The bounds themselves are fine: tomorrow, and 12 months from today.
    const bounds = await storeEnquiry(db, input({ dates: [addDays(today, 1), nextYear(today)] }), now);
    expect(bounds.stored).toBe(true);
    expect((await storeEnquiry(db, input({ dates: [addDays(nextYear(today), 1)] }), now)).stored).toBe(false);
  });

  it("stores the enquiry with its estimate, holds every floor on every date as a first option, and files it as a lead in its language", async () => {
    const days = [freshDay(), freshDay()];
    const asked = input({
      spaceId: "horizon-liberty",
      guests: 250,
      dates: [days[1]!, days[0]!],
      startTime: "18:00",
      endTime: "23:30",
      addOns: [{ id: "technician", quantity: 4 }, { id: "catering-premium" }],
      lang: "de",
    });
    const outcome = await storeEnquiry(db, asked, now);
    const space = eventSpace("horizon-liberty")!;
    const estimate = estimateEvent(
      { space, dates: 2, rate: "evening", guests: 250, addOns: asked.addOns },
      defaultPriceList,
    );
    const optionUntil = new Date(now.getTime() + 7 * DAY);
    expect(outcome).toEqual({ stored: true, enquiryId: expect.any(Number), rank: 1, optionUntil, estimate });
    const id = storedId(outcome);

    const [row] = await enquiriesOf(asked.email);
    expect(row).toMatchObject({
      id,
      spaceId: "horizon-liberty",
      guests: 250,
      setup: "theatre",
      eventType: "Product launch",
      addOns: asked.addOns,
      lang: "de",
      estimate: JSON.parse(JSON.stringify(estimate)),
    });
    const holds = await db
      .select()
      .from(eventHolds)
      .where(eq(eventHolds.enquiryId, id))
      .orderBy(eventHolds.day, eventHolds.floor);
    expect(holds.map((hold) => [hold.day, hold.floor, hold.kind, hold.rank, hold.status])).toEqual([
      [days[0], 4, "option", 1, "active"],
      [days[0], 5, "option", 1, "active"],
      [days[1], 4, "option", 1, "active"],
      [days[1], 5, "option", 1, "active"],
    ]);
    // 18:00-23:30 Frankfurt time, whichever offset the day has.
    for (const hold of holds) {
      const clock = (at: Date) =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/Berlin",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(at);
      expect([clock(hold.startsAt), clock(hold.endsAt)]).toEqual(["18:00", "23:30"]);
      expect(hold.expiresAt).toEqual(optionUntil);
    }
    const [lead] = await db
      .select()
      .from(leadInbox)
      .where(and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, id)));
    expect(lead).toMatchObject({ name: "Clara Vogt", email: asked.email, language: "de" });
  });

  it("a second enquiry for the date waits as the second option; a third is refused and nothing of it is stored", async () => {
    const day = freshDay();
    const first = await storeEnquiry(db, input({ dates: [day] }), now);
    expect(first).toMatchObject({ stored: true, rank: 1 });
    const waiting = input({ dates: [day], lang: "de" });
    const second = await storeEnquiry(db, waiting, now);
    expect(second).toMatchObject({ stored: true, rank: 2 });
    expect(second.stored && second.optionUntil).toBeUndefined();
    const told = await deliverJob({ kind: "visitor", enquiryId: storedId(second) }, waiting.email);
    expect(told.textBody).toContain(
      "Ihre Anfrage hält die 2. Option und ist als nächste an der Reihe: Wir sagen Ihnen Bescheid, sobald die Termine frei werden.",
    );

    const other = freshDay();
    const third = input({ dates: [other, day] });
    const refused = await storeEnquiry(db, third, now);
    expect(refused).toEqual({
      stored: false,
      reason: "unavailable",
      message: expect.stringMatching(/^Not available: .* \(booked, or already held by two options\)/),
      unavailable: [{ day, state: "full" }],
    });
    expect(await enquiriesOf(third.email)).toEqual([]);
    // Its other date was not held either.
    expect(await db.select().from(eventHolds).where(eq(eventHolds.day, other))).toEqual([]);
    // A double floor over the full floor is refused too, named in German.
    const german = await storeEnquiry(db, input({ spaceId: "liberty-skyline", dates: [day], lang: "de" }), now);
    expect(german).toMatchObject({ stored: false, reason: "unavailable", unavailable: [{ day, state: "full" }] });
    expect(!german.stored && german.message).toContain(`Nicht verfügbar: ${day.split("-").reverse().join(".")}`);
  });

  it("a booked date is refused, by name", async () => {
    const [booked, free] = [freshDay(), freshDay()];
    const holder = storedId(await storeEnquiry(db, input({ dates: [booked] }), now));
    expect(await db.transaction((tx) => convertToBooking(tx, { enquiryId: holder, now }))).toMatchObject({
      converted: true,
    });
    const asked = input({ dates: [free, booked] });
    expect(await storeEnquiry(db, asked, now)).toMatchObject({
      stored: false,
      reason: "unavailable",
      unavailable: [{ day: booked, state: "booked" }],
    });
    expect(await enquiriesOf(asked.email)).toEqual([]);
    expect((await storeEnquiry(db, input({ dates: [free] }), now)).stored).toBe(true);
  });

  it("queues the visitor's acknowledgement and the team's notification in its transaction, rendered in the visitor's language", async () => {
    const day = freshDay();
    const german = input({
      dates: [day],
      addOns: [{ id: "technician", quantity: 4 }, { id: "catering-standard" }],
      lang: "de",
    });
    const first = await storeEnquiry(db, german, now);
    const firstId = storedId(first);
    const english = input({ dates: [day], startTime: "08:00", endTime: "12:00" });
    const secondId = storedId(await storeEnquiry(db, english, now));
    expect(await jobsOf([firstId, secondId])).toEqual([
      { kind: "team", enquiryId: firstId },
      { kind: "visitor", enquiryId: firstId },
      { kind: "team", enquiryId: secondId },
      { kind: "visitor", enquiryId: secondId },
    ]);

    // German: 1 day x 2,500 + 4 h x 85 + 120 guests x 45 = 8,240 net, 1,565.60 VAT, 9,805.60 gross: 80/20.
    const visitor = await deliverJob({ kind: "visitor", enquiryId: firstId }, german.email);
    expect(visitor.subject).toBe("Ihre Veranstaltungsanfrage: Liberty Stage");
    const text = visitor.textBody;
    expect(text).toContain("Hallo Clara Vogt, vielen Dank für Ihre Veranstaltungsanfrage");
    expect(text).toMatch(
      /Sie haben Liberty Stage für \w+, \d\d\.\d\d\.\d{4}, 9:00–18:00 Uhr \(Frankfurter Zeit\) angefragt, für 120 Gäste, Reihenbestuhlung\./,
    );
    expect(text).toContain("Wir halten die Termine für Sie als 1. Option bis");
    expect(text).toContain("unverbindliche Preisindikation, kein Angebot");
    expect(text).toContain("Unser Team prüft Ihre Anfrage");
    expect(text).toMatch(/Liberty Stage, ganzer Tag \(eine Etage\): 1 × 2\.500,00\s€ = 2\.500,00\s€/);
    expect(text).toMatch(/Zusätzliche Veranstaltungstechnik \(Stunden\): 4 × 85,00\s€ = 340,00\s€/);
    expect(text).toMatch(/Catering Standard \(pro Person\): 120 × 45,00\s€ = 5\.400,00\s€/);
    expect(text).toMatch(/Netto: 8\.240,00\s€/);
    expect(text).toMatch(/zzgl\. 19 % MwSt\.: 1\.565,60\s€/);
    expect(text).toMatch(/Brutto: 9\.805,60\s€/);
    expect(text).toMatch(
      /Zahlung: 80 % \(7\.844,48\s€\) bei Vertragsabschluss, 20 % \(1\.961,12\s€\) 4 Wochen vor der Veranstaltung/,
    );
    // Nothing typed but the name: not the message, event type or company.
    expect(text).not.toContain("after 3");
    expect(text).not.toContain("Product launch");
    expect(text).not.toContain("Vogt Events");
    expect(visitor.htmlBody).not.toContain("after 3");

    // English, second option: a half day (08:00-12:00), 1,600 net, 304 VAT, 1,904 gross in full.
    const second = await deliverJob({ kind: "visitor", enquiryId: secondId }, english.email);
    expect(second.subject).toBe("Your event enquiry: Liberty Stage");
    expect(second.textBody).toMatch(
      /You asked for Liberty Stage on \w+, \d+ \w+ \d{4}, 08:00–12:00 \(Frankfurt time\), for 120 guests, theatre seating\./,
    );
    expect(second.textBody).toContain(
      "yours holds the second option: you are next in line, and we tell you when the dates become free",
    );
    expect(second.textBody).toContain("It is an estimate, not an offer.");
    expect(second.textBody).toContain("Liberty Stage, half day (one floor): 1 × €1,600.00 = €1,600.00");
    expect(second.textBody).toContain("Net: €1,600.00");
    expect(second.textBody).toContain("VAT 19%: €304.00");
    expect(second.textBody).toContain("Gross: €1,904.00");
    expect(second.textBody).toContain("Payment: €1,904.00 in full with the invoice (totals up to €5,000.00)");

    // The team's: English, to the contact address, Reply-To the visitor, everything typed, a link to the lead.
    const team = await deliverJob({ kind: "team", enquiryId: firstId }, env().MAIL_TEAM_ENQUIRY);
    expect(team.subject).toBe("New event enquiry: Clara Vogt (Vogt Events GmbH), Liberty Stage, first option");
    expect(team.headers).toMatchObject({ "Reply-To": german.email });
    expect(visitor.headers).toMatchObject({ "Reply-To": env().MAIL_TEAM_ENQUIRY });
    expect(team.textBody).toContain(`E-mail: ${german.email}`);
    expect(team.textBody).toContain("Message: Please call me <b>after 3</b>.");
    expect(team.textBody).toContain("Event type: Product launch");
    expect(team.textBody).toContain("Add-ons: Additional show technician × 4, Catering Standard × 120");
    expect(team.textBody).toContain("Estimate: €8,240.00 net, €9,805.60 gross");
    expect(team.textBody).toContain("(in German)");
    const [lead] = await db
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, firstId)));
    expect(team.textBody).toContain(`/staff/leads/${lead!.id}`);
    // The lead's timeline lists both mails (still queued: the test worked them by hand).
    expect((await leadMailsOf(db, lead!.id)).map((mail) => `${mail.label}: ${mail.state}`).sort()).toEqual([
      "Acknowledgement with the estimate to the visitor: waiting",
      "Notification to the team: waiting",
    ]);
    const rendered = await runReceivedMail(
      { id: crypto.randomUUID(), data: { kind: "team", enquiryId: secondId } } as Job<EnquiryReceivedJob>,
      db,
      env(),
    );
    expect(rendered).toBe("outbox");
  });

  it("an enquiry and its mails commit together: when queueing fails, nothing is stored", async () => {
    const boss = await jobQueue();
    const send = boss.send.bind(boss);
    const spy = vi.spyOn(boss, "send").mockImplementation((async (...args: Parameters<typeof boss.send>) => {
      if ((args[1] as { kind?: string } | undefined)?.kind === "team") throw new Error("queue unavailable");
      return (send as (...a: unknown[]) => Promise<string | null>)(...args);
    }) as typeof boss.send);
    const day = freshDay();
    const asked = input({ dates: [day] });
    await expect(storeEnquiry(db, asked, now)).rejects.toThrow("queue unavailable");
    spy.mockRestore();
    expect(await enquiriesOf(asked.email)).toEqual([]);
    expect(await db.select().from(eventHolds).where(eq(eventHolds.day, day))).toEqual([]);
    expect(await storeEnquiry(db, input({ dates: [day] }), now)).toMatchObject({ stored: true, rank: 1 });
  });

  if (process.env.TEST_DATABASE_URL)
    it("50 enquiries at once for one free date: one first option, one second, the rest refused, no orphan rows", async () => {
      const day = freshDay();
      const asked = Array.from({ length: 50 }, () => input({ dates: [day] }));
      const outcomes = await Promise.all(asked.map((one) => storeEnquiry(db, one, now)));
      const ranks = outcomes.flatMap((outcome) => (outcome.stored ? [outcome.rank] : [])).sort();
      expect(ranks).toEqual([1, 2]);
      const refused = outcomes.filter((outcome) => !outcome.stored);
      expect(refused).toHaveLength(48);
      for (const outcome of refused)
        expect(outcome).toMatchObject({ reason: "unavailable", unavailable: [{ day, state: "full" }] });

      const rows = await db
        .select({ id: eventEnquiries.id })
        .from(eventEnquiries)
        .where(
          inArray(
            eventEnquiries.email,
            asked.map((one) => one.email),
          ),
        );
      const ids = outcomes.flatMap((outcome) => (outcome.stored ? [outcome.enquiryId] : [])).sort((a, b) => a - b);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids);
      const holds = await db.select().from(eventHolds).where(eq(eventHolds.day, day));
      expect(holds.map((hold) => [hold.enquiryId, hold.rank]).sort()).toEqual(
        outcomes.flatMap((outcome) => (outcome.stored ? [[outcome.enquiryId, outcome.rank]] : [])).sort(),
      );
      const leads = await db
        .select({ sourceId: leadInbox.sourceId })
        .from(leadInbox)
        .where(
          and(
            eq(leadInbox.kind, "enquiry"),
            inArray(
              leadInbox.email,
              asked.map((one) => one.email),
            ),
          ),
        );
      expect(leads.map((lead) => lead.sourceId).sort((a, b) => a - b)).toEqual(ids);
      expect(await jobsOf(ids)).toHaveLength(4);
    }, 60_000);
});

/** The same date a year on (the last day an enquiry may ask for). */
function nextYear(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}
