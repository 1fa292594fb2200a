import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 43's mails on the embedded PGlite, going to the outbox (no SMTP_URL): the morning digest with
// the clock set (the sweep's `now`), once per person and day; the mail to a person a lead is assigned
// to, never to whoever assigns themselves; a reply to the visitor in their language, quoting them.
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";
delete process.env.SMTP_URL;

const { database, closeDatabase } = await import("../../db/index.ts");
const { contactSubmissions, leadInbox, leadReplies, mailOutbox, staffUser, tourBookings } =
  await import("../../db/schema.ts");
const { env } = await import("../../env.ts");
const { jobQueue, queueNames, stopJobQueue, transactionWithJobs } = await import("../../jobs/queue.ts");
const { digestFor, digestMail, newSince, sweepDigests } = await import("./digest.ts");
const digestJob = await import("./digest-job.ts");
const assignmentJob = await import("./assignment-job.ts");
const { leadDetail, saveLeadWork, setLeadAssignee } = await import("./inbox.ts");
const { sendReply } = await import("./reply.ts");
const replyJob = await import("./reply-job.ts");
const { specSignupLabel } = await import("../../../tests/support/spec-session.ts");

type AnyJob = Job<never>;

describe("staff notifications on PGlite", () => {
  // Wednesday 2 December 2026, 7:00 in Frankfurt.
  const now = new Date("2026-12-02T06:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    await jobQueue();
    const { db } = await database();
    await db.insert(staffUser).values([
      { id: "lea", name: "Lea", email: "lea@spark.test" },
      { id: "max", name: "Max", email: "max@spark.test" },
      { id: "ben", name: "Ben", email: "ben@spark.test", banned: true },
      { id: "eve", name: "Eve", email: "eve@spark.test", role: "editor" },
    ]);
    const people = ["Overdue", "Today", "Tomorrow", "Closed", "Fresh", "Old"];
    await db.insert(contactSubmissions).values(
      people.map((first, i) => ({
        firstName: first,
        lastName: "Kunde",
        email: `${first.toLowerCase()}@example.com`,
        message: "Hallo",
        createdAt: first === "Fresh" ? hoursAgo(2) : first === "Old" ? hoursAgo(60) : hoursAgo(200 + i),
      })),
    );
    const leads = await db.select({ id: leadInbox.id, email: leadInbox.email }).from(leadInbox);
    ids = Object.fromEntries(leads.map((lead) => [lead.email!.split("@")[0]!, lead.id]));
    const set = (who: string, values: Partial<typeof leadInbox.$inferInsert>) =>
      db
        .update(leadInbox)
        .set(values)
        .where(sql`id = ${ids[who]!}`);
    await set("overdue", { assigneeId: "lea", followUpOn: "2026-11-30", status: "in_progress" });
    await set("today", { assigneeId: "lea", followUpOn: "2026-12-02" });
    await set("tomorrow", { assigneeId: "lea", followUpOn: "2026-12-03" });
    await set("closed", { assigneeId: "lea", followUpOn: "2026-11-20", status: "done" });
    await set("old", { status: "new" });
  }, 60_000);
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  async function queued(name: string): Promise<AnyJob[]> {
    const { db } = await database();
    const result = await db.execute(sql`select id, data from pgboss.job where name = ${name} order by created_on`);
    return (result as unknown as { rows: AnyJob[] }).rows;
  }
  async function outbox(template: string) {
    const { db } = await database();
    return db
      .select()
      .from(mailOutbox)
      .where(sql`template = ${template}`)
      .orderBy(mailOutbox.id);
  }

  it("each morning mails each active person their due and overdue follow-ups and the new unassigned leads, once", async () => {
    const { db } = await database();
    const lea = await digestFor(db, "lea", now);
    expect(lea.due.map((lead) => lead.email)).toEqual(["overdue@example.com", "today@example.com"]);
    expect(lea.unassigned.map((lead) => lead.email)).toEqual(["fresh@example.com"]);

    // Lea (follow-ups) and Max (the new lead) get a digest; Ben's account is deactivated; Eve is an
    // editor, who never sees a lead (decision 1145).
    expect(await sweepDigests(db, now)).toBe(2);
    expect(await sweepDigests(db, now)).toBe(0); // the same morning again: nothing more
    const jobs = await queued(queueNames.staffDigest);
    expect(jobs.map((job) => (job.data as { staffId: string }).staffId).sort()).toEqual(["lea", "max"]);
    for (const job of jobs) expect(await digestJob.run(job, db, env())).toBe("outbox");

    const [toLea, toMax] = await outbox("staff-digest");
    expect(toLea!.recipient).toBe("lea@spark.test");
    expect(toLea!.subject).toBe("SPARK: 2 follow-ups due, 1 new unassigned lead");
    const site = env().PUBLIC_SITE_URL;
    expect(toLea!.textBody).toContain(
      `Overdue Kunde · Contact message · follow up on 30 Nov 2026 (overdue): ${site}/staff/leads/${ids.overdue}`,
    );
    expect(toLea!.textBody).toContain(
      `Today Kunde · Contact message · follow up on 2 Dec 2026: ${site}/staff/leads/${ids.today}`,
    );
    expect(toLea!.textBody).toContain(`Fresh Kunde · Contact message: ${site}/staff/leads/${ids.fresh}`);
    for (const absent of ["Tomorrow", "Closed", "Old Kunde"]) expect(toLea!.textBody).not.toContain(absent);
    expect(toMax!.recipient).toBe("max@spark.test");
    expect(toMax!.subject).toBe("SPARK: 1 new unassigned lead");
    expect(toMax!.textBody).not.toContain("Your follow-ups due");

    // On Monday 'new' reaches back to Friday's digest; nothing to say, no mail.
    expect(newSince(new Date("2026-12-07T06:00:00Z")).toISOString()).toBe("2026-12-04T06:00:00.000Z");
    expect(newSince(now).toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(
      digestMail({
        to: "x@spark.test",
        staffName: "X",
        digest: await digestFor(db, "max", new Date("2026-12-09T06:00:00Z")),
        siteUrl: site,
      }),
    ).toBeUndefined();
  });

  it("mails the person a lead is assigned to, with its link; assigning oneself mails nobody", async () => {
    const { db } = await database();
    const lea = { id: "lea", email: "lea@spark.test" };
    const shown = { status: "new", assigneeId: null, followUpOn: null } as const;
    await transactionWithJobs(db, (tx, send) =>
      saveLeadWork(tx, lea, ids.fresh!, shown, { ...shown, assigneeId: "lea" }, send),
    );
    expect(await queued(queueNames.leadAssigned)).toHaveLength(0);
    await transactionWithJobs(db, (tx, send) =>
      saveLeadWork(tx, lea, ids.fresh!, { ...shown, assigneeId: "lea" }, { ...shown, assigneeId: "max" }, send),
    );
    const [job] = await queued(queueNames.leadAssigned);
    expect(await assignmentJob.run(job!, db, env())).toBe("outbox");
    const [mail] = await outbox("lead-assigned");
    expect(mail!.recipient).toBe("max@spark.test");
    expect(mail!.subject).toBe("SPARK: Fresh Kunde (Contact message) is assigned to you");
    expect(mail!.textBody).toContain("lea@spark.test assigned you a lead");
    expect(mail!.textBody).toContain(`${env().PUBLIC_SITE_URL}/staff/leads/${ids.fresh}`);

    // Reassigned before the mail went: it is not sent.
    await transactionWithJobs(db, (tx, send) =>
      saveLeadWork(tx, lea, ids.fresh!, { ...shown, assigneeId: "max" }, { ...shown, assigneeId: null }, send),
    );
    expect(await assignmentJob.run(job!, db, env())).toBe("reassigned");

    // An editor is never assigned a lead.
    expect(await setLeadAssignee(db, lea, ids.fresh!, "eve")).toBe(false);
    expect(await setLeadAssignee(db, lea, ids.fresh!, "max")).toBe(true);
    expect(await setLeadAssignee(db, lea, ids.fresh!, null)).toBe(true);
  });

  it("sends a reply in the lead's language from the team, quoting the visitor, and moves a new lead on", async () => {
    const { db } = await database();
    const lea = { id: "lea", email: "lea@spark.test" };
    await db.insert(tourBookings).values({
      fullName: "Greta Gast",
      email: "greta@example.com",
      preferredDate: "Freitag, 18.07. 11:00 Uhr",
      preferredTime: "11:00",
      additionalInformation: specSignupLabel,
      // Signed up on the German page.
      lang: "de",
    });
    const [webinarLead] = await db
      .select({ id: leadInbox.id, kind: leadInbox.kind })
      .from(leadInbox)
      .where(sql`email = 'greta@example.com'`);
    expect(webinarLead?.kind).toBe("webinar");

    // English for the contact form's lead, with its message quoted; Reply-To the contact team.
    const sent = await transactionWithJobs(db, (tx, send) =>
      sendReply(tx, send, lea, ids.old!, "Thank you, the Skyline Stage is free on 12 March.\n\nBest regards, Lea"),
    );
    expect(sent.ok).toBe(true);
    expect((await leadDetail(db, ids.old!))!.lead.status).toBe("in_progress");
    const [job] = await queued(queueNames.leadReply);
    expect(await replyJob.run(job!, db, env())).toBe("outbox");
    expect(await replyJob.run(job!, db, env())).toBe("already sent"); // a retried job sends nothing twice
    const [mail] = await outbox("lead-reply");
    expect(mail!.recipient).toBe("old@example.com");
    expect(mail!.subject).toBe("Re: Your message to SPARK");
    expect(mail!.headers).toMatchObject({ "Reply-To": env().MAIL_TEAM_CONTACT });
    expect(mail!.textBody).toContain("Thank you, the Skyline Stage is free on 12 March.");
    expect(mail!.textBody).toMatch(/On .+ you wrote:\s+> Hallo/);
    const [stored] = await db
      .select()
      .from(leadReplies)
      .where(sql`lead_id = ${ids.old!}`);
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.language).toBe("en");

    // German for the webinar's lead (its page is German), Reply-To the webinar team.
    await transactionWithJobs(db, (tx, send) =>
      sendReply(tx, send, lea, webinarLead!.id, "Guten Tag, wir haben Ihren Platz bestätigt."),
    );
    const [, webinarJob] = await queued(queueNames.leadReply);
    await replyJob.run(webinarJob!, db, env());
    const [, german] = await outbox("lead-reply");
    expect(german!.subject).toBe("Re: Ihre Anmeldung zum SPARK-Webinar");
    expect(german!.headers).toMatchObject({ "Reply-To": env().MAIL_TEAM_WEBINAR });
    expect(german!.textBody).toContain("Guten Tag, wir haben Ihren Platz bestätigt.");
    expect(german!.textBody).not.toContain("schrieben Sie"); // a sign-up has no message of theirs to quote
    expect(german!.htmlBody).toContain('lang="de"');
  });
});
