import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { acceptInvite, cliInvite } from "./staff-helpers";

// Staff run a webinar date from the back office: a member of the team (not only an owner) publishes
// a session (the waiting "notify me" address is mailed once), sees it listed with its seats, edits
// it (capacity not below the seats taken), and cancels it after a confirmation step; its
// registrants' cancellation mails are in the outbox (the browser tests' server has no SMTP_URL).

test.describe.configure({ mode: "serial" });

const tag = uniqueTag("webinars");
// A date and time of its own each run (March next year, before summer time: UTC+1), so reruns on
// the same database do not meet an earlier run's session.
const year = new Date().getUTCFullYear() + 1;
const day = String(2 + Math.floor(Math.random() * 18)).padStart(2, "0");
const hour = 8 + Math.floor(Math.random() * 10);
// Never :30: the edit test moves the session to 14:30, which must be a move (a session created at 14:30 was not).
const minute = String(5 * [1, 2, 3, 4, 5, 7, 8, 9, 10, 11][Math.floor(Math.random() * 10)]!).padStart(2, "0");
const date = `${year}-03-${day}`;
const time = `${String(hour).padStart(2, "0")}:${minute}`;
const germanDate = `${day}.03.${year}`;
let sessionId = 0;
let slug = "";
/** The schedule test's session, starting in minutes: removed afterwards, or the specs after this one would offer it. */
const soon = `${tag}-soon`;

test.afterAll(async () => {
  await rows(
    `delete from tour_bookings where id in (select r.tour_booking_id from webinar_registrations r
       join webinar_sessions s on s.id = r.session_id where s.slug = $1)`,
    [soon],
  );
  await rows("delete from webinar_sms_reminders where webinar_id = $1", [soon]);
  await rows("delete from webinar_sessions where slug = $1", [soon]);
});

async function auditOf(targetId: number, action: string) {
  return rows<{ actor_email: string; details: Record<string, unknown> }>(
    "select actor_email, details from staff_audit_log where target_type = 'webinar' and target_id = $1 and action = $2",
    [String(targetId), action],
  );
}

test("a staff member publishes a session: validation first, then listed with its seats; the interest list is mailed", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const waiting = `${tag}-waiting@example.com`;
  await rows("insert into webinar_interest (email) values ($1)", [waiting]);
  const email = `sam-${tag}@example.com`;
  await acceptInvite(page, cliInvite(email, "staff", baseURL!), "Sam Sales");

  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Webinars" }).click();
  await expect(page.getByRole("heading", { name: "Webinars", level: 1 })).toBeVisible();
  // The spec's session of 18.07.2025 is listed among the past ones, held.
  await expect(page.getByRole("row", { name: "Session led-wall-2025-07-18" })).toContainText("Held");
  await expect(page.getByLabel("Topic")).toHaveValue("LED-Wall-Events");
  await expect(page.getByLabel("Capacity (seats)")).toHaveValue("100");

  // Bad input: a past date and a link without https. Clear messages; nothing stored.
  await page.getByLabel("Date").fill("2020-03-10");
  await page.getByLabel("Start time").fill("11:00");
  await page.getByLabel("Join link").fill("http://live.example.test/raum");
  await page.getByRole("button", { name: "Publish session" }).click();
  await expect(page.getByText("The start must be in the future (Frankfurt time).")).toBeVisible();
  await expect(page.getByText("Please enter the join link as a full https:// address.")).toBeVisible();
  expect(await rows("select id from webinar_sessions where join_url like 'http://live.example.test%'")).toEqual([]);

  // A link that reads like a test address would reach every registrant (issue 48 item 5): refused.
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Start time").fill(time);
  await page.getByLabel("Join link").fill("https://live.spark-frankfurt.de/raum/test-2026-12-03");
  await page.getByRole("button", { name: "Publish session" }).click();
  await expect(page.getByText(/^This join link looks like a test address \(it contains "test"\)\./)).toBeVisible();
  expect(await rows("select id from webinar_sessions where join_url like '%/raum/test-2026-12-03'")).toEqual([]);

  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Start time").fill(time);
  await page.getByLabel("Capacity (seats)").fill("40");
  await page.getByLabel("Join link").fill(`https://live.spark-frankfurt.de/raum/${tag}`);
  await page.getByRole("button", { name: "Publish session" }).click();
  await expect(page.getByText(/^Session published\. \d+ waiting address(es are| is) being e-mailed\.$/)).toBeVisible();
  sessionId = Number(/\/staff\/webinars\/(\d+)/.exec(page.url())![1]);

  // Stored as Frankfurt wall-clock time (March: UTC+1), with its slug.
  const [stored] = await rows<{ slug: string; starts_at: Date; capacity: number; status: string }>(
    "select slug, starts_at, capacity, status from webinar_sessions where id = $1",
    [sessionId],
  );
  expect(stored).toMatchObject({ capacity: 40, status: "scheduled" });
  expect(stored!.slug).toMatch(new RegExp(`^led-wall-${date}-${time.replace(":", "")}(-\\d+)?$`));
  slug = stored!.slug;
  expect(stored!.starts_at.toISOString()).toBe(`${date}T${String(hour - 1).padStart(2, "0")}:${minute}:00.000Z`);
  expect(await auditOf(sessionId, "webinar.create")).toMatchObject([{ actor_email: email }]);

  // The waiting address got one German mail pointing to the landing page, and is then deleted.
  const [mail] = await waitForOutbox(waiting, "webinar-interest");
  expect(mail!.subject).toBe(`Neuer Termin: LED-Wall-Events am ${germanDate}`);
  expect(mail!.text_body).toContain("/webinar/led-wall");
  await expect
    .poll(async () => (await rows("select id from webinar_interest where email = $1", [waiting])).length)
    .toBe(0);

  await page.getByRole("link", { name: "← All sessions" }).click();
  const row = page.getByRole("row", { name: `Session ${slug}` });
  await expect(row).toContainText(`${Number(day)} Mar ${year}, ${time}`);
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("0 / 40");
  await expect(row.getByRole("cell").nth(4)).toHaveText("40");
  await expect(row).toContainText("0 of 0");
});

test("the session is edited: the capacity cannot go below the seats taken; registrations are listed", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(sessionId).toBeGreaterThan(0);
  // Two sign-ups for the session, as the registration stores them.
  for (const name of ["Mia", "Leo"]) {
    const [booking] = await rows<{ id: number }>(
      `insert into tour_bookings (full_name, email, preferred_date, preferred_time, additional_information)
       values ($1, $2, 'x', '11:00', $3) returning id`,
      [name, `${name.toLowerCase()}-${tag}@example.com`, `Webinar-Anmeldung: LED-Wall-Events (${slug})`],
    );
    await rows("insert into webinar_registrations (session_id, tour_booking_id, email) values ($1, $2, $3)", [
      sessionId,
      booking!.id,
      `${name.toLowerCase()}-${tag}@example.com`,
    ]);
  }
  await rows("update webinar_sessions set seats_taken = 2 where id = $1", [sessionId]);
  await rows(
    "insert into webinar_sms_reminders (webinar_id, country_code, phone_number) values ($1, '+49', '0170 5550123')",
    [slug],
  );

  const email = `edit-${tag}@example.com`;
  await acceptInvite(page, cliInvite(email, "owner", baseURL!), "Olivia Owner");
  await page.goto(`/staff/webinars/${sessionId}`);
  await expect(page.getByRole("heading", { name: "Registrations (2)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mia" })).toHaveAttribute("href", /\/staff\/leads\/\d+$/);
  await expect(page.getByText(`leo-${tag}@example.com`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "SMS reminders (1)" })).toBeVisible();
  await expect(page.getByText("+•••••••••123")).toBeVisible();

  // The registrant list as a file, for a German Excel too (issue 43); the export is audited.
  const csvHref = await page.getByRole("link", { name: "Export for German Excel" }).getAttribute("href");
  expect(csvHref).toBe(`/staff/webinars/${sessionId}/registrants.csv?sep=semicolon`);
  const csv = (await (await page.request.get(csvHref!)).text()).split("\r\n");
  expect(csv[0]).toBe("\uFEFFname;email;registered;reminder_mailed;looks_automated");
  expect(
    csv
      .filter((line) => line.includes(`@example.com`))
      .map((line) => line.split(";")[1])
      .sort(),
  ).toEqual([`leo-${tag}@example.com`, `mia-${tag}@example.com`].sort());
  expect(await auditOf(sessionId, "webinar.export")).toHaveLength(1);

  await page.getByLabel("Capacity (seats)").fill("1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The capacity cannot be below the 2 seats already taken.")).toBeVisible();
  expect((await rows("select capacity from webinar_sessions where id = $1", [sessionId]))[0]).toEqual({ capacity: 40 });

  await page.getByLabel("Capacity (seats)").fill("30");
  await page.getByLabel("Start time").fill("14:30");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Session saved. Its 2 registrants are being e-mailed the new time with an updated calendar file."),
  ).toBeVisible();
  await expect(page.getByText("2 of 30 taken, 28 left")).toBeVisible();
  const [saved] = await rows<{ starts_at: Date; capacity: number }>(
    "select starts_at, capacity from webinar_sessions where id = $1",
    [sessionId],
  );
  expect(saved!.starts_at.toISOString()).toBe(`${date}T13:30:00.000Z`);
  expect(saved!.capacity).toBe(30);
  const [update] = await auditOf(sessionId, "webinar.update");
  expect(update!.details).toMatchObject({ capacity: { from: 40, to: 30 }, registrantsMailed: 2 });

  // Each registrant is told the new time, with the calendar file that replaces the old entry (issue 43).
  for (const name of ["mia", "leo"]) {
    const [mail] = await waitForOutbox(`${name}-${tag}@example.com`, "webinar-moved");
    expect(mail!.subject).toBe(`Neuer Termin: LED-Wall-Events am ${germanDate} um 14:30 Uhr`);
    expect(mail!.text_body).toContain(`nicht wie geplant am ${germanDate} um ${time} Uhr statt`);
    const [file] = (
      await rows<{ attachments: { filename: string; content: string }[] }>(
        "select attachments from mail_outbox where id = $1",
        [mail!.id],
      )
    )[0]!.attachments;
    const ics = file!.content.replace(/\r\n /g, "");
    expect(ics).toMatch(new RegExp(`UID:${slug}-\\d+@spark-frankfurt\\.de\r\nSEQUENCE:1\r\n`));
    expect(ics).toContain(`DTSTART:${date.replaceAll("-", "")}T133000Z`);
  }
  // Their leads show the new date; the mail shows its attachment on the Mail page.
  await page.getByRole("link", { name: "Mia" }).click();
  // The date as the registration stores it ('Freitag, 19.03. 14:30 Uhr') and the time on its own.
  await expect(page.getByText(/^[A-Z][a-z]+, \d\d\.\d\d\. 14:30 Uhr$/)).toBeVisible();
  await expect(page.getByText("14:30", { exact: true })).toBeVisible();
  const [moved] = await waitForOutbox(`mia-${tag}@example.com`, "webinar-moved");
  await page.goto(`/staff/mail/${moved!.id}`);
  await expect(page.getByText("spark-webinar-led-wall-events.ics")).toBeVisible();

  await page.goto("/staff/webinars");
  await expect(page.getByRole("row", { name: `Session ${slug}` })).toContainText("2 / 30");
});

test("staff release a seat: the registration goes, the seat returns, the audit log has it (issue 41)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(sessionId).toBeGreaterThan(0);
  // A third sign-up from a network with two more: it is marked as looking automated.
  const email = `rex-${tag}@example.com`;
  const [booking] = await rows<{ id: number }>(
    `insert into tour_bookings (full_name, email, preferred_date, preferred_time, additional_information)
     values ('Rex', $1, 'x', '11:00', $2) returning id`,
    [email, `Webinar-Anmeldung: LED-Wall-Events (${slug})`],
  );
  await rows(
    "insert into webinar_registrations (session_id, tour_booking_id, email, client_network, fill_ms) values ($1, $2, $3, '198.51.100.0/24', 400)",
    [sessionId, booking!.id, email],
  );
  await rows("update webinar_sessions set seats_taken = seats_taken + 1 where id = $1", [sessionId]);
  await acceptInvite(page, cliInvite(`release-${tag}@example.com`, "staff", baseURL!), "Rita Release");
  await page.goto(`/staff/webinars/${sessionId}`);
  await expect(page.getByText("3 of 30 taken, 27 left")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("filled in 0.4 s");
  await page.getByRole("button", { name: `Release seat of ${email}` }).click();
  await expect(page.getByText("Seat released.")).toBeVisible();
  await expect(page.getByText("2 of 30 taken, 28 left")).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  expect(await rows("select 1 from webinar_registrations where email = $1", [email])).toHaveLength(0);
  const [release] = await auditOf(sessionId, "webinar.release");
  expect(release).toBeDefined();
});

test("the session is cancelled after a confirmation step; its registrants' cancellation mails are in the outbox", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(sessionId).toBeGreaterThan(0);
  await acceptInvite(page, cliInvite(`cancel-${tag}@example.com`, "staff", baseURL!), "Cora Cancel");
  await page.goto(`/staff/webinars/${sessionId}`);
  await page.getByRole("link", { name: "Cancel session…" }).click();
  await expect(
    page.getByText("Cancel this session for good? Its 2 registrants get a cancellation e-mail"),
  ).toBeVisible();
  // "Keep the session" changes nothing.
  await page.getByRole("link", { name: "Keep the session" }).click();
  expect((await rows("select status from webinar_sessions where id = $1", [sessionId]))[0]).toEqual({
    status: "scheduled",
  });
  await page.getByRole("link", { name: "Cancel session…" }).click();
  await page.getByRole("button", { name: "Cancel session permanently" }).click();
  await expect(page.getByText("Session cancelled. Its registrants are being e-mailed.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);

  for (const name of ["mia", "leo"]) {
    const [mail] = await waitForOutbox(`${name}-${tag}@example.com`, "webinar-cancellation");
    expect(mail!.subject).toBe(`Abgesagt: LED-Wall-Events am ${germanDate}`);
    expect(mail!.text_body).toContain("findet leider nicht statt");
  }
  expect(await rows("select id from webinar_sms_reminders where webinar_id = $1", [slug])).toEqual([]);
  expect(await auditOf(sessionId, "webinar.cancel")).toMatchObject([
    { actor_email: `cancel-${tag}@example.com`, details: { registrants: 2, smsDeleted: 1 } },
  ]);

  // The outbox on the Mail page shows them too.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Mail" }).click();
  // (Mia's earlier mail, the session's new time, is listed too.)
  const mia = page.getByRole("row", { name: new RegExp(`mia-${tag}@example.com`) });
  await expect(mia.filter({ hasText: "webinar-cancellation" })).toHaveCount(1);
  await expect(mia.filter({ hasText: "webinar-moved" })).toHaveCount(1);
});

test("the server's own schedule: a session starting in 4 minutes gets its 24-hour mail and its SMS, shown in the outboxes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `zoe-${tag}@example.com`;
  const [session] = await rows<{ id: number }>(
    `insert into webinar_sessions (slug, topic, starts_at, duration_minutes, capacity, seats_taken, join_url)
     values ($1, 'LED-Wall-Events', now() + interval '4 minutes', 15, 10, 1, $2) returning id`,
    [soon, `https://live.example.test/raum/${soon}`],
  );
  const [booking] = await rows<{ id: number }>(
    `insert into tour_bookings (full_name, email, preferred_date, preferred_time, additional_information)
     values ('Zoe', $1, 'x', '11:00', $2) returning id`,
    [email, `Webinar-Anmeldung: LED-Wall-Events (${soon})`],
  );
  await rows(
    "insert into webinar_registrations (session_id, tour_booking_id, email, created_at) values ($1, $2, $3, now() - interval '2 days')",
    [session!.id, booking!.id, email],
  );
  await rows(
    "insert into webinar_sms_reminders (webinar_id, country_code, phone_number) values ($1, '+49', '0170 5550999')",
    [soon],
  );

  // The sweep runs every minute (WEBINAR_REMINDER_CRON): both reminders are due now.
  const [mail] = await waitForOutbox(email, "webinar-reminder", 1, 150_000);
  expect(mail!.subject).toMatch(/^Erinnerung: LED-Wall-Events am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr$/);
  expect(mail!.text_body).toContain(`https://live.example.test/raum/${soon}`);
  expect(mail!.text_body).toMatch(/\/webinar\/confirmation\?t=\d+\.[\w-]{43}/);
  await expect
    .poll(async () => (await rows("select body from sms_outbox where session_id = $1", [session!.id])).length, {
      timeout: 30_000,
    })
    .toBe(1);
  expect(
    await rows("select sent_at is not null as sent from webinar_sms_reminders where webinar_id = $1", [soon]),
  ).toEqual([{ sent: true }]);

  await acceptInvite(page, cliInvite(`outbox-${tag}@example.com`, "staff", baseURL!), "Otto Outbox");
  await page.goto("/staff/mail");
  const sms = page.getByRole("region", { name: "SMS outbox" }).getByRole("listitem").filter({ hasText: soon });
  await expect(sms).toContainText("+491705550999");
  await expect(sms).toContainText("beginnt um");
  await page.goto("/staff/webinars");
  await expect(page.getByRole("row", { name: `Session ${soon}` })).toContainText("1 of 1");
});
