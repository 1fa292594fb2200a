import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The invite mail on the embedded PGlite (`npm run local`, no SMTP_URL: the outbox): queued in the
// invite's transaction with the token sealed, sent with the link, and not sent once the link is used.
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";
delete process.env.SMTP_URL;

const { database, closeDatabase } = await import("../../db/index.ts");
const { mailOutbox, staffInvites } = await import("../../db/schema.ts");
const { env } = await import("../../env.ts");
const { createInvite } = await import("./invites.ts");
const { jobQueue, queueNames, stopJobQueue, transactionWithJobs } = await import("../../jobs/queue.ts");
const staffInvite = await import("./invite-job.ts");

type InviteJob = Job<{ inviteId: number; sealedToken: string }>;

describe("staff invite mail on PGlite", () => {
  beforeAll(async () => {
    await jobQueue();
  }, 60_000);
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  async function queuedJob(inviteId: number): Promise<InviteJob> {
    const { db } = await database();
    const result = await db.execute(
      sql`select id, data from pgboss.job where name = ${queueNames.staffInvite} and (data->>'inviteId')::int = ${inviteId}`,
    );
    const [row] = (result as unknown as { rows: { id: string; data: InviteJob["data"] }[] }).rows;
    return { id: row!.id, data: row!.data } as InviteJob;
  }

  it("queues the mail with the invite; the job sends the link, never kept in clear in the queue", async () => {
    const { db } = await database();
    const owner = { id: null, email: "cli" };
    const invite = await transactionWithJobs(db, (tx, send) =>
      createInvite(tx, {
        email: "New.Member@Example.com",
        role: "staff",
        base: "https://www.spark.test",
        createdBy: owner,
        mail: send,
      }),
    );
    const token = invite.url.split("/").pop()!;
    const [stored] = await db
      .select()
      .from(staffInvites)
      .where(sql`email = 'new.member@example.com'`);
    const job = await queuedJob(stored!.id);
    expect(JSON.stringify(job.data)).not.toContain(token);

    expect(await staffInvite.run(job, db, env())).toBe("outbox");
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(sql`template = 'staff-invite'`);
    expect(mail!.recipient).toBe("new.member@example.com");
    expect(mail!.textBody).toContain(`/staff/invite/${token}`);

    // Used meanwhile: nothing more is sent.
    await db
      .update(staffInvites)
      .set({ usedAt: new Date() })
      .where(sql`id = ${stored!.id}`);
    expect(await staffInvite.run(job, db, env())).toBe("not open");
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(sql`template = 'staff-invite'`),
    ).toHaveLength(1);
  });

  it("an invite that fails validation leaves neither an invite nor a mail job", async () => {
    const { db } = await database();
    await expect(
      transactionWithJobs(db, (tx, send) =>
        createInvite(tx, {
          email: "not an address",
          role: "staff",
          base: "https://x.test",
          createdBy: { id: null, email: "cli" },
          mail: send,
        }),
      ),
    ).rejects.toThrow("Please enter a valid e-mail address.");
    const result = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${queueNames.staffInvite}`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
