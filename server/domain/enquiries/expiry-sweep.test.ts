import { and, eq, inArray, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { mailOutbox } from "../../db/schema";
import { env } from "../../env";
import { jobQueue, stopJobQueue } from "../../jobs/queue";
import { sweepOptionExpiry } from "./expiry-sweep";
import { run as runEnquiryMail, type EnquiryMailJob } from "./option-mail-job";
import { optionRank, placeOptions, type EventDate } from "./options";
import { eventEnquiries, eventHolds } from "./schema";
import { eventSpace } from "./spaces";
import { clearEventDays } from "../../../tests/support/event-days";

// The option sweep (issue 47, decision 1132) against a real database: PostgreSQL when
// TEST_DATABASE_URL is set (npm test sets it), else embedded PGlite. The clock is passed in; each run
// takes days of its own in a year of its own (a reused database keeps earlier runs' holds, and a sweep
// at this run's time may lapse them too: only this run's enquiries are asserted).
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `expiry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
const base = Date.UTC(2060, 0, 1) + Math.floor(Math.random() * 3_300) * DAY;
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
/** When the options are placed: a month before their dates. */
const placedAt = new Date(base - 30 * DAY);
/** A first option placed then lapses a week later (OPTION_DAYS). */
const lapseAt = new Date(placedAt.getTime() + 7 * DAY);
const liberty = eventSpace("liberty")!;
let db: Database;
let counter = 0;

async function enquiry(lang: "en" | "de"): Promise<{ id: number; email: string }> {
  const email = `${tag}-${++counter}@example.com`;
  const [row] = await db
    .insert(eventEnquiries)
    .values({ fullName: "Pat Planner", email, company: "Planners GmbH", spaceId: "liberty", guests: 120, lang })
    .returning({ id: eventEnquiries.id });
  return { id: row!.id, email };
}

const place = (enquiryId: number, dates: EventDate[], now = placedAt) =>
  db.transaction((tx) => placeOptions(tx, { enquiryId, space: liberty, dates, now }));

const kindOrder = ["lapsed", "promoted", "team"];
/** The option mail jobs queued about these enquiries (one transaction's jobs share their time: in kind order). */
async function mailJobs(ids: number[]): Promise<EnquiryMailJob[]> {
  const rows = rowsOf(
    await db.execute(
      sql`select data from pgboss.job where name = 'mail-enquiry'
          and (data->>'enquiryId')::int in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by created_on`,
    ),
  );
  return rows
    .map((row) => row.data as EnquiryMailJob)
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.enquiryId - b.enquiryId);
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

async function statusOf(enquiryId: number) {
  return db
    .select({ rank: eventHolds.rank, status: eventHolds.status, expiresAt: eventHolds.expiresAt })
    .from(eventHolds)
    .where(and(eq(eventHolds.enquiryId, enquiryId), eq(eventHolds.kind, "option")));
}

beforeAll(async () => {
  db = (await database()).db;
  await clearEventDays(db, base);
  // The queue's tables exist before the first look at them (a sweep with nothing due starts no queue).
  await jobQueue();
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stopJobQueue();
  await closeDatabase();
});

describe("the option sweep", () => {
  it("a lapsed first option promotes the second and queues three mails, each in its visitor's language; one not due is untouched; a second run sends nothing again", async () => {
    const date = freshDate();
    const first = await enquiry("de");
    const second = await enquiry("en");
    const later = await enquiry("en");
    await place(first.id, [date]);
    await place(second.id, [date]);
    // Placed a day later on a date of its own: its first option is not due yet.
    await place(later.id, [freshDate()], new Date(placedAt.getTime() + DAY));
    const ours = [first.id, second.id, later.id];

    // A minute before the week is out nothing lapses.
    const early = await sweepOptionExpiry(db, new Date(lapseAt.getTime() - 60_000));
    expect(early.expired.filter((id) => ours.includes(id))).toEqual([]);
    expect(await mailJobs(ours)).toEqual([]);

    const swept = await sweepOptionExpiry(db, lapseAt);
    expect(swept.expired.filter((id) => ours.includes(id))).toEqual([first.id]);
    expect(swept.promoted.filter((id) => ours.includes(id))).toEqual([second.id]);
    expect(await statusOf(first.id)).toEqual([{ rank: 1, status: "expired", expiresAt: lapseAt }]);
    // The promoted option runs a week from its promotion.
    expect(await statusOf(second.id)).toEqual([
      { rank: 1, status: "active", expiresAt: new Date(lapseAt.getTime() + 7 * DAY) },
    ]);
    expect(await optionRank(db, later.id)).toBe(1);
    expect(await statusOf(later.id)).toEqual([
      { rank: 1, status: "active", expiresAt: new Date(lapseAt.getTime() + DAY) },
    ]);
    const jobs = await mailJobs(ours);
    expect(jobs).toEqual([
      { kind: "lapsed", enquiryId: first.id },
      { kind: "promoted", enquiryId: second.id },
      { kind: "team", enquiryId: first.id, promoted: [second.id] },
    ]);

    // Run again, at the same time and an hour later: nothing is due again, nothing is queued twice.
    for (const at of [lapseAt, new Date(lapseAt.getTime() + 3_600_000)]) {
      const again = await sweepOptionExpiry(db, at);
      expect(again.expired.filter((id) => ours.includes(id))).toEqual([]);
      expect(again.promoted.filter((id) => ours.includes(id))).toEqual([]);
    }
    expect(await mailJobs(ours)).toEqual(jobs);

    // The mails as the worker sends them: the German visitor's in German, the English one's in English.
    const lapsed = await deliverJob(jobs[0]!, first.email);
    expect(lapsed.subject).toBe("Ihre Option auf Liberty Stage ist abgelaufen");
    expect(lapsed.textBody).toContain("Die Termine sind damit wieder frei");
    const promoted = await deliverJob(jobs[1]!, second.email);
    expect(promoted.subject).toBe("You now hold the first option on Liberty Stage");
    expect(promoted.textBody).toContain("We hold the dates for you until");
    const team = await deliverJob(jobs[2]!, env().MAIL_TEAM_ENQUIRY);
    expect(team.subject).toBe("Option expired: Pat Planner, Liberty Stage; first option now Pat Planner");
    expect(team.textBody).toContain(`Pat Planner (Planners GmbH), ${first.email} on Liberty Stage`);
    expect(team.textBody).toContain(`Pat Planner (Planners GmbH), ${second.email} now holds the first option`);
  });

  it("a lapse and its mails commit together: when queueing fails, the option stays active and the next run tells it once", async () => {
    const date = freshDate();
    const first = await enquiry("en");
    const second = await enquiry("de");
    await place(first.id, [date]);
    await place(second.id, [date]);
    const ours = [first.id, second.id];
    const boss = await jobQueue();
    const send = boss.send.bind(boss);
    const spy = vi.spyOn(boss, "send").mockImplementation((async (...args: Parameters<typeof boss.send>) => {
      const data = args[1] as { enquiryId?: number; kind?: string } | undefined;
      // The lapse's last mail (the team's) fails: the lapse and the mails before it roll back.
      if (data?.enquiryId === first.id && data.kind === "team") throw new Error("queue unavailable");
      return (send as (...a: unknown[]) => Promise<string | null>)(...args);
    }) as typeof boss.send);
    await expect(sweepOptionExpiry(db, lapseAt)).rejects.toThrow("queue unavailable");
    spy.mockRestore();
    expect(await statusOf(first.id)).toEqual([{ rank: 1, status: "active", expiresAt: lapseAt }]);
    expect(await optionRank(db, second.id)).toBe(2);
    expect(await mailJobs(ours)).toEqual([]);

    const swept = await sweepOptionExpiry(db, lapseAt);
    expect(swept.expired.filter((id) => ours.includes(id))).toEqual([first.id]);
    expect(await mailJobs(ours)).toEqual([
      { kind: "lapsed", enquiryId: first.id },
      { kind: "promoted", enquiryId: second.id },
      { kind: "team", enquiryId: first.id, promoted: [second.id] },
    ]);
    // The promoted visitor's mail is in their language.
    const promoted = await deliverJob({ kind: "promoted", enquiryId: second.id }, second.email);
    expect(promoted.subject).toBe("Sie haben jetzt die 1. Option auf Liberty Stage");
  });

  if (process.env.TEST_DATABASE_URL)
    it("two sweeps at once (two processes) tell a lapse once", async () => {
      const date = freshDate();
      const first = await enquiry("en");
      const second = await enquiry("en");
      await place(first.id, [date]);
      await place(second.id, [date]);
      const runs = await Promise.all([sweepOptionExpiry(db, lapseAt), sweepOptionExpiry(db, lapseAt)]);
      expect(runs.flatMap((run) => run.expired).filter((id) => id === first.id)).toEqual([first.id]);
      expect(await mailJobs([first.id, second.id])).toEqual([
        { kind: "lapsed", enquiryId: first.id },
        { kind: "promoted", enquiryId: second.id },
        { kind: "team", enquiryId: first.id, promoted: [second.id] },
      ]);
    });

  it("a first option with nobody behind it lapses with two mails; a promoted option released before its mail goes out sends none", async () => {
    const alone = await enquiry("en");
    await place(alone.id, [freshDate()]);
    await sweepOptionExpiry(db, lapseAt);
    expect(await mailJobs([alone.id])).toEqual([
      { kind: "lapsed", enquiryId: alone.id },
      { kind: "team", enquiryId: alone.id, promoted: [] },
    ]);
    const team = await deliverJob({ kind: "team", enquiryId: alone.id, promoted: [] }, env().MAIL_TEAM_ENQUIRY);
    expect(team.textBody).toContain("No second option was waiting: the dates are free again.");

    const date = freshDate();
    const first = await enquiry("en");
    const second = await enquiry("en");
    await place(first.id, [date]);
    await place(second.id, [date]);
    await sweepOptionExpiry(db, lapseAt);
    await db
      .update(eventHolds)
      .set({ status: "released" })
      .where(inArray(eventHolds.enquiryId, [second.id]));
    expect(
      await runEnquiryMail(
        { id: crypto.randomUUID(), data: { kind: "promoted", enquiryId: second.id } } as Job<EnquiryMailJob>,
        db,
        env(),
      ),
    ).toBe("changed since");
  });
});
