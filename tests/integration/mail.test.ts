import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { formTicket } from "../support/form-ticket";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";
import { testSmtp } from "../support/smtp";

// The production build with a real SMTP server (smtp-server + mailparser) on PostgreSQL: each lead
// reaches the team and the visitor; with the mail server down the visitor is still acknowledged
// and the mail arrives once it is back; with two server processes every mail goes out once.
const databaseUrl = process.env.TEST_DATABASE_URL;
// Without the database or the build: skipped locally with a warning, a failing test in CI.
const suite = integrationSuite("the mail tests");

const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 2525);
const team = { contact: "contact-team@spark.test", tour: "tour-team@spark.test", webinar: "webinar-team@spark.test" };

suite("mail through the queue", () => {
  const smtp = testSmtp(SMTP_PORT);
  let first: RunningServer;
  let second: RunningServer;
  const settings = {
    DATABASE_URL: databaseUrl ?? "",
    SMTP_URL: smtp.url,
    MAIL_FROM: "SPARK <hello@spark.test>",
    MAIL_TEAM_CONTACT: team.contact,
    MAIL_TEAM_TOUR: team.tour,
    MAIL_TEAM_WEBINAR: team.webinar,
    PUBLIC_SITE_URL: "https://www.spark.test",
    JOBS_POLL_SECONDS: "0.5",
    MAIL_RETRY_DELAY_SECONDS: "1",
    RATE_LIMIT_FORM_MAX: "100000",
  };

  beforeAll(async () => {
    await smtp.start();
    // Started one after the other, so a server that did start is stopped even if the other fails.
    first = await startServer(settings);
    second = await startServer(settings);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp.stop();
    await closeTestDb();
  });

  const post = (server: RunningServer, path: string, values: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams({ _started: formTicket(), ...values }),
      redirect: "manual",
    });
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
  // A visitor's confirmation repeats none of their free text (issue 41): it is theirs by its recipient.
  const about = (tag: string) => (mail: ParsedMail) =>
    (mail.text ?? "").includes(tag) || !!mail.subject?.includes(tag) || !!to(mail)?.includes(tag);
  const replyTo = (mail: ParsedMail) => mail.replyTo?.value[0]?.address;

  it("a contact message: the team's notification and the visitor's confirmation", async () => {
    const tag = uniqueTag("mail-contact");
    const response = await post(first, "/contact", {
      first_name: "Jörg",
      last_name: tag,
      email: `${tag}@example.com`,
      company: "Messe GmbH",
      message: `Launch for 300 guests ${tag}`,
    });
    expect(response.status).toBe(200);
    const mails = (await smtp.waitFor((all) => all.filter(about(tag)).length >= 2)).filter(about(tag));
    const teamMail = mails.find((m) => to(m) === team.contact)!;
    expect(teamMail.subject).toBe(`New contact message from Jörg ${tag} (Messe GmbH)`);
    expect(replyTo(teamMail)).toBe(`${tag}@example.com`);
    expect(teamMail.from?.text).toBe('"SPARK" <hello@spark.test>');
    expect(teamMail.text).toContain(`Message: Launch for 300 guests ${tag}`);
    expect(teamMail.html).toContain(`Launch for 300 guests ${tag}`);
    const visitorMail = mails.find((m) => to(m) === `${tag}@example.com`)!;
    expect(visitorMail.subject).toBe("We received your message - SPARK Frankfurt");
    expect(visitorMail.text).toContain("Thank you for contacting us. We'll get back to you soon.");
  });

  it("a tour request: the team gets the details, the visitor the 24-hour promise", async () => {
    const tag = uniqueTag("mail-tour");
    const response = await post(second, "/book-tour", {
      full_name: `Ada ${tag}`,
      email: `${tag}@example.com`,
      preferred_date: "2031-03-04",
      preferred_time: "10:30",
      number_of_guests: "6",
    });
    expect(response.status).toBe(200);
    const mails = (await smtp.waitFor((all) => all.filter(about(tag)).length >= 2)).filter(about(tag));
    const teamMail = mails.find((m) => to(m) === team.tour)!;
    expect(teamMail.subject).toBe(`New tour request: Ada ${tag}, 2031-03-04 10:30`);
    expect(teamMail.text).toContain("Guests: 6");
    const visitorMail = mails.find((m) => to(m) === `${tag}@example.com`)!;
    expect(visitorMail.subject).toBe("Your tour request at SPARK Frankfurt");
    expect(visitorMail.text).toContain("We'll contact you within 24 hours to confirm.");
  });

  it("a webinar registration: both mails in German", async () => {
    const tag = uniqueTag("mail-webinar");
    // A session of its own, 04.12.2031 16:30 in Frankfurt (a Thursday).
    const [session] = await rows<{ id: number }>(
      `insert into webinar_sessions (slug, topic, starts_at, duration_minutes, capacity, join_url)
       values ($1, 'LED-Wall-Events', '2031-12-04T15:30:00Z', 60, 100, $2) returning id`,
      [tag, `https://live.example/raum/${tag}`],
    );
    const response = await post(first, "/webinar/led-wall", {
      preferred_date: String(session!.id),
      first_name: `Mia ${tag}`,
      email: `${tag}@example.com`,
      privacy_consent: "on",
    });
    expect(response.status).toBe(303);
    const confirmation = response.headers.get("location")!;
    expect(confirmation).toMatch(/^\/webinar\/confirmation\?t=\d+\.[\w-]{43}$/);
    const mails = (await smtp.waitFor((all) => all.filter(about(tag)).length >= 2)).filter(about(tag));
    const teamMail = mails.find((m) => to(m) === team.webinar)!;
    expect(teamMail.subject).toBe(`Neue Webinar-Anmeldung: Mia ${tag} (Donnerstag, 04.12. 16:30 Uhr)`);
    const visitorMail = mails.find((m) => to(m) === `${tag}@example.com`)!;
    // The session's topic, as the team typed it.
    expect(visitorMail.subject).toBe("Ihre Anmeldung: LED-Wall-Events am 04.12.2031");
    // "Mia <tag>" has digits: no name a person has, so the visitor's mail greets neutrally (issue 41).
    expect(visitorMail.text).toContain("Guten Tag, Sie sind dabei!");
    expect(visitorMail.text).toContain(`https://live.example/raum/${tag}`);
    // The signed link to the registrant's own confirmation page (the same the browser was sent to).
    expect(visitorMail.text).toContain(confirmation);
    // The session would otherwise be offered on the landing page of later test lanes on this database.
    await rows("delete from tour_bookings where additional_information = $1", [
      `Webinar-Anmeldung: LED-Wall-Events (${tag})`,
    ]);
    await rows("delete from webinar_sessions where id = $1", [session!.id]);
  });

  it("the back office's reply and a moved session's calendar file reach the visitor's mailbox (issue 43)", async () => {
    // The back office's side runs in this process (its domain functions queue the jobs, no worker
    // here); the two servers' workers send them through the SMTP server.
    // The servers' settings, for this process only (the servers started after this test inherit the
    // environment): its queue would otherwise set the queues' retry delay back to the default 30 s.
    const mine = { ...settings, JOBS_ENABLED: "0" };
    const saved = Object.fromEntries(Object.keys(mine).map((key) => [key, process.env[key]]));
    Object.assign(process.env, mine);
    const { database, closeDatabase } = await import("../../server/db/index.ts");
    const { stopJobQueue, transactionWithJobs } = await import("../../server/jobs/queue.ts");
    const { sendReply } = await import("../../server/domain/leads/reply.ts");
    const { updateSession } = await import("../../server/domain/webinar/session-admin.ts");
    const { db } = await database();
    try {
      const tag = uniqueTag("mail-reply");
      const actor = { id: `staff-${tag}`, email: `${tag}-staff@spark.test` };
      await rows("insert into staff_user (id, name, email) values ($1, 'Lea', $2)", [actor.id, actor.email]);

      // A contact message (an English page) answered from its lead: English, quoting the visitor.
      await post(first, "/contact", {
        first_name: "Jörg",
        last_name: tag,
        email: `${tag}@example.com`,
        message: `Do you have a stage for 300 guests? ${tag}`,
      });
      const [lead] = await rows<{ id: number }>(
        `select l.id from lead_inbox l join contact_submissions c on l.kind = 'contact' and c.id = l.source_id
         where c.email = $1`,
        [`${tag}@example.com`],
      );
      await transactionWithJobs(db, (tx, send) =>
        sendReply(tx, send, actor, lead!.id, "Dear Jörg,\n\nyes: the Skyline Stage seats 300."),
      );
      const [reply] = (
        await smtp.waitFor((all) => all.some((m) => m.subject === "Re: Your message to SPARK" && about(tag)(m)))
      ).filter((m) => m.subject === "Re: Your message to SPARK" && about(tag)(m));
      expect(to(reply!)).toBe(`${tag}@example.com`);
      expect(replyTo(reply!)).toBe(team.contact);
      expect(reply!.from?.text).toBe('"SPARK" <hello@spark.test>');
      expect(reply!.text).toContain("yes: the Skyline Stage seats 300.");
      expect(reply!.text).toMatch(/On .+ you wrote:/);
      expect(reply!.text).toContain(`> Do you have a stage for 300 guests? ${tag}`);

      // A registrant of a session that then moves: the new time, with the calendar file attached.
      const [session] = await rows<{ id: number }>(
        `insert into webinar_sessions (slug, topic, starts_at, duration_minutes, capacity, join_url)
         values ($1, 'LED-Wall-Events', '2031-11-06T15:30:00Z', 60, 100, $2) returning id`,
        [tag, `https://live.example/raum/${tag}`],
      );
      const registrant = `${tag}-webinar@example.com`;
      const signup = await post(first, "/webinar/led-wall", {
        preferred_date: String(session!.id),
        first_name: "Mia",
        email: registrant,
        privacy_consent: "on",
      });
      expect(signup.status).toBe(303);
      const { registrantsMailed } = await updateSession(db, actor, session!.id, {
        topic: "LED-Wall-Events",
        startsAt: new Date("2031-11-13T09:00:00Z"),
        durationMinutes: 60,
        capacity: 100,
        joinUrl: `https://live.example/raum/${tag}`,
      });
      expect(registrantsMailed).toBe(1);
      const moved = (
        await smtp.waitFor((all) => all.some((m) => to(m) === registrant && m.subject?.startsWith("Neuer Termin")))
      ).find((m) => to(m) === registrant && m.subject?.startsWith("Neuer Termin"))!;
      expect(moved.subject).toBe("Neuer Termin: LED-Wall-Events am 13.11.2031 um 10:00 Uhr");
      expect(moved.text).toContain("nicht wie geplant am 06.11.2031 um 16:30 Uhr statt");
      const [file] = moved.attachments;
      expect(file?.filename).toBe("spark-webinar-led-wall-events.ics");
      expect(file?.contentType).toBe("text/calendar");
      const ics = file!.content.toString("utf8").replace(/\r\n /g, "");
      expect(ics).toMatch(new RegExp(`UID:${tag}-\\d+@spark-frankfurt\\.de\r\nSEQUENCE:1\r\n`));
      expect(ics).toContain("DTSTART:20311113T090000Z\r\nDTEND:20311113T100000Z\r\n");
      await rows("delete from tour_bookings where email = $1", [registrant]);
      await rows("delete from webinar_sessions where id = $1", [session!.id]);
    } finally {
      await stopJobQueue();
      await closeDatabase();
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  }, 60_000);

  it("mail server down: the submission is acknowledged and stored; the mail arrives once it is back", async () => {
    await smtp.stop();
    const tag = uniqueTag("mail-down");
    const response = await post(first, "/contact", {
      first_name: "Down",
      last_name: tag,
      email: `${tag}@example.com`,
      message: `While the mail server is away ${tag}`,
    });
    expect(response.status).toBe(200);
    expect(await rows("select email from contact_submissions where last_name = $1", [tag])).toEqual([
      { email: `${tag}@example.com` },
    ]);
    // At least one attempt failed and is waiting for its retry (visible in the queue's table).
    const deadline = Date.now() + 20_000;
    for (;;) {
      const retrying = await rows(
        "select count(*)::int as n from pgboss.job where name like 'mail-%' and state = 'retry' and data->>'kind' = 'contact' and created_on > now() - interval '1 minute'",
      );
      if ((retrying[0] as { n: number }).n >= 1) break;
      if (Date.now() > deadline) throw new Error(`no failed attempt seen:\n${first.logs().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(smtp.mails.filter(about(tag))).toHaveLength(0);
    await smtp.start();
    const mails = (await smtp.waitFor((all) => all.filter(about(tag)).length >= 2, 45_000)).filter(about(tag));
    expect(mails.map(to).sort()).toEqual([team.contact, `${tag}@example.com`].sort());
  }, 90_000);

  it("stops its workers and exits within 5 s on SIGTERM", async () => {
    const other = await startServer(settings);
    await expect.poll(() => other.logs(), { timeout: 30_000 }).toContain("[jobs] working");
    const { code, ms } = await other.stop("SIGTERM");
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5_000);
    expect(other.logs()).toContain("[server] stopped");
  }, 60_000);

  it("two server processes: every mail of 10 submissions goes out exactly once", async () => {
    const tag = uniqueTag("mail-once");
    const servers = [first, second];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(servers[i % 2]!, "/contact", {
          first_name: `N${i}`,
          last_name: tag,
          email: `${tag}-${i}@example.com`,
          message: `Number ${i} ${tag}`,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    await smtp.waitFor((all) => all.filter(about(tag)).length >= 20, 45_000);
    // Give any duplicate the chance to arrive: wait until both queues are drained of this tag's jobs.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const open = await rows(
        "select count(*)::int as n from pgboss.job where name like 'mail-%' and state in ('created','retry','active') and created_on > now() - interval '5 minutes'",
      );
      if ((open[0] as { n: number }).n === 0) break;
      if (Date.now() > deadline) throw new Error("queue not drained");
      await new Promise((r) => setTimeout(r, 100));
    }
    // The retention sweep is one schedule however many processes registered it.
    expect(await rows("select cron, timezone from pgboss.schedule where name = 'retention-sweep'")).toEqual([
      { cron: "*/15 * * * *", timezone: "Europe/Berlin" },
    ]);
    const mine = smtp.mails.filter(about(tag));
    expect(mine).toHaveLength(20);
    const keys = mine.map((m) => `${to(m)}|${m.subject}|${m.text?.match(/N\d+|Number \d+/)?.[0]}`);
    expect(new Set(keys).size).toBe(20);
  }, 90_000);
});
