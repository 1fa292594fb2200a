import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { leadInbox, mailOutbox } from "../../db/schema";
import { env } from "../../env";
import { jobQueue, stopJobQueue } from "../../jobs/queue";
import { staffAuditLog } from "../staff/schema";
import { estimateEvent } from "./estimate";
import { convertOption, enquiryOfLead, extendOption, releaseOption } from "./enquiry-office";
import { run as runEnquiryMail, type EnquiryMailJob } from "./option-mail-job";
import { optionRank, placeOptions, type EventDate } from "./options";
import { defaultPriceList } from "./price-list";
import { eventEnquiries, eventHolds } from "./schema";
import { eventSpace } from "./spaces";
import { clearEventDays } from "../../../tests/support/event-days";

// The back office's option actions (issue 47, decision 1136) against a real database: PostgreSQL when
// TEST_DATABASE_URL is set (npm test sets it), else embedded PGlite. The clock is passed in; each run
// takes days of its own in a year of its own (a reused database keeps earlier runs' holds).
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `office-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
const base = Date.UTC(2050, 0, 1) + Math.floor(Math.random() * 3_300) * DAY;
let next = 0;
/** A date of its own for each use: the event 9:00-18:00 UTC. */
const freshDate = (): EventDate => {
  const start = base + next++ * DAY + 9 * 3_600_000;
  return {
    day: new Date(start).toISOString().slice(0, 10),
    startsAt: new Date(start),
    endsAt: new Date(start + 9 * 3_600_000),
  };
};
/** When the options are placed: a month before their dates; a first option then runs a week. */
const placedAt = new Date(base - 30 * DAY);
const now = new Date(placedAt.getTime() + 2 * DAY);
const owner = { id: "owner-1", email: "owner@spark.test" };
const staff = { id: "staff-2", email: "staff@spark.test" };
const liberty = eventSpace("liberty")!;
let db: Database;
let counter = 0;

async function enquiry(lang: "en" | "de" = "en"): Promise<{ id: number; email: string; leadId: number }> {
  const email = `${tag}-${++counter}@example.com`;
  const [row] = await db
    .insert(eventEnquiries)
    .values({
      fullName: "Pat Planner",
      email,
      company: "Planners GmbH",
      spaceId: "liberty",
      guests: 120,
      setup: "theatre",
      addOns: [{ id: "technician", quantity: 4 }],
      estimate: estimateEvent(
        { space: liberty, dates: 1, rate: "day", guests: 120, addOns: [{ id: "technician", quantity: 4 }] },
        defaultPriceList,
      ),
      lang,
    })
    .returning({ id: eventEnquiries.id });
  const [lead] = await db
    .select({ id: leadInbox.id })
    .from(leadInbox)
    .where(and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, row!.id)));
  return { id: row!.id, email, leadId: lead!.id };
}

const place = (enquiryId: number, dates: EventDate[]) =>
  db.transaction((tx) => placeOptions(tx, { enquiryId, space: liberty, dates, now: placedAt }));

/** The option mail jobs queued about these enquiries, in a stable order. */
async function mailJobs(ids: number[]): Promise<EnquiryMailJob[]> {
  const rows = rowsOf(
    await db.execute(
      sql`select data from pgboss.job where name = 'mail-enquiry'
          and (data->>'enquiryId')::int in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    ),
  );
  return rows
    .map((row) => row.data as EnquiryMailJob)
    .sort((a, b) => a.enquiryId - b.enquiryId || a.kind.localeCompare(b.kind));
}

/** The audit entries on a lead, oldest first. */
async function auditOf(leadId: number) {
  return db
    .select({
      action: staffAuditLog.action,
      actorEmail: staffAuditLog.actorEmail,
      targetType: staffAuditLog.targetType,
      details: staffAuditLog.details,
    })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, String(leadId))))
    .orderBy(asc(staffAuditLog.id));
}

async function holdsOf(enquiryId: number) {
  return db
    .select({
      kind: eventHolds.kind,
      rank: eventHolds.rank,
      status: eventHolds.status,
      day: eventHolds.day,
      expiresAt: eventHolds.expiresAt,
    })
    .from(eventHolds)
    .where(eq(eventHolds.enquiryId, enquiryId))
    .orderBy(asc(eventHolds.day), asc(eventHolds.kind));
}

/** Works a mail job as the worker would; returns the mail it stored in the outbox. */
async function deliverJob(data: EnquiryMailJob, recipient: string) {
  expect(await runEnquiryMail({ id: crypto.randomUUID(), data } as Job<EnquiryMailJob>, db, env())).toBe("outbox");
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return mail!;
}

/** A calendar file's property, its folded lines joined (RFC 5545 3.1). */
const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, "m").exec(ics.replace(/\r\n /g, ""))?.[1]?.trim();

beforeAll(async () => {
  db = (await database()).db;
  await clearEventDays(db, base);
  // The queue's tables exist before the first look at them.
  await jobQueue();
}, 60_000);

afterAll(async () => {
  await stopJobQueue();
  await closeDatabase();
});

describe("an enquiry on its lead page", () => {
  it("shows the enquiry, its dates folded per day, the stored estimate and which actions apply", async () => {
    const [date, other] = [freshDate(), freshDate()];
    const ahead = await enquiry();
    const mine = await enquiry();
    await place(ahead.id, [date]);
    await place(mine.id, [date, other]);
    const found = (await enquiryOfLead(db, mine.leadId))!;
    expect(found.enquiry.id).toBe(mine.id);
    expect(found.space).toEqual({ id: "liberty", name: "Liberty Stage" });
    expect(found.dates.map((d) => [d.day, d.state])).toEqual([
      [date.day, "second"],
      [other.day, "first"],
    ]);
    expect(found.dates[1]!.until).toEqual(new Date(placedAt.getTime() + 7 * DAY));
    expect(found.dates[0]!.floors).toEqual([{ floor: 5, kind: "option", rank: 2, status: "active", expiresAt: null }]);
    expect(found.estimate?.lines.map((line) => line.label)).toEqual([
      "Liberty Stage, full day (one floor)",
      "Additional show technician",
    ]);
    expect(found.estimate?.grossCents).toBe(Math.round((250_000 + 4 * 8_500) * 1.19));
    // A second option can be released, not extended or converted.
    expect(found.can).toEqual({ extend: false, release: true, convert: false });
    expect((await enquiryOfLead(db, ahead.leadId))!.can).toEqual({ extend: true, release: true, convert: true });
    // Another kind of lead has no enquiry.
    const [contact] = await db
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(sql`${leadInbox.kind} <> 'enquiry'`)
      .limit(1);
    if (contact) expect(await enquiryOfLead(db, contact.id)).toBeUndefined();
  });
});

describe("extending a first option", () => {
  it("moves its expiry by the days asked, audited on the lead; a second option, a released one or a wrong number of days is refused", async () => {
    const date = freshDate();
    const first = await enquiry();
    const second = await enquiry();
    await place(first.id, [date]);
    await place(second.id, [date]);
    const lapse = placedAt.getTime() + 7 * DAY;
    expect(await extendOption(db, owner, { enquiryId: first.id, days: 3, now })).toEqual({
      ok: true,
      until: new Date(lapse + 3 * DAY),
    });
    expect((await holdsOf(first.id))[0]!.expiresAt).toEqual(new Date(lapse + 3 * DAY));
    expect(await auditOf(first.leadId)).toEqual([
      {
        action: "enquiries.extend",
        actorEmail: owner.email,
        targetType: "lead",
        details: { days: 3, from: new Date(lapse).toISOString(), until: new Date(lapse + 3 * DAY).toISOString() },
      },
    ]);
    // An option already due (the sweep has not run yet) runs the days from now.
    const late = new Date(lapse + 4 * DAY);
    expect(await extendOption(db, owner, { enquiryId: first.id, days: 7, now: late })).toEqual({
      ok: true,
      until: new Date(late.getTime() + 7 * DAY),
    });

    expect(await extendOption(db, owner, { enquiryId: second.id, days: 7, now })).toEqual({
      ok: false,
      reason: "not first",
    });
    expect((await holdsOf(second.id))[0]!.expiresAt).toBeNull();
    for (const days of [0, 31, 1.5])
      await expect(extendOption(db, owner, { enquiryId: first.id, days, now })).rejects.toThrow(RangeError);
    await releaseOption(db, owner, { enquiryId: first.id, now });
    expect(await extendOption(db, owner, { enquiryId: first.id, days: 7, now })).toEqual({
      ok: false,
      reason: "not first",
    });
    // No mail is queued by an extension; the refusals are not audited.
    expect((await mailJobs([first.id])).map((job) => job.kind)).toEqual(["released"]);
    expect((await auditOf(first.leadId)).map((entry) => entry.action)).toEqual([
      "enquiries.extend",
      "enquiries.extend",
      "enquiries.release",
    ]);
    expect(await auditOf(second.leadId)).toEqual([]);
  });
});

describe("releasing an option", () => {
  it("ends it, moves the second up and mails both visitors in their language; a second release is refused and tells nobody", async () => {
    const date = freshDate();
    const first = await enquiry("de");
    const second = await enquiry("en");
    await place(first.id, [date]);
    await place(second.id, [date]);
    expect(await releaseOption(db, staff, { enquiryId: first.id, now })).toEqual({ ok: true, promoted: [second.id] });
    expect(await holdsOf(first.id)).toMatchObject([{ kind: "option", status: "released" }]);
    expect(await optionRank(db, second.id)).toBe(1);
    expect((await holdsOf(second.id))[0]!.expiresAt).toEqual(new Date(now.getTime() + 7 * DAY));
    const jobs = await mailJobs([first.id, second.id]);
    expect(jobs).toEqual([
      { kind: "released", enquiryId: first.id, because: "staff" },
      { kind: "promoted", enquiryId: second.id, ahead: "released" },
    ]);
    expect(await auditOf(first.leadId)).toEqual([
      {
        action: "enquiries.release",
        actorEmail: staff.email,
        targetType: "lead",
        details: { days: [date.day], promoted: [second.id] },
      },
    ]);

    expect(await releaseOption(db, staff, { enquiryId: first.id, now })).toEqual({ ok: false, reason: "no option" });
    expect(await mailJobs([first.id, second.id])).toEqual(jobs);
    expect(await auditOf(first.leadId)).toHaveLength(1);

    // The mails as the worker sends them.
    const released = await deliverJob(jobs[0]!, first.email);
    expect(released.subject).toBe("Ihre Option auf Liberty Stage wurde freigegeben");
    expect(released.textBody).toContain("Wir haben Ihre Option auf Liberty Stage für");
    expect(released.textBody).toContain("freigegeben. Die Termine sind nicht mehr für Sie reserviert.");
    const promoted = await deliverJob(jobs[1]!, second.email);
    expect(promoted.subject).toBe("You now hold the first option on Liberty Stage");
    expect(promoted.textBody).toContain("The option ahead of yours has been released: your enquiry for Liberty Stage");
  });
});

describe("converting an option into a booking", () => {
  it("books its dates, releases the second option behind it, promotes the one behind that; mails all three; audited once", async () => {
    const [date, other] = [freshDate(), freshDate()];
    const booker = await enquiry("en");
    const waiting = await enquiry("de");
    const third = await enquiry("en");
    await place(booker.id, [date]);
    // Second behind the booker on `date`, first on `other`, where `third` waits behind it.
    await place(waiting.id, [date, other]);
    await place(third.id, [other]);
    const ours = [booker.id, waiting.id, third.id];

    // Only a first option converts.
    expect(await convertOption(db, owner, { enquiryId: waiting.id, now })).toEqual({ ok: false, reason: "not first" });
    expect(await mailJobs(ours)).toEqual([]);

    expect(await convertOption(db, owner, { enquiryId: booker.id, now })).toEqual({
      ok: true,
      released: [waiting.id],
      promoted: [third.id],
    });
    expect(await holdsOf(booker.id)).toMatchObject([
      { kind: "booking", status: "active", rank: null, day: date.day },
      { kind: "option", status: "converted", day: date.day },
    ]);
    expect((await holdsOf(waiting.id)).map((hold) => hold.status)).toEqual(["released", "released"]);
    expect(await optionRank(db, third.id)).toBe(1);
    const jobs = await mailJobs(ours);
    expect(jobs).toEqual([
      { kind: "booked", enquiryId: booker.id },
      { kind: "released", enquiryId: waiting.id, because: "booked" },
      { kind: "promoted", enquiryId: third.id, ahead: "released" },
    ]);
    expect(await auditOf(booker.leadId)).toEqual([
      {
        action: "enquiries.convert",
        actorEmail: owner.email,
        targetType: "lead",
        details: { days: [date.day], released: [waiting.id], promoted: [third.id] },
      },
    ]);
    // Converted already: a second conversion, an extension or a release finds no option.
    expect(await convertOption(db, owner, { enquiryId: booker.id, now })).toEqual({ ok: false, reason: "not first" });
    expect(await releaseOption(db, owner, { enquiryId: booker.id, now })).toEqual({ ok: false, reason: "no option" });
    expect(await mailJobs(ours)).toEqual(jobs);
    expect((await enquiryOfLead(db, booker.leadId))!.dates.map((d) => d.state)).toEqual(["booked"]);
    expect((await enquiryOfLead(db, waiting.leadId))!.dates.map((d) => d.state)).toEqual(["released", "released"]);

    // The booking's mail with the offer (offer-job.test.ts reads it) and a calendar invite for its day.
    const booked = await deliverJob(jobs[0]!, booker.email);
    expect(booked.subject).toBe("Your booking at SPARK: Liberty Stage");
    expect(booked.textBody).toContain("We have booked Liberty Stage for you:");
    expect(booked.attachments.map((attachment) => attachment.contentType)).toEqual([
      "application/pdf",
      "text/calendar; charset=utf-8; method=REQUEST",
    ]);
    const file = booked.attachments[1]!;
    expect(file.filename).toBe(`spark-event-${date.day}.ics`);
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(icsField(file.content, "METHOD")).toBe("REQUEST");
    expect(icsField(file.content, "UID")).toBe(`enquiry-${booker.id}-${date.day}@spark-frankfurt.de`);
    expect(icsField(file.content, "DTSTART")).toBe(`${date.day.replaceAll("-", "")}T090000Z`);
    expect(icsField(file.content, "DTEND")).toBe(`${date.day.replaceAll("-", "")}T180000Z`);
    expect(icsField(file.content, "ATTENDEE")).toBe(`mailto:${booker.email}`);
    // The released visitor is told in German that the date was booked by someone else.
    const released = await deliverJob(jobs[1]!, waiting.email);
    expect(released.subject).toBe("Ihre Option auf Liberty Stage ist beendet");
    expect(released.textBody).toContain("Leider wurde Liberty Stage am ");
    expect(released.textBody).toContain("anderweitig gebucht. Ihre Option für");
    expect(released.attachments).toEqual([]);
    const promoted = await deliverJob(jobs[2]!, third.email);
    expect(promoted.subject).toBe("You now hold the first option on Liberty Stage");
  });

  it("a booking cancelled before its mail runs sends nothing", async () => {
    const alone = await enquiry();
    await place(alone.id, [freshDate()]);
    await convertOption(db, owner, { enquiryId: alone.id, now });
    await db
      .update(eventHolds)
      .set({ status: "released" })
      .where(and(eq(eventHolds.enquiryId, alone.id), eq(eventHolds.kind, "booking")));
    expect(
      await runEnquiryMail(
        { id: crypto.randomUUID(), data: { kind: "booked", enquiryId: alone.id } } as Job<EnquiryMailJob>,
        db,
        env(),
      ),
    ).toBe("changed since");
  });

  if (process.env.TEST_DATABASE_URL)
    it("two people converting, or converting and releasing, at once: one booking, told and audited once", async () => {
      for (const rival of ["convert", "release"] as const) {
        const date = freshDate();
        const first = await enquiry();
        const second = await enquiry();
        await place(first.id, [date]);
        await place(second.id, [date]);
        const outcomes = await Promise.all([
          convertOption(db, owner, { enquiryId: first.id, now }),
          rival === "convert"
            ? convertOption(db, staff, { enquiryId: first.id, now })
            : releaseOption(db, staff, { enquiryId: first.id, now }),
        ]);
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
        // The loser decided under the locks: it found no option left (not a refused double booking).
        if (rival === "convert")
          expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "not first" });
        const bookings = await db
          .select()
          .from(eventHolds)
          .where(and(inArray(eventHolds.enquiryId, [first.id, second.id]), eq(eventHolds.kind, "booking")));
        const audit = await auditOf(first.leadId);
        expect(audit).toHaveLength(1);
        const jobs = await mailJobs([first.id, second.id]);
        if (audit[0]!.action === "enquiries.convert") {
          expect(bookings).toHaveLength(1);
          expect(jobs).toEqual([
            { kind: "booked", enquiryId: first.id },
            { kind: "released", enquiryId: second.id, because: "booked" },
          ]);
        } else {
          expect(bookings).toHaveLength(0);
          expect(jobs).toEqual([
            { kind: "released", enquiryId: first.id, because: "staff" },
            { kind: "promoted", enquiryId: second.id, ahead: "released" },
          ]);
        }
      }
    }, 60_000);

  if (process.env.TEST_DATABASE_URL)
    it("two conversions crossing over a second option's other date both go through (a deadlock is retried)", async () => {
      // A holds day 1 and B day 2 as first options; C waits behind both. Converting A releases C, so
      // it locks day 2 after its own day 1; converting B locks day 1 after day 2: crossed, PostgreSQL
      // aborts one of them, which runs again and finds C released already.
      for (let round = 0; round < 6; round++) {
        const [dayOne, dayTwo] = [freshDate(), freshDate()];
        const [a, b, c] = [await enquiry(), await enquiry(), await enquiry()];
        await place(a.id, [dayOne]);
        await place(b.id, [dayTwo]);
        await place(c.id, [dayOne, dayTwo]);
        const outcomes = await Promise.all([
          convertOption(db, owner, { enquiryId: a.id, now }),
          convertOption(db, staff, { enquiryId: b.id, now }),
        ]);
        expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
        const booked = await db
          .select({ enquiryId: eventHolds.enquiryId })
          .from(eventHolds)
          .where(
            and(
              inArray(eventHolds.enquiryId, [a.id, b.id, c.id]),
              eq(eventHolds.kind, "booking"),
              eq(eventHolds.status, "active"),
            ),
          );
        expect(booked.map((row) => row.enquiryId).sort()).toEqual([a.id, b.id].sort());
        expect((await holdsOf(c.id)).every((hold) => hold.status === "released")).toBe(true);
        // C is told once, however the two conversions met.
        expect((await mailJobs([c.id])).filter((job) => job.kind === "released")).toHaveLength(1);
      }
    }, 60_000);
});
