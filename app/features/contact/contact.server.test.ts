import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, database } from "../../../server/db/index";
import { rowsOf } from "../../../server/db/client";
import { env } from "../../../server/env";
import { stopJobQueue, type LeadMailJob } from "../../../server/jobs/queue";
import { run as sendVisitorConfirmation } from "../../../server/domain/leads/visitor-confirmation-job";
import { issueFormTicket } from "../../../server/security/form-ticket";
import { parseForm } from "../form-kit/result";
import type { FormResult } from "../form-kit/protocol";
import { sendContactMessage } from "./contact.server";
import { contactMessages, contactSchema, contactSchemaDe, contactSchemas } from "./schema";

// The contact form in the language of the page it was sent from (issue 44): the German page's
// messages, its visitor's mail and the lead's language 'de'; the English page's unchanged.

const complete = { first_name: "Jana", last_name: "Schäfer", email: "jana@example.com", message: "Hallo!" };

describe("contact schema and messages, per language", () => {
  it("the German page's checks answer in German; the English page's stay as the spec writes them", () => {
    expect(contactSchemas).toEqual({ en: contactSchema, de: contactSchemaDe });
    const bad = { ...complete, email: "jana", company: "x\u0000", first_name: "J".repeat(101) };
    expect(parseForm(contactSchemaDe, bad).fieldErrors).toEqual({
      first_name: "Bitte geben Sie höchstens 100 Zeichen ein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      company: "Bitte entfernen Sie ungewöhnliche Zeichen aus diesem Feld.",
    });
    expect(parseForm(contactSchema, bad).fieldErrors.email).toBe("Please enter a valid e-mail address.");
    const missing = parseForm(contactSchemaDe, { ...complete, message: " " }, contactMessages.de.requiredField);
    expect(missing.missing).toBe(true);
    expect(missing.fieldErrors.message).toBe("Bitte füllen Sie dieses Feld aus.");
    expect(contactMessages.de.missing).toEqual({
      title: "Fehlende Angaben",
      description: "Bitte füllen Sie alle Pflichtfelder aus.",
    });
    expect(contactMessages.de.invalidTitle).toBe("Bitte prüfen Sie Ihre Eingabe");
    expect(contactMessages.en.success).toEqual({
      title: "Message sent successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    });
  });
});

vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");
vi.stubEnv("RATE_LIMIT_ENABLED", "0");

/** A post of the contact form to `path` as the form sends it (a ticket 5 s old; with script or without). */
function post(path: string, values: Record<string, string>, enhanced = true): Request {
  const body = new URLSearchParams({
    ...values,
    _started: issueFormTicket(env().COOKIE_SECRET, Date.now() - 5_000),
    website: "",
    ...(enhanced ? { _enhanced: "1" } : {}),
  });
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

async function answerOf(path: string, values: Record<string, string>) {
  const answer = (await sendContactMessage(post(path, values), new RouterContextProvider())) as unknown as {
    data: FormResult;
    init: ResponseInit | null;
  };
  return { result: answer.data, status: answer.init?.status };
}

describe.runIf(process.env.TEST_DATABASE_URL)("contact message from the German page", () => {
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  it("is answered in German, stored with language 'de', and the visitor's mail is German", async () => {
    const { db } = await database();
    const email = `kontakt-${randomUUID().slice(0, 8)}@example.com`;
    const { result, status } = await answerOf("/forms/de/kontakt", { ...complete, email });
    expect(status).toBe(200);
    expect(result).toEqual({ status: "success", ...contactMessages.de.success });

    const [row] = rowsOf(await db.execute(sql`select id, language from contact_submissions where email = ${email}`));
    expect(row?.language).toBe("de");
    const [lead] = rowsOf(
      await db.execute(sql`select language from lead_inbox where kind = 'contact' and source_id = ${row!.id}`),
    );
    expect(lead?.language).toBe("de");

    // The visitor's confirmation, worked as the worker would: German subject and text.
    const job = { id: randomUUID(), data: { kind: "contact", id: Number(row!.id) } } as Job<LeadMailJob>;
    await sendVisitorConfirmation(job, db, env());
    const [mail] = rowsOf(
      await db.execute(
        sql`select subject, text_body, html_body from mail_outbox where template = 'visitor-contact' and recipient = ${email}`,
      ),
    );
    expect(mail?.subject).toBe("Wir haben Ihre Nachricht erhalten – SPARK Frankfurt");
    expect(String(mail?.text_body)).toContain("Hallo Jana, vielen Dank für Ihre Nachricht");
    expect(String(mail?.html_body)).toContain('<html lang="de">');
  });

  it("a plain post to /de/kontakt is German too; the English page's stays English with language 'en'", async () => {
    const { db } = await database();
    const german = `kontakt-${randomUUID().slice(0, 8)}@example.com`;
    expect((await answerOf("/de/kontakt", { ...complete, email: german })).result.title).toBe(
      "Nachricht erfolgreich gesendet!",
    );
    const english = `contact-${randomUUID().slice(0, 8)}@example.com`;
    expect((await answerOf("/forms/contact", { ...complete, email: english })).result).toEqual({
      status: "success",
      ...contactMessages.en.success,
    });
    const languages = rowsOf(
      await db.execute(
        sql`select email, language from contact_submissions where email in (${german}, ${english}) order by email`,
      ),
    );
    expect(languages).toEqual([
      { email: english, language: "en" },
      { email: german, language: "de" },
    ]);
  });

  it("refusals from the German page are German: missing fields, a malformed address", async () => {
    const missing = await answerOf("/forms/de/kontakt", { ...complete, message: "" });
    expect(missing.status).toBe(400);
    expect(missing.result).toMatchObject({
      status: "error",
      ...contactMessages.de.missing,
      fieldErrors: { message: "Bitte füllen Sie dieses Feld aus." },
    });
    const malformed = await answerOf("/forms/de/kontakt", { ...complete, email: "jana" });
    expect(malformed.result).toMatchObject({
      status: "error",
      title: "Bitte prüfen Sie Ihre Eingabe",
      description: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    });
    // Without a form ticket: sent back with the German notice.
    const body = new URLSearchParams({ ...complete, _enhanced: "1" });
    const noTicket = (await sendContactMessage(
      new Request("http://localhost/forms/de/kontakt", { method: "POST", body }),
      new RouterContextProvider(),
    )) as unknown as { data: FormResult };
    expect(noTicket.data.title).toBe("Bitte senden Sie das Formular erneut");
  });
});
