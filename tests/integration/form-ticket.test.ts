import { afterAll, beforeAll, expect, it } from "vitest";
import { noTicketMessage, sharedFormTexts } from "../../server/domain/leads/form-messages";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { formTicket } from "../support/form-ticket";
import { integrationSuite } from "../support/integration";
import { startServer, type RunningServer } from "../support/server";
import { insertRegistration, insertSession, removeTestSessions, type TestSession } from "../support/webinar";

// Issue 41 item 2, docs/decisions/1104: a post without a form ticket (a script that never loaded the
// page) is stored by no public form; it is answered 400 with the form's values and the request to
// send again. The same post with a ticket older than MIN_FILL_MS is stored.
const databaseUrl = process.env.TEST_DATABASE_URL;
const suite = integrationSuite("the form ticket tests");

interface FormCase {
  name: string;
  /** The page the form posts to without JavaScript. */
  path: string;
  values: Record<string, string>;
  message: { title: string; description: string };
  stored: () => Promise<unknown[]>;
}

suite("form ticket", () => {
  let server: RunningServer;
  let session: TestSession;
  let reminderPath: string;
  const tag = uniqueTag("ticket");
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: databaseUrl!, RATE_LIMIT_ENABLED: "0" });
    session = await insertSession();
    reminderPath = (await insertRegistration(session, `${tag}-reg@example.com`)).path;
  });
  afterAll(async () => {
    await server?.stop();
    await removeTestSessions();
    await closeTestDb();
  });

  const phone = `79${String(Date.now()).slice(-7)}`;
  const cases = (): FormCase[] => [
    {
      name: "contact",
      path: "/contact",
      values: { first_name: "Ada", last_name: "Lovelace", email: `${tag}-contact@example.com`, message: "Hello" },
      message: noTicketMessage,
      stored: () => rows("select 1 from contact_submissions where email = $1", [`${tag}-contact@example.com`]),
    },
    {
      name: "book-tour",
      path: "/book-tour",
      values: {
        full_name: "Grace Hopper",
        email: `${tag}-tour@example.com`,
        preferred_date: "2027-05-12",
        preferred_time: "10:00",
        number_of_guests: "4",
      },
      message: noTicketMessage,
      stored: () => rows("select 1 from tour_bookings where email = $1", [`${tag}-tour@example.com`]),
    },
    {
      name: "newsletter",
      path: "/newsletter",
      values: { email: `${tag}-news@example.com` },
      message: noTicketMessage,
      stored: () => rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}-news@example.com`]),
    },
    {
      name: "webinar registration",
      path: "/webinar/led-wall",
      values: {
        preferred_date: String(session.id),
        first_name: "Lena",
        email: `${tag}-webinar@example.com`,
        privacy_consent: "on",
      },
      message: sharedFormTexts.de.noTicket,
      stored: () => rows("select 1 from webinar_registrations where email = $1", [`${tag}-webinar@example.com`]),
    },
    {
      name: "webinar interest",
      path: "/webinar/led-wall",
      values: { intent: "notify", email: `${tag}-interest@example.com`, privacy_consent: "on" },
      message: sharedFormTexts.de.noTicket,
      stored: () => rows("select 1 from webinar_interest where email = $1", [`${tag}-interest@example.com`]),
    },
    {
      name: "SMS reminder",
      path: reminderPath,
      values: { country_code: "+41", phone_number: phone },
      message: sharedFormTexts.de.noTicket,
      stored: () => rows("select 1 from webinar_sms_reminders where phone_number like $1", [`%${phone.slice(2)}`]),
    },
  ];

  const post = (path: string, values: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(values),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });

  it("a post without a ticket to each public form stores nothing and asks to send again; with a ticket it is stored", async () => {
    for (const form of cases()) {
      // With JavaScript: the JSON answer, 400, the message.
      const enhanced = await post(`/forms${form.path}`, { ...form.values, _enhanced: "1" });
      expect(enhanced.status, form.name).toBe(400);
      expect(await enhanced.json(), form.name).toMatchObject({ status: "error", ...form.message });
      // Without: the page again, 400, the message, the typed values in the form and a fresh ticket.
      const plain = await post(form.path, form.values);
      expect(plain.status, form.name).toBe(400);
      const html = await plain.text();
      expect(html, form.name).toContain(form.message.title);
      const email = form.values.email ?? form.values.phone_number!;
      expect(html, `${form.name}: the typed value is kept`).toContain(`value="${email}"`);
      expect(html, `${form.name}: a fresh ticket`).toMatch(/name="_started" value="\d{13}\.[\w-]{43}"/);
      expect(await form.stored(), form.name).toEqual([]);

      const sent = await post(form.path, { ...form.values, _started: formTicket() });
      expect(sent.status, form.name).toBeLessThan(400);
      expect(await form.stored(), form.name).toHaveLength(1);
    }
  });

  it("GET /forms/ticket answers a fresh ticket, never kept by a cache", async () => {
    const response = await fetch(`${server.url}/forms/ticket`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const { ticket } = (await response.json()) as { ticket: string };
    const issuedAt = Number(ticket.split(".")[0]);
    expect(Math.abs(Date.now() - issuedAt)).toBeLessThan(5_000);
    // Too young to post with: a script that fetches a ticket and posts at once is not stored.
    const quick = await post("/forms/contact", {
      first_name: "Quick",
      last_name: "Script",
      email: `${tag}-quick@example.com`,
      message: "Hello",
      _enhanced: "1",
      _started: ticket,
    });
    expect(quick.status).toBe(200);
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}-quick@example.com`])).toEqual([]);
  });
});
