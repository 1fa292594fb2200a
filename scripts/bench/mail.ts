// Mail through the queue in a burst (issue 43): 1,000 team notifications queued at once, delivered by
// the production server (its default worker settings) to a real SMTP server on this machine; times
// from the queueing to the last mail received. Writes the figures into BENCHMARKS.md (section 'Mail
// throughput') and fails below 600 mails a minute.
//   npm run bench:mail   (BENCH_MAIL_DATABASE_URL, else a local database spark_bench_mail)

import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { startServer } from "../../tests/support/server.ts";
import { testSmtp } from "../../tests/support/smtp.ts";

const MAILS = 1_000;
const BAR_PER_MINUTE = 600;
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2627);

const url =
  process.env.BENCH_MAIL_DATABASE_URL ?? execSync("bash scripts/ensure-postgres.sh spark_bench_mail").toString().trim();

// A fresh database every run: no jobs or rows of an earlier run.
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(
  "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;",
);

const smtp = testSmtp(SMTP_PORT);
await smtp.start();
const server = await startServer(
  {
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    MAIL_TEAM_CONTACT: "team@spark.test",
    RETENTION_CRON: "off",
    WEBINAR_REMINDER_CRON: "off",
    STAFF_DIGEST_CRON: "off",
  },
  { startTimeoutMs: 60_000 },
);

let exitCode = 0;
try {
  // The rows the jobs send, then the jobs, all at once (a rush of contact messages).
  const { rows } = await admin.query<{ id: number }>(
    `insert into contact_submissions (first_name, last_name, email, message)
     select 'Lead', 'Nr ' || i, 'lead' || i || '@example.com', 'Wir planen eine Veranstaltung.'
     from generate_series(1, ${MAILS}) i returning id`,
  );
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", supervise: false, schedule: false });
  await boss.start();
  const started = performance.now();
  await boss.insert(
    "mail-team-notification",
    rows.map((row) => ({ data: { kind: "contact", id: row.id } })),
  );
  let first = 0;
  await smtp.waitFor((mails) => {
    if (!first && mails.length > 0) first = performance.now();
    return mails.length >= MAILS;
  }, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await boss.stop({ graceful: false, close: true });
  const perMinute = (MAILS / seconds) * 60;
  const firstSeconds = (first - started) / 1000;
  console.log(
    `[bench:mail] ${MAILS} mails in ${seconds.toFixed(1)} s: ${perMinute.toFixed(0)} a minute; first after ${firstSeconds.toFixed(1)} s`,
  );

  const section = [
    "<!-- bench:mail:start -->",
    "## Mail throughput (1,000 queued mails)",
    "",
    `Measured ${new Date().toISOString()} by \`npm run bench:mail\`: ${MAILS.toLocaleString("en-GB")} team notifications of contact messages queued at once, worked by one production server process with its default settings, delivered over SMTP to a local smtp-server (each mail parsed) on this shared 2-core machine: **all delivered after ${seconds.toFixed(1)} s, ${Math.round(perMinute).toLocaleString("en-GB")} a minute**, the first after ${firstSeconds.toFixed(1)} s. Each queue's worker fetches 10 jobs at a time and fetches again at once while a backlog waits (pg-boss's burst mode), and the SMTP connections are pooled (decision 1120). Bar: ${BAR_PER_MINUTE} a minute.`,
    "<!-- bench:mail:end -->",
  ].join("\n");
  const current = readFileSync("BENCHMARKS.md", "utf8");
  const marked = /<!-- bench:mail:start -->[\s\S]*<!-- bench:mail:end -->/;
  writeFileSync(
    "BENCHMARKS.md",
    marked.test(current)
      ? current.replace(marked, section)
      : current.replace("<!-- bench:inbox:end -->\n", `<!-- bench:inbox:end -->\n\n${section}\n`),
  );
  console.log("[bench:mail] wrote BENCHMARKS.md");
  if (perMinute < BAR_PER_MINUTE) {
    console.error(`[bench:mail] below ${BAR_PER_MINUTE} a minute`);
    exitCode = 1;
  }
} finally {
  await server.stop();
  await smtp.stop();
  await admin.end();
}
process.exit(exitCode);
