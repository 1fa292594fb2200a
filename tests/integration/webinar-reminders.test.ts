import { createServer } from "node:http";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeTestDb, rows, testDatabaseUrl, uniqueTag } from "../support/database";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";

// The queue test: with the clock moved, the 24-hour mail and the 5-minute SMS fire once per
// registrant, with two server processes running. Both production servers work the queues on one
// PostgreSQL database; the test moves their clock by queueing reminder sweeps that carry the time
// they run at (JOBS_TEST_CLOCK, refused in production), several at once so both processes sweep
// concurrently. Mail goes to the outbox table (no SMTP_URL), SMS to a local HTTP provider.
const databaseUrl = process.env.TEST_DATABASE_URL;
// Without the database or the build: skipped locally with a warning, a failing test in CI.
const suite = integrationSuite("the webinar reminder tests");

const SMS_PORT = Number(process.env.TEST_SMS_PORT ?? 4721);
const REGISTRANTS = 6;

suite("webinar reminders with two server processes", () => {
  const texts: { to: string; text: string }[] = [];
  const provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.headers.authorization === "Bearer test-sms-token") texts.push(JSON.parse(body) as never);
      response.writeHead(request.headers.authorization === "Bearer test-sms-token" ? 200 : 401).end();
    });
  });
  const servers: RunningServer[] = [];
  let boss: PgBoss;
  const tag = uniqueTag("reminders");
  // Three days ahead in real time, so the jobs (which run now) find the session still open.
  const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
  let sessionId = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(SMS_PORT, "127.0.0.1", resolve));
    const settings = {
      DATABASE_URL: databaseUrl ?? "",
      // The test clock is refused in production: these servers run the production build as NODE_ENV=test.
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "https://www.spark.test",
      JOBS_POLL_SECONDS: "0.5",
      JOBS_TEST_CLOCK: "1",
      WEBINAR_REMINDER_CRON: "off",
      RETENTION_CRON: "off",
      SMS_PROVIDER_URL: `http://127.0.0.1:${SMS_PORT}/messages`,
      SMS_PROVIDER_TOKEN: "test-sms-token",
    };
    // These servers schedule no sweep (WEBINAR_REMINDER_CRON=off): a schedule a browser-test server left
    // in the database could fire once while they start, and its queued sweeps would be counted below.
    await rows("delete from pgboss.schedule where name = 'webinar-reminder-sweep'").catch(() => []);
    await rows("delete from pgboss.job where name = 'webinar-reminder-sweep' and state in ('created', 'retry')").catch(
      () => [],
    );
    servers.push(await startServer(settings));
    servers.push(await startServer(settings));
    boss = new PgBoss({ connectionString: testDatabaseUrl(), schema: "pgboss", supervise: false, schedule: false });
    boss.on("error", () => {});
    await boss.start();

    const [session] = await rows<{ id: number }>(
      `insert into webinar_sessions (slug, topic, starts_at, duration_minutes, capacity, seats_taken, join_url)
       values ($1, 'LED-Wall-Events', $2, 60, 100, $3, 'https://live.example.test/raum') returning id`,
      [tag, start, REGISTRANTS],
    );
    sessionId = session!.id;
    for (let i = 0; i < REGISTRANTS; i++) {
      const email = `${tag}-${i}@example.com`;
      const [booking] = await rows<{ id: number }>(
        `insert into tour_bookings (full_name, email, preferred_date, preferred_time, additional_information)
         values ($1, $2, 'x', '11:00', $3) returning id`,
        [`Person ${i}`, email, `Webinar-Anmeldung: LED-Wall-Events (${tag})`],
      );
      await rows(
        `insert into webinar_registrations (session_id, tour_booking_id, email, created_at) values ($1, $2, $3, now() - interval '4 days')`,
        [sessionId, booking!.id, email],
      );
      await rows(`insert into webinar_sms_reminders (webinar_id, country_code, phone_number) values ($1, '+49', $2)`, [
        tag,
        `0170 55500${i}`,
      ]);
    }
  }, 120_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true }).catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    await closeTestDb();
  });

  /** Moves the clock: `count` sweeps at `at`, queued together so both processes pick them up. */
  async function sweepAt(at: Date, count = 6) {
    await Promise.all(
      Array.from({ length: count }, () => boss.send("webinar-reminder-sweep", { now: at.toISOString() })),
    );
  }
  async function drained() {
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              `select count(*)::int as n from pgboss.job
               where name in ('webinar-reminder-sweep', 'mail-webinar', 'sms-webinar-reminder') and state in ('created', 'retry', 'active')`,
            )
          )[0]!.n,
        { timeout: 45_000, interval: 250 },
      )
      .toBe(0);
  }
  const reminderMails = () =>
    rows<{ recipient: string; text_body: string }>(
      "select recipient, text_body from mail_outbox where template = 'webinar-reminder' and recipient like $1 order by recipient",
      [`${tag}-%`],
    );
  const mine = () => texts.filter((sms) => sms.text.includes("https://live.example.test/raum"));

  it("25 hours before nothing is due; at 24 hours one mail per registrant; at 5 minutes one SMS per number", async () => {
    await sweepAt(new Date(start.getTime() - 25 * 3_600_000));
    await drained();
    expect(await reminderMails()).toEqual([]);

    await sweepAt(new Date(start.getTime() - 24 * 3_600_000));
    await sweepAt(new Date(start.getTime() - 23 * 3_600_000));
    await drained();
    const mails = await reminderMails();
    expect(mails.map((mail) => mail.recipient)).toEqual(
      Array.from({ length: REGISTRANTS }, (_, i) => `${tag}-${i}@example.com`).sort(),
    );
    expect(mine()).toEqual([]);
    // Each links the registrant's own confirmation page (the signed link).
    expect(mails[0]!.text_body).toMatch(/https:\/\/www\.spark\.test\/webinar\/confirmation\?t=\d+\.[\w-]{43}/);

    await sweepAt(new Date(start.getTime() - 5 * 60_000));
    await sweepAt(new Date(start.getTime() - 4 * 60_000));
    await drained();
    expect(
      mine()
        .map((sms) => sms.to)
        .sort(),
    ).toEqual(Array.from({ length: REGISTRANTS }, (_, i) => `+4917055500${i}`).sort());
    expect(await reminderMails()).toHaveLength(REGISTRANTS);

    // Every sweep ran (30 of them, spread over the two processes by pg-boss).
    const sweeps = servers.map((server) => server.logs().match(/\[jobs\] webinar-reminder-sweep /g)?.length ?? 0);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(30);
  }, 120_000);

  it("after the session: held, its numbers deleted, nothing sent again", async () => {
    await sweepAt(new Date(start.getTime() + 61 * 60_000), 2);
    await drained();
    expect(await rows("select status from webinar_sessions where id = $1", [sessionId])).toEqual([{ status: "held" }]);
    expect(await rows("select id from webinar_sms_reminders where webinar_id = $1", [tag])).toEqual([]);
    expect(mine()).toHaveLength(REGISTRANTS);
    expect(await reminderMails()).toHaveLength(REGISTRANTS);
  }, 60_000);
});
