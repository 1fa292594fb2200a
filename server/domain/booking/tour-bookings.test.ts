import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { mailOutbox, tourBookings } from "../../db/schema";
import { env } from "../../env";
import { stopJobQueue } from "../../jobs/queue";
import { instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time";
import { freeTimesOfDay } from "./free-times";
import { changeManagedTour, managedTour } from "./manage-tour";
import { manageTourToken } from "./manage-link";
import { sweepTourReminders } from "./reminders";
import { tourSlots } from "./schema";
import { defaultTourRules, publicHoliday } from "./tour-availability";
import { confirmTourRequest, type TourMailJob } from "./tour-bookings";
import { run as runTourMail } from "./tour-mail-job";
import { storeTourRequest } from "./tour-requests";
import { saveTourRules } from "./tour-rules";

// A tour's life (issue 46) against a real database: PostgreSQL when TEST_DATABASE_URL is set (npm
// test sets it), else embedded PGlite. The clock is passed in: "now" is a Monday 11:00 in Frankfurt
// in a year of its own per run, so a reused database's earlier tours are never in the way.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `tours-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
// A Monday in winter (the times below are CET), in a year of its own, whose next nine days hold no
// public holiday of Hesse (those take no tours: the times below would be requests by arrangement).
// 7 January 2036 is a Monday; so is every 364th day after it (drifting back a day a year: November
// to January over the 50 years drawn from).
const mondayOf = (years: number) => new Date(Date.UTC(2036, 0, 7) + years * 364 * 86_400_000);
const daysFrom = (monday: Date, offset: number) =>
  new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const hasHoliday = (monday: Date) =>
  Array.from({ length: 9 }, (_, offset) => publicHoliday(daysFrom(monday, offset))).some(Boolean);
let monday = mondayOf(Math.floor(Math.random() * 50));
while (hasHoliday(monday)) monday = mondayOf(Math.floor(Math.random() * 50));
const day = (offset: number) => daysFrom(monday, offset);
const now = instantFromZonedLocal(`${day(0)}T11:00`, VENUE_TIME_ZONE);
const tuesday = day(1);
const saturday = day(5);
const owner = { id: "owner-1", email: "owner@spark.test" };
let db: Database;
let counter = 0;

const request = (preferredDate: string, preferredTime: string) => ({
  fullName: "Ada Planner",
  email: `${tag}-${++counter}@example.com`,
  company: "Planners GmbH",
  phoneNumber: null,
  preferredDate,
  preferredTime,
  numberOfGuests: 4,
  additionalInformation: null,
});

async function bookingOf(email: string) {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.email, email));
  return row;
}

async function slotOf(tourBookingId: number) {
  const [slot] = await db.select().from(tourSlots).where(eq(tourSlots.tourBookingId, tourBookingId));
  return slot;
}

/** The tour mail jobs queued for a request, oldest first. */
async function tourJobs(tourBookingId: number): Promise<TourMailJob[]> {
  const result = await db.execute(
    sql`select data from pgboss.job where name = 'mail-tour' and (data->>'tourBookingId')::int = ${tourBookingId} order by created_on`,
  );
  return (result as unknown as { rows: { data: TourMailJob }[] }).rows.map((row) => row.data);
}

/** Works a tour mail job as the worker would and reads the calendar file of the mail it stored. */
async function mailOf(data: TourMailJob) {
  await runTourMail({ id: crypto.randomUUID(), data } as Job<TourMailJob>, db, env());
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.template, "tour-%"))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const ics = mail!.attachments[0]!.content;
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(ics.replace(/\r\n /g, ""))?.[1]?.trim();
  return { mail: mail!, ics, field };
}

beforeAll(async () => {
  db = (await database()).db;
  // The venue's stated rules (a browser test may have saved others on a shared database).
  await saveTourRules(db, owner, defaultTourRules);
  // A reused database may hold an earlier run's tours in the same year (one of fifty): free its days.
  await db
    .delete(tourSlots)
    .where(
      sql`${tourSlots.startsAt} >= ${`${day(0)}T00:00:00Z`}::timestamptz and ${tourSlots.startsAt} < ${`${day(10)}T00:00:00Z`}::timestamptz`,
    );
}, 60_000);

afterAll(async () => {
  await stopJobQueue();
  await closeDatabase();
});

describe("a tour request", () => {
  it("a free time within the hours is booked at once; the same time again is refused with the day's free times", async () => {
    const first = request(tuesday, "10:00");
    expect(await storeTourRequest(db, first, now)).toEqual({ stored: true, booked: true });
    const booking = (await bookingOf(first.email))!;
    const slot = (await slotOf(booking.id))!;
    expect(slot).toMatchObject({ status: "held", guide: 1, calendarSequence: 0 });
    // 10:00 in Frankfurt in winter is 9:00 UTC.
    expect(slot.startsAt.toISOString()).toBe(`${tuesday}T09:00:00.000Z`);
    expect(await tourJobs(booking.id)).toEqual([{ kind: "booked", tourBookingId: booking.id, by: "visitor" }]);

    const second = request(tuesday, "10:30");
    const refused = await storeTourRequest(db, second, now);
    expect(refused).toMatchObject({ stored: false, reason: "taken", alternatives: { day: tuesday } });
    const times = refused.stored === false && refused.reason === "taken" ? refused.alternatives!.times : [];
    // 9:00 would end as the 10:00 tour begins, inside the 15 minutes' buffer.
    expect(times[0]).toBe("11:30");
    expect(times).not.toContain("10:30");
    expect(times).not.toContain("11:00"); // the buffer after the 10:00 tour
    expect(times).toContain("11:30");
    expect(await bookingOf(second.email)).toBeUndefined(); // nothing stored
  });

  it("a weekend or evening time is a request by arrangement; a past day is refused", async () => {
    const weekend = request(saturday, "11:00");
    expect(await storeTourRequest(db, weekend, now)).toEqual({ stored: true, booked: false });
    const booking = (await bookingOf(weekend.email))!;
    expect(await slotOf(booking.id)).toBeUndefined();
    const evening = request(tuesday, "19:30");
    expect(await storeTourRequest(db, evening, now)).toEqual({ stored: true, booked: false });
    expect(await storeTourRequest(db, request(day(-3), "10:00"), now)).toEqual({ stored: false, reason: "past" });
    // Staff confirm the weekend request into a time: held, invited, audited.
    const at = instantFromZonedLocal(`${saturday}T11:00`, VENUE_TIME_ZONE);
    expect(await confirmTourRequest(db, owner, { tourBookingId: booking.id, startsAt: at, now })).toBe("confirmed");
    expect(await confirmTourRequest(db, owner, { tourBookingId: booking.id, startsAt: at, now })).toBe("gone");
    expect((await slotOf(booking.id))?.startsAt).toEqual(at);
    expect(await tourJobs(booking.id)).toEqual([{ kind: "booked", tourBookingId: booking.id, by: "staff" }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "50 visitors posting one free time at once: exactly one is booked, the 49 others are refused with free times",
    async () => {
      const posts = Array.from({ length: 50 }, () => request(day(2), "14:00"));
      const outcomes = await Promise.all(posts.map((post) => storeTourRequest(db, post, now)));
      expect(outcomes.filter((outcome) => outcome.stored)).toEqual([{ stored: true, booked: true }]);
      // Each of the others is told the time is taken and offered the day's other free times.
      const refused = outcomes.filter((outcome) => !outcome.stored);
      expect(refused).toHaveLength(49);
      const free = await freeTimesOfDay(db, day(2), now);
      const alternatives = { day: day(2), times: free.map((time) => time.time) };
      expect(alternatives.times.length).toBeGreaterThan(0);
      expect(alternatives.times).not.toContain("14:00");
      for (const outcome of refused) expect(outcome).toEqual({ stored: false, reason: "taken", alternatives });
      const stored = await db
        .select()
        .from(tourBookings)
        .innerJoin(tourSlots, eq(tourSlots.tourBookingId, tourBookings.id))
        .where(and(like(tourBookings.email, `${tag}-%`), eq(tourBookings.preferredDate, day(2))));
      expect(stored).toHaveLength(1);
    },
    60_000,
  );
});

describe("the visitor's invite and link", () => {
  it("the invite, a move and a cancellation carry one UID with a raised SEQUENCE; a forged or used link is refused", async () => {
    const post = request(day(3), "15:00");
    await storeTourRequest(db, post, now);
    const booking = (await bookingOf(post.email))!;
    const invite = await mailOf({ kind: "booked", tourBookingId: booking.id, by: "visitor" });
    expect(invite.mail.recipient).toBe(post.email);
    expect(invite.field("METHOD")).toBe("REQUEST");
    expect(invite.field("UID")).toBe(`tour-${booking.id}@spark-frankfurt.de`);
    expect(invite.field("DTSTART")).toBe(`${day(3).replaceAll("-", "")}T140000Z`);
    expect(invite.field("SEQUENCE")).toBe("0");
    const token = manageTourToken(booking.id);
    expect(invite.mail.textBody).toContain(`/book-tour/manage?t=${token}`);

    // The link shows the tour and the free times of a day, its own time left out.
    const shown = await managedTour(db, token, day(3), now);
    expect(shown).toMatchObject({ state: "open", day: day(3) });
    const free = shown.state === "open" ? shown.moveDay!.times.map((time) => time.time) : [];
    expect(free).toContain("15:00");

    // A forged token (another id, or a changed signature) names nothing.
    const forged = `${booking.id + 1}${token.slice(String(booking.id).length)}`;
    expect((await managedTour(db, forged, null, now)).state).toBe("unknown");
    expect(await changeManagedTour(db, forged, { intent: "cancel" }, now)).toBeUndefined();
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await changeManagedTour(db, flipped, { intent: "cancel" }, now)).toBeUndefined();

    // Moved to 16:30: SEQUENCE 1, the team is told as well (the visitor did it).
    const later = instantFromZonedLocal(`${day(3)}T16:30`, VENUE_TIME_ZONE);
    expect(await changeManagedTour(db, token, { intent: "move", startsAt: later }, now)).toBe("moved");
    // A time the rules do not offer (an evening) is refused.
    const evening = instantFromZonedLocal(`${day(3)}T19:00`, VENUE_TIME_ZONE);
    expect(await changeManagedTour(db, token, { intent: "move", startsAt: evening }, now)).toBe("taken");
    const moved = (await tourJobs(booking.id)).at(-1)!;
    expect(moved).toMatchObject({ kind: "moved", by: "visitor" });
    const movedMail = await mailOf(moved);
    expect(movedMail.field("METHOD")).toBe("REQUEST");
    expect(movedMail.field("SEQUENCE")).toBe("1");
    expect(movedMail.field("DTSTART")).toBe(`${day(3).replaceAll("-", "")}T153000Z`);
    const [teamMail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "team-tour-moved"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(teamMail!.subject).toContain("Tour moved: Ada Planner");

    // Cancelled: METHOD:CANCEL, SEQUENCE 2; the link then only says so.
    expect(await changeManagedTour(db, token, { intent: "cancel" }, now)).toBe("cancelled");
    const cancelled = await mailOf((await tourJobs(booking.id)).at(-1)!);
    expect(cancelled.field("METHOD")).toBe("CANCEL");
    expect(cancelled.field("SEQUENCE")).toBe("2");
    expect(cancelled.field("UID")).toBe(`tour-${booking.id}@spark-frankfurt.de`);
    expect(await changeManagedTour(db, token, { intent: "cancel" }, now)).toBe("gone");
    expect(await changeManagedTour(db, token, { intent: "move", startsAt: later }, now)).toBe("gone");
    expect((await managedTour(db, token, null, now)).state).toBe("cancelled");
    // Its time is free again.
    expect((await managedTour(db, manageTourToken(booking.id), null, now)).state).toBe("cancelled");
  });

  it("the link expires when the tour is over", async () => {
    const post = request(day(4), "09:00");
    await storeTourRequest(db, post, now);
    const booking = (await bookingOf(post.email))!;
    const after = instantFromZonedLocal(`${day(4)}T10:30`, VENUE_TIME_ZONE);
    expect((await managedTour(db, manageTourToken(booking.id), null, after)).state).toBe("over");
    expect(await changeManagedTour(db, manageTourToken(booking.id), { intent: "cancel" }, after)).toBe("gone");
  });
});

describe("the reminder", () => {
  it("is queued once, 24 hours before; a moved tour is reminded again of its new time", async () => {
    const post = request(day(7), "11:00");
    await storeTourRequest(db, post, now);
    const booking = (await bookingOf(post.email))!;
    const startsAt = (await slotOf(booking.id))!.startsAt;
    const reminders = async () => (await tourJobs(booking.id)).filter((job) => job.kind === "reminder").length;
    await sweepTourReminders(db, new Date(startsAt.getTime() - 25 * 3_600_000));
    expect(await reminders()).toBe(0);
    await sweepTourReminders(db, new Date(startsAt.getTime() - 23 * 3_600_000));
    await sweepTourReminders(db, new Date(startsAt.getTime() - 22 * 3_600_000));
    expect(await reminders()).toBe(1);
    const reminder = await mailOf({ kind: "reminder", tourBookingId: booking.id });
    expect(reminder.mail.subject).toContain("Reminder: your tour");

    // Moved by a day: the reminder comes again, 24 hours before the new time.
    const next = new Date(startsAt.getTime() + 86_400_000);
    const movedAt = new Date(startsAt.getTime() - 22 * 3_600_000);
    expect(await changeManagedTour(db, manageTourToken(booking.id), { intent: "move", startsAt: next }, movedAt)).toBe(
      "moved",
    );
    await sweepTourReminders(db, new Date(next.getTime() - 23 * 3_600_000));
    expect(await reminders()).toBe(2);
  });
});

describe("a tour requested on the German page (issue 44)", () => {
  it("is stored and filed as a German lead; its invite, its link and its page are German", async () => {
    const post = { ...request(day(8), "14:00"), lang: "de" };
    expect(await storeTourRequest(db, post, now)).toEqual({ stored: true, booked: true });
    const booking = (await bookingOf(post.email))!;
    expect(booking.lang).toBe("de");
    const [lead] = rowsOf(
      await db.execute(sql`select language from lead_inbox where kind = 'tour' and source_id = ${booking.id}`),
    );
    expect(lead?.language).toBe("de");

    const invite = await mailOf({ kind: "booked", tourBookingId: booking.id, by: "visitor" });
    const when = `${dayDe(day(8))}, 14:00 Uhr`;
    expect(invite.mail.subject).toBe(`Ihre Besichtigung bei SPARK Frankfurt: ${when}`);
    expect(invite.mail.htmlBody).toContain('<html lang="de">');
    expect(invite.mail.textBody).toContain("Hallo Ada Planner, Ihre Besichtigung ist gebucht");
    expect(invite.mail.textBody).toContain("Eine Besichtigung dauert 60–90 Minuten");
    // The link leads to the German manage page; the calendar entry is German too.
    const token = manageTourToken(booking.id);
    expect(invite.mail.textBody).toContain(`/de/tour-buchen/verwalten?t=${token}`);
    expect(invite.mail.textBody).not.toContain("/book-tour/manage");
    expect(invite.field("SUMMARY")).toBe("Besichtigung bei SPARK Frankfurt");

    // The page in German: the tour's time as German writes it.
    const shown = await managedTour(db, token, day(8), now, "de");
    expect(shown).toMatchObject({ state: "open", when });

    // Moved and cancelled: German subjects, the cancellation pointing to the German tour page.
    const later = instantFromZonedLocal(`${day(8)}T16:00`, VENUE_TIME_ZONE);
    expect(await changeManagedTour(db, token, { intent: "move", startsAt: later }, now)).toBe("moved");
    const moved = await mailOf((await tourJobs(booking.id)).at(-1)!);
    expect(moved.mail.subject).toBe(`Neuer Termin für Ihre Besichtigung: ${dayDe(day(8))}, 16:00 Uhr`);
    expect(moved.mail.textBody).toContain(`(statt am ${when})`);
    expect(await changeManagedTour(db, token, { intent: "cancel" }, now)).toBe("cancelled");
    const cancelled = await mailOf((await tourJobs(booking.id)).at(-1)!);
    expect(cancelled.mail.subject).toBe(`Ihre Besichtigung am ${dayDe(day(8))}, 16:00 Uhr ist abgesagt`);
    expect(cancelled.mail.textBody).toContain("/de/tour-buchen");
    // The team's own mail stays English.
    const [teamMail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "team-tour-cancelled"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(teamMail!.subject).toContain("Tour cancelled: Ada Planner");
  });

  it("an English request stays English, its lead too", async () => {
    const post = request(day(8), "09:00");
    await storeTourRequest(db, post, now);
    const booking = (await bookingOf(post.email))!;
    expect(booking.lang).toBe("en");
    const invite = await mailOf({ kind: "booked", tourBookingId: booking.id, by: "visitor" });
    expect(invite.mail.subject).toMatch(/^Your tour at SPARK Frankfurt: \w+day, \d+ \w+ \d{4} at 09:00$/);
    expect(invite.field("SUMMARY")).toBe("Venue tour at SPARK Frankfurt");
  });
});

/** "Dienstag, 15.01.2036" */
function dayDe(isoDay: string) {
  const [year, month, date] = isoDay.split("-");
  const weekday = new Intl.DateTimeFormat("de-DE", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
  return `${weekday}, ${date}.${month}.${year}`;
}
