import { eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readPdf } from "../../../tests/support/pdf-text";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { mailOutbox } from "../../db/schema";
import { env } from "../../env";
import { jobQueue, stopJobQueue } from "../../jobs/queue";
import { frankfurtDay } from "../company/venue-time";
import { convertOption } from "./enquiry-office";
import { estimateEvent } from "./estimate";
import { formats } from "./mail-words";
import { run as runEnquiryMail, type EnquiryMailJob } from "./option-mail-job";
import { OFFER_VALID_DAYS } from "./option-rules";
import { placeOptions, type EventDate } from "./options";
import { defaultPriceList } from "./price-list";
import { eventEnquiries } from "./schema";
import { eventSpace } from "./spaces";
import { clearEventDays } from "../../../tests/support/event-days";

// Converting an option mails the offer (decision 1142): the booked mail, as the worker renders it from
// the rows, carries the offer's PDF and the calendar files. Against a real database (PostgreSQL when
// TEST_DATABASE_URL is set), on days of the 2100s no other enquiry test file takes.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `offer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
const base = Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 3_300) * DAY;
let next = 0;
/** Two days of their own for each use: the event 9:00-18:00 UTC. */
const freshDates = (): EventDate[] => {
  next += 3;
  return [0, 1].map((offset) => {
    const start = base + (next + offset) * DAY + 9 * 3_600_000;
    return {
      day: new Date(start).toISOString().slice(0, 10),
      startsAt: new Date(start),
      endsAt: new Date(start + 9 * 3_600_000),
    };
  });
};
const placedAt = new Date(base - 30 * DAY);
const now = new Date(placedAt.getTime() + 2 * DAY);
const owner = { id: "owner-1", email: "owner@spark.test" };
const liberty = eventSpace("liberty")!;
const addOns = [{ id: "technician", quantity: 4 }];
// Two days at 2,500 and four technician hours at 85: 5,340.00 net, 6,354.60 gross, paid 80/20.
const estimate = estimateEvent({ space: liberty, dates: 2, rate: "day", guests: 120, addOns }, defaultPriceList);
let db: Database;

async function enquiry(lang: "en" | "de") {
  const email = `${tag}-${lang}@example.com`;
  const [row] = await db
    .insert(eventEnquiries)
    .values({
      fullName: "Pat Planner",
      email,
      company: "Planners GmbH",
      spaceId: "liberty",
      guests: 120,
      setup: "theatre",
      addOns,
      estimate,
      lang,
    })
    .returning({ id: eventEnquiries.id });
  return { id: row!.id, email };
}

/** The booked mail job queued for the enquiry, worked as the worker would: the mail it stored. */
async function bookedMail(enquiryId: number, recipient: string) {
  const jobs = rowsOf(
    await db.execute(
      sql`select data from pgboss.job where name = 'mail-enquiry' and (data->>'enquiryId')::int = ${enquiryId}`,
    ),
  ).map((row) => row.data as EnquiryMailJob);
  expect(jobs).toEqual([{ kind: "booked", enquiryId }]);
  expect(await runEnquiryMail({ id: crypto.randomUUID(), data: jobs[0]! } as Job<EnquiryMailJob>, db, env())).toBe(
    "outbox",
  );
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  return mail!;
}

beforeAll(async () => {
  db = (await database()).db;
  await clearEventDays(db, base);
  await jobQueue();
}, 60_000);

afterAll(async () => {
  await stopJobQueue();
  await closeDatabase();
});

describe("converting an option mails the offer", () => {
  for (const lang of ["en", "de"] as const)
    it(`the booked mail carries the offer's PDF and a calendar file per day (${lang})`, async () => {
      const dates = freshDates();
      const mine = await enquiry(lang);
      await db.transaction((tx) => placeOptions(tx, { enquiryId: mine.id, space: liberty, dates, now: placedAt }));
      expect(await convertOption(db, owner, { enquiryId: mine.id, now })).toMatchObject({ ok: true });

      const mail = await bookedMail(mine.id, mine.email);
      const number = `${frankfurtDay(now).slice(0, 4)}-${String(mine.id).padStart(5, "0")}`;
      const validUntil = new Date(Date.parse(`${frankfurtDay(now)}T12:00:00Z`) + OFFER_VALID_DAYS * DAY);
      const f = formats[lang];
      const euro = (cents: number) => f.money.format(cents / 100).replace(/\u00a0/g, " ");
      expect(mail.attachments.map((file) => file.filename)).toEqual([
        lang === "de" ? `SPARK-Angebot-${number}.pdf` : `SPARK-offer-${number}.pdf`,
        ...dates.map((date) => `spark-event-${date.day}.ics`),
      ]);
      const [pdf, ...ics] = mail.attachments;
      expect(pdf).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
      const read = await readPdf(Buffer.from(pdf!.content, "base64"));
      const text = read.text.replace(/\n/g, " ").replace(/\u00a0/g, " ");
      expect(read.title).toBe(`${lang === "de" ? "Angebot" : "Offer"} ${number}`);
      expect(text).toContain(`${f.day.format(now)}`);
      expect(text).toContain("Pat Planner Planners GmbH");
      expect(text).toContain(euro(estimate.netCents));
      expect(text).toContain(euro(estimate.vatCents));
      expect(text).toContain(`${lang === "de" ? "Gesamtbetrag" : "Total"} ${euro(estimate.grossCents)}`);
      expect(estimate.payment.kind).toBe("split");
      if (estimate.payment.kind === "split") {
        expect(text).toContain(euro(estimate.payment.depositCents));
        expect(text).toContain(euro(estimate.payment.balanceCents));
      }
      expect(text).toContain(
        lang === "de"
          ? `Dieses Angebot ist gültig bis ${f.day.format(validUntil)}.`
          : `This offer is valid until ${f.day.format(validUntil)}.`,
      );
      for (const [index, file] of ics.entries()) {
        expect(file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
        expect(file.content).toContain(`UID:enquiry-${mine.id}-${dates[index]!.day}@spark-frankfurt.de`);
      }
      expect(mail.textBody).toContain(
        lang === "de" ? `unser Angebot Nr. ${number} (PDF)` : `Our offer no. ${number} is attached`,
      );
    });
});
