import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The queue on the embedded PGlite (`npm run local`): a job sent in a transaction exists only if
// that transaction commits. (PostgreSQL: tests/integration/mail.test.ts.)
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";
process.env.MAIL_RETRY_LIMIT = "0";

const { database, closeDatabase } = await import("../db/index.ts");
const { contactSubmissions } = await import("../db/schema.ts");
const { jobQueue, queueNames, sendLeadMails, stopJobQueue, transactionWithJobs } = await import("./queue.ts");
const { listFailedMailJobs, retryMailJob } = await import("../mail/outbox.ts");

describe("job queue on PGlite", () => {
  beforeAll(async () => {
    await jobQueue();
  }, 60_000);
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  const jobsFor = async (id: number) => {
    const { db } = await database();
    const result = await db.execute(
      sql`select name from pgboss.job where data->>'kind' = 'contact' and (data->>'id')::int = ${id} order by name`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  };

  it("commits the row and both mail jobs together", async () => {
    const { db } = await database();
    // A new address each run: the visitor's confirmation goes once per address and day.
    const email = `a-${Date.now()}@example.com`;
    const id = await transactionWithJobs(db, async (tx, send) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ firstName: "A", lastName: "B", email, message: "m" })
        .returning({ id: contactSubmissions.id });
      await sendLeadMails(tx, send, { kind: "contact", id: row!.id }, email);
      return row!.id;
    });
    expect(await jobsFor(id)).toEqual([queueNames.teamNotification, queueNames.visitorConfirmation]);
  });

  it("confirms to one mailbox once per day and kind, however its address is written; the team hears of each", async () => {
    const { db } = await database();
    const mailbox = `once-${Date.now()}`;
    const ids: number[] = [];
    for (const email of [`${mailbox}@example.com`, `${mailbox.toUpperCase()}+prize@Example.COM`]) {
      ids.push(
        await transactionWithJobs(db, async (tx, send) => {
          const [row] = await tx
            .insert(contactSubmissions)
            .values({ firstName: "A", lastName: "B", email, message: "m" })
            .returning({ id: contactSubmissions.id });
          await sendLeadMails(tx, send, { kind: "contact", id: row!.id }, email);
          return row!.id;
        }),
      );
    }
    expect(await jobsFor(ids[0]!)).toEqual([queueNames.teamNotification, queueNames.visitorConfirmation]);
    expect(await jobsFor(ids[1]!)).toEqual([queueNames.teamNotification]);
  });

  it("a transaction that fails after sending leaves neither the row nor its jobs", async () => {
    const { db } = await database();
    let id = 0;
    await expect(
      transactionWithJobs(db, async (tx, send) => {
        const [row] = await tx
          .insert(contactSubmissions)
          .values({ firstName: "C", lastName: "D", email: "c@example.com", message: "m" })
          .returning({ id: contactSubmissions.id });
        id = row!.id;
        await sendLeadMails(tx, send, { kind: "contact", id }, "c@example.com");
        throw new Error("the database refused something after the jobs were sent");
      }),
    ).rejects.toThrow("refused");
    expect(id).toBeGreaterThan(0);
    expect(await jobsFor(id)).toEqual([]);
    const rows = await db.execute(sql`select 1 from contact_submissions where id = ${id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it("a mail job that failed its last attempt is listed with its error for the back office, and can be retried", async () => {
    const boss = await jobQueue();
    const { db } = await database();
    // More mail kept than one page of pg-boss's findJobs (1,000, oldest first): the new failure is still listed.
    await boss.insert(
      queueNames.teamNotification,
      Array.from({ length: 1_100 }, (_, n) => ({ data: { kind: "contact", id: 500_000 + n } })),
    );
    // Fetched before the older ones by its priority.
    const id = await boss.send(queueNames.teamNotification, { kind: "contact", id: 999_999 }, { priority: 10 });
    const job = (await boss.fetch(queueNames.teamNotification, { batchSize: 10 })).find((item) => item.id === id);
    expect(job).toBeDefined();
    await boss.fail(queueNames.teamNotification, job!.id, { message: "connect ECONNREFUSED 127.0.0.1:25" });
    const failed = (await listFailedMailJobs(db)).find((entry) => entry.id === id);
    expect(failed).toMatchObject({
      queue: queueNames.teamNotification,
      data: { kind: "contact", id: 999_999 },
      error: "connect ECONNREFUSED 127.0.0.1:25",
      attempts: 1,
    });
    expect(await listFailedMailJobs(db, { id: id! })).toHaveLength(1);
    await retryMailJob(queueNames.teamNotification, id!);
    expect((await listFailedMailJobs(db)).some((entry) => entry.id === id)).toBe(false);
  });
});
