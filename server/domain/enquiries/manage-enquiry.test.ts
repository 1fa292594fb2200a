import { and, asc, desc, eq, like, or, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { leadInbox, mailOutbox } from "../../db/schema";
import { env } from "../../env";
import { jobQueue, stopJobQueue } from "../../jobs/queue";
import { mailSettings } from "../../mail/transport";
import { manageTourToken } from "../booking/manage-link";
import { staffAuditLog } from "../staff/schema";
import { run as runEnquiryReceived, type EnquiryReceivedJob } from "./enquiry-mail-job";
import { estimateEvent } from "./estimate";
import { enquiryOfLead } from "./enquiry-office";
import { askToConfirm, changeManagedEnquiry, managedEnquiry } from "./manage-enquiry";
import { manageEnquiryToken, verifyManageEnquiryToken } from "./manage-link";
import { run as runEnquiryMail, type EnquiryMailJob } from "./option-mail-job";
import { optionRank, placeOptions, type EventDate } from "./options";
import { defaultPriceList } from "./price-list";
import { eventEnquiries, eventHolds } from "./schema";
import { eventSpace } from "./spaces";
import { clearEventDays } from "../../../tests/support/event-days";

// The visitor's signed link to their enquiry (issue 47, decision 1141) against a real database:
// PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite. The clock is passed in; the days
// come from a decade of this file's own (the 2080s), since a reused database keeps earlier runs' holds.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");

const tag = `link-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const base = Date.UTC(2080, 0, 1) + Math.floor(Math.random() * 3_300) * DAY;
let next = 0;
/** A date of its own for each use: the event 9:00-18:00 UTC. */
const freshDate = (): EventDate => {
  const start = base + next++ * DAY + 9 * HOUR;
  return {
    day: new Date(start).toISOString().slice(0, 10),
    startsAt: new Date(start),
    endsAt: new Date(start + 9 * HOUR),
  };
};
const placedAt = new Date(base - 30 * DAY);
const now = new Date(placedAt.getTime() + 2 * DAY);
const liberty = eventSpace("liberty")!;
let db: Database;
let counter = 0;

async function enquiry(lang: "en" | "de" = "en", fullName = "Pat Planner") {
  const email = `${tag}-${++counter}@example.com`;
  const [row] = await db
    .insert(eventEnquiries)
    .values({
      fullName,
      email,
      company: "Planners GmbH",
      spaceId: "liberty",
      guests: 120,
      setup: "theatre",
      addOns: [],
      estimate: estimateEvent({ space: liberty, dates: 1, rate: "day", guests: 120, addOns: [] }, defaultPriceList),
      lang,
    })
    .returning({ id: eventEnquiries.id });
  const [lead] = await db
    .select({ id: leadInbox.id })
    .from(leadInbox)
    .where(and(eq(leadInbox.kind, "enquiry"), eq(leadInbox.sourceId, row!.id)));
  return { id: row!.id, email, leadId: lead!.id, token: manageEnquiryToken(row!.id) };
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

async function auditOf(leadId: number) {
  return db
    .select({ action: staffAuditLog.action, actorEmail: staffAuditLog.actorEmail, details: staffAuditLog.details })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, String(leadId))))
    .orderBy(asc(staffAuditLog.id));
}

const statusesOf = async (enquiryId: number) =>
  (await db.select({ status: eventHolds.status }).from(eventHolds).where(eq(eventHolds.enquiryId, enquiryId))).map(
    (row) => row.status,
  );

/** Works a job as the worker would; returns the mail it stored in the outbox (by its template, and its recipient or an address in its text). */
async function deliver(run: () => Promise<string>, template: string, about: string) {
  expect(await run()).toBe("outbox");
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, template),
        or(eq(mailOutbox.recipient, about), like(mailOutbox.textBody, `%${about}%`)),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail!;
}
const optionMail = (data: EnquiryMailJob) => () =>
  runEnquiryMail({ id: crypto.randomUUID(), data } as Job<EnquiryMailJob>, db, env());

/** The enquiry id named by the first link to the enquiry page in a mail's text. */
/** The enquiry the mail's link names, on its English or its German page (issue 44). */
const linkedEnquiry = (text: string) =>
  verifyManageEnquiryToken(/https?:\/\/\S+\/(?:enquire\/manage|de\/anfrage\/verwalten)\?t=([\w.-]+)/.exec(text)?.[1]);

beforeAll(async () => {
  db = (await database()).db;
  await clearEventDays(db, base);
  await jobQueue();
}, 60_000);

afterAll(async () => {
  await stopJobQueue();
  await closeDatabase();
});

describe("the link", () => {
  it("a missing, forged or tampered token, or one signed for a tour, names no enquiry and changes nothing", async () => {
    const date = freshDate();
    const mine = await enquiry();
    const other = await enquiry();
    await place(mine.id, [date]);
    await place(other.id, [freshDate()]);
    expect(verifyManageEnquiryToken(mine.token)).toBe(mine.id);

    const forged = [
      undefined,
      null,
      "",
      "unknown",
      String(mine.id),
      // Another enquiry's id under this one's signature, and this id with one character of the signature changed.
      `${other.id}${mine.token.slice(String(mine.id).length)}`,
      `${mine.token.slice(0, -1)}${mine.token.endsWith("A") ? "B" : "A"}`,
      // A tour's link for the same number, and one signed with another secret.
      manageTourToken(mine.id),
      manageEnquiryToken(mine.id, "another-secret-of-at-least-thirty-two-characters"),
    ];
    for (const token of forged) {
      expect(verifyManageEnquiryToken(token)).toBeUndefined();
      expect(await managedEnquiry(db, token ?? null)).toEqual({ state: "unknown" });
      expect(await changeManagedEnquiry(db, token ?? null, "release", now)).toBeUndefined();
      expect(await changeManagedEnquiry(db, token ?? null, "confirm", now)).toBeUndefined();
    }
    expect(await statusesOf(mine.id)).toEqual(["active"]);
    expect(await statusesOf(other.id)).toEqual(["active"]);
    expect(await mailJobs([mine.id, other.id])).toEqual([]);
    expect(await auditOf(mine.leadId)).toEqual([]);
  });

  it("is in the acknowledgement mail; the page shows only this enquiry, each date's state and the estimate's total", async () => {
    const [shared, own] = [freshDate(), freshDate()];
    const ahead = await enquiry("en", "Other Client");
    const mine = await enquiry("de");
    await place(ahead.id, [shared]);
    await place(mine.id, [shared, own]);

    const ack = await deliver(
      () =>
        runEnquiryReceived(
          { id: crypto.randomUUID(), data: { kind: "visitor", enquiryId: mine.id } } as Job<EnquiryReceivedJob>,
          db,
          env(),
        ),
      "enquiry-received",
      mine.email,
    );
    expect(ack.textBody).toContain(
      "Über Ihren persönlichen Link können Sie Ihre Option ansehen, sie freigeben oder uns um die Bestätigung bitten: http",
    );
    expect(linkedEnquiry(ack.textBody)).toBe(mine.id);
    // A German enquiry's mail links to the German page (issue 44).
    expect(ack.textBody).toContain(`/de/anfrage/verwalten?t=`);
    expect(ack.textBody).not.toContain("/enquire/manage");

    const page = await managedEnquiry(db, mine.token);
    expect(page).toMatchObject({
      state: "open",
      space: "Liberty Stage",
      guests: 120,
      setup: "theatre seating",
      can: { release: true, confirm: false },
    });
    expect(page.state === "open" && page.dates.map((date) => [date.day, date.state, date.stateText])).toEqual([
      [shared.day, "second", "Second option (waiting behind another enquiry)"],
      [
        own.day,
        "first",
        expect.stringMatching(/^First option, held until \w+day, \d+ \w+ 20\d\d at \d\d:\d\d \(Frankfurt time\)$/),
      ],
    ]);
    const gross = estimateEvent({ space: liberty, dates: 1, rate: "day", guests: 120, addOns: [] }, defaultPriceList);
    expect(page.state === "open" && page.estimate?.gross).toBe(
      `€${(gross.grossCents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
    );
    // Nothing of the other client, nor of the visitor's own address, is on the page.
    const shown = JSON.stringify(page);
    for (const text of ["Other Client", ahead.email, mine.email, "Planners GmbH"]) expect(shown).not.toContain(text);
    expect((await managedEnquiry(db, ahead.token)).state === "open").toBe(true);

    // The German page says the same in German: the states, Frankfurt time, the setup, the euro amount.
    const german = await managedEnquiry(db, mine.token, "de");
    expect(german).toMatchObject({ state: "open", space: "Liberty Stage", setup: "Reihenbestuhlung" });
    expect(german.state === "open" && german.dates.map((date) => [date.state, date.stateText])).toEqual([
      ["second", "2. Option (hinter einer anderen Anfrage)"],
      [
        "first",
        expect.stringMatching(
          /^1\. Option, gehalten bis \w+, \d\d\.\d\d\.20\d\d, \d{1,2}:\d\d Uhr \(Frankfurter Zeit\)$/,
        ),
      ],
    ]);
    expect(german.state === "open" && german.dates[0]!.when).toMatch(
      /^\w+, \d\d\.\d\d\.20\d\d, \d{1,2}:\d\d–\d{1,2}:\d\d Uhr$/,
    );
    expect(german.state === "open" && german.estimate?.gross).toBe(
      `${(gross.grossCents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2 })}\u00a0€`,
    );
  });
});

describe("releasing through the link", () => {
  it("ends the options, moves the second up and mails both visitors and the team, audited as the visitor's", async () => {
    const date = freshDate();
    const first = await enquiry("en");
    const second = await enquiry("en");
    await place(first.id, [date]);
    await place(second.id, [date]);

    expect(await changeManagedEnquiry(db, first.token, "release", now)).toBe("released");
    expect(await statusesOf(first.id)).toEqual(["released"]);
    expect(await optionRank(db, second.id)).toBe(1);
    const jobs = await mailJobs([first.id, second.id]);
    expect(jobs).toEqual([
      { kind: "released", enquiryId: first.id, because: "visitor" },
      { kind: "visitor-request", enquiryId: first.id, request: "release" },
      { kind: "promoted", enquiryId: second.id, ahead: "released" },
    ]);
    expect(await auditOf(first.leadId)).toEqual([
      { action: "enquiries.release", actorEmail: "visitor", details: { days: [date.day], promoted: [second.id] } },
    ]);
    const page = await managedEnquiry(db, first.token);
    expect(page).toMatchObject({ state: "ended", can: { release: false, confirm: false } });
    expect(page.state === "ended" && page.dates.map((d) => d.stateText)).toEqual(["Released"]);

    // A second release finds nothing and tells nobody.
    expect(await changeManagedEnquiry(db, first.token, "release", now)).toBe("gone");
    expect(await mailJobs([first.id, second.id])).toEqual(jobs);

    // The mails as the worker sends them: the promoted visitor's carries their own link.
    const released = await deliver(optionMail(jobs[0]!), "enquiry-released", first.email);
    expect(released.recipient).toBe(first.email);
    expect(released.textBody).toContain("As you asked, we have released your option on Liberty Stage for");
    const team = await deliver(optionMail(jobs[1]!), "team-enquiry-released", first.email);
    expect(team.recipient).toBe(mailSettings(env()).team.enquiry);
    expect(team.subject).toBe("Option released by the visitor: Pat Planner, Liberty Stage");
    expect(team.textBody).toContain(`/staff/leads/${first.leadId}`);
    const promoted = await deliver(optionMail(jobs[2]!), "enquiry-promoted", second.email);
    expect(promoted.recipient).toBe(second.email);
    expect(promoted.textBody).toContain("See your option, release it or ask us to confirm: http");
    expect(linkedEnquiry(promoted.textBody)).toBe(second.id);
  });
});

describe("asking to confirm through the link", () => {
  it("records the request on the lead and mails the team once a day; refused without a first option", async () => {
    const date = freshDate();
    const first = await enquiry();
    const second = await enquiry();
    await place(first.id, [date]);
    await place(second.id, [date]);

    // A second option cannot be confirmed: nothing recorded, nobody told.
    expect(await changeManagedEnquiry(db, second.token, "confirm", now)).toBe("not first");
    expect(await mailJobs([second.id])).toEqual([]);
    expect(await auditOf(second.leadId)).toEqual([]);

    expect(await changeManagedEnquiry(db, first.token, "confirm", now)).toBe("requested");
    const job = { kind: "visitor-request", enquiryId: first.id, request: "confirm" };
    expect(await mailJobs([first.id])).toEqual([job]);
    const until = new Date(placedAt.getTime() + 7 * DAY).toISOString();
    expect(await auditOf(first.leadId)).toEqual([
      {
        action: "enquiries.confirm-requested",
        actorEmail: "visitor",
        details: { days: [date.day], until, at: now.toISOString() },
      },
    ]);
    // The options themselves are as they were.
    expect(await statusesOf(first.id)).toEqual(["active"]);

    // Asked again the same day: the same answer, but no second mail or entry; a day later, both again.
    expect(await askToConfirm(db, { enquiryId: first.id, now: new Date(now.getTime() + 3 * HOUR) })).toEqual({
      ok: true,
      told: false,
    });
    expect(await changeManagedEnquiry(db, first.token, "confirm", new Date(now.getTime() + 5 * HOUR))).toBe(
      "requested",
    );
    expect(await mailJobs([first.id])).toEqual([job]);
    expect(await askToConfirm(db, { enquiryId: first.id, now: new Date(now.getTime() + DAY + HOUR) })).toEqual({
      ok: true,
      told: true,
    });
    expect(await mailJobs([first.id])).toEqual([job, job]);
    expect((await auditOf(first.leadId)).map((entry) => entry.action)).toEqual([
      "enquiries.confirm-requested",
      "enquiries.confirm-requested",
    ]);
    // The lead page shows the last request while the first option stands.
    expect((await enquiryOfLead(db, first.leadId))?.confirmRequestedAt).toEqual(new Date(now.getTime() + DAY + HOUR));
    expect((await enquiryOfLead(db, second.leadId))?.confirmRequestedAt).toBeUndefined();

    // The team's mail names the enquiry, its dates and the lead.
    const team = await deliver(optionMail(job as EnquiryMailJob), "team-enquiry-confirm", first.email);
    expect(team.recipient).toBe(mailSettings(env()).team.enquiry);
    expect(team.subject).toBe("Request to confirm: Pat Planner, Liberty Stage");
    expect(team.textBody).toContain(`Pat Planner (Planners GmbH), ${first.email} asked through their link to confirm`);
    expect(team.textBody).toContain(`/staff/leads/${first.leadId}`);

    // Released since: no more requests, and a queued request's mail is not sent.
    expect(await changeManagedEnquiry(db, first.token, "release", now)).toBe("released");
    expect(await changeManagedEnquiry(db, first.token, "confirm", now)).toBe("not first");
    expect((await enquiryOfLead(db, first.leadId))?.confirmRequestedAt).toBeUndefined();
    expect(await optionMail(job as EnquiryMailJob)()).toBe("changed since");
  });
});
