import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { closeDatabase, database } from "../../db/index";
import { env } from "../../env";
import { run as sendConfirmation } from "./confirmation-job";
import { stopJobQueue, type NewsletterConfirmationJob } from "../../jobs/queue";
import { signUp } from "./subscriptions";

// Issue 41 item 2 for the newsletter (docs/decisions/1106): ten sign-ups with case and +tag variants
// of one mailbox in one Berlin day put one confirmation mail into the outbox; the next day, another.
// Against PostgreSQL, on a fake clock: each sign-up is given its time, the queued jobs are then worked.
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");

/** Works the newsletter confirmations queued for these subscriptions, as the worker would. */
async function workQueued(db: Database, ids: number[]): Promise<void> {
  const jobs = await db.execute<{ id: string; data: NewsletterConfirmationJob }>(
    sql`select id, data from pgboss.job where name = 'mail-newsletter-confirmation' and state = 'created'
      and (data->>'subscriptionId')::int in (${sql.join(ids, sql`, `)})`,
  );
  for (const job of (jobs as unknown as { rows: { id: string; data: NewsletterConfirmationJob }[] }).rows) {
    await sendConfirmation(job as unknown as Job<NewsletterConfirmationJob>, db, env());
    await db.execute(sql`update pgboss.job set state = 'completed' where id = ${job.id}`);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)("newsletter confirmation once a day", () => {
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  it("ten sign-ups of one mailbox in one day: one confirmation mail; the next day, one more", async () => {
    const db = (await database()).db;
    const local = `nl-${randomUUID().slice(0, 8)}`;
    const variants = (day: string) =>
      Array.from({ length: 10 }, (_, i) => {
        const name = i % 2 ? local.toUpperCase() : local;
        return `${i % 3 ? `${name}+${day}${i}` : name}@${i % 4 ? "Example.com" : "example.com"}`;
      });
    const outbox = async () =>
      (
        (await db.execute(
          sql`select recipient from mail_outbox where template = 'newsletter-confirmation' and recipient ilike ${`${local}%`}`,
        )) as unknown as { rows: { recipient: string }[] }
      ).rows;
    const ids = async () =>
      (
        (await db.execute(
          sql`select id from newsletter_subscriptions where email ilike ${`${local}%`}`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((row) => row.id);

    // 08:00 to 12:30 Berlin time, half an hour apart: more than NEWSLETTER_RESEND_MINUTES each.
    const morning = new Date("2030-03-04T07:00:00Z").getTime();
    for (const [i, email] of variants("a").entries()) {
      const outcome = await signUp(db, email, { resendMinutes: 10, now: new Date(morning + i * 30 * 60_000) });
      expect(["pending-sent", "pending-resent", "pending-recently-sent"]).toContain(outcome);
    }
    await workQueued(db, await ids());
    expect(await outbox()).toHaveLength(1);

    // Just before and after midnight in Berlin (23:00 UTC in March): the new day allows one more.
    await signUp(db, `${local}+late@example.com`, { resendMinutes: 10, now: new Date("2030-03-04T22:59:00Z") });
    await workQueued(db, await ids());
    expect(await outbox()).toHaveLength(1);
    for (const [i, email] of variants("b").entries())
      await signUp(db, email, {
        resendMinutes: 10,
        now: new Date(Date.parse("2030-03-04T23:01:00Z") + i * 30 * 60_000),
      });
    await workQueued(db, await ids());
    expect(await outbox()).toHaveLength(2);
  }, 60_000);
});
