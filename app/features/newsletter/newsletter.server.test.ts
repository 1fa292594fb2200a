import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, database } from "../../../server/db/index";
import { rowsOf } from "../../../server/db/client";
import { env } from "../../../server/env";
import { stopJobQueue, type NewsletterConfirmationJob } from "../../../server/jobs/queue";
import { run as sendConfirmation } from "../../../server/domain/newsletter/confirmation-job";
import {
  newsletterAction,
  newsletterConsentText,
  newsletterLocaleOf,
} from "../../../server/domain/newsletter/messages";
import {
  confirmSubscription,
  unsubscribeByToken,
  unsubscribeTokenIsValid,
} from "../../../server/domain/newsletter/subscriptions";
import { issueFormTicket } from "../../../server/security/form-ticket";
import { parseForm } from "../form-kit/result";
import type { FormResult } from "../form-kit/protocol";
import { subscribeToNewsletter } from "./newsletter.server";
import { newsletterMessages, newsletterSchemas } from "./schema";

// The newsletter block in the language of its page (issue 44): a German page's block posts to
// /newsletter?lang=de; the answer, the stored language, the confirmation mail and the link pages follow.

describe("newsletter block, per language", () => {
  it("a German page's block posts with lang=de; the English one's address is unchanged", () => {
    expect(newsletterAction("en")).toBe("/newsletter");
    expect(newsletterAction("de")).toBe("/newsletter?lang=de");
    expect(newsletterLocaleOf("/forms/newsletter?lang=de")).toBe("de");
    expect(newsletterLocaleOf("http://localhost/newsletter")).toBe("en");
    expect(newsletterLocaleOf("/newsletter?lang=fr")).toBe("en");
  });

  it("checks the address in the page's language", () => {
    expect(parseForm(newsletterSchemas.de, { email: "nope" }).fieldErrors.email).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
    expect(parseForm(newsletterSchemas.en, { email: "nope" }).fieldErrors.email).toBe(
      "Please enter a valid e-mail address.",
    );
    expect(newsletterMessages.en.success).toEqual({
      title: "Successfully subscribed!",
      description: "Thank you for subscribing to our newsletter.",
    });
    expect(newsletterMessages.de.duplicate.title).toBe("Bereits angemeldet");
  });
});

vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("JOBS_ENABLED", "0");
vi.stubEnv("RATE_LIMIT_ENABLED", "0");

async function subscribe(path: string, email: string) {
  const body = new URLSearchParams({
    email,
    _started: issueFormTicket(env().COOKIE_SECRET, Date.now() - 5_000),
    website: "",
    _enhanced: "1",
  });
  const answer = (await subscribeToNewsletter(
    new Request(`http://localhost${path}`, { method: "POST", body }),
    new RouterContextProvider(),
  )) as unknown as { data: FormResult; init: ResponseInit | null };
  return answer.data;
}

describe.runIf(process.env.TEST_DATABASE_URL)("newsletter sign-up on a German page", () => {
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  it("answers in German, stores 'de', mails the German confirmation; the link pages know the language", async () => {
    const { db } = await database();
    const email = `nl-de-${randomUUID().slice(0, 8)}@example.com`;
    expect(await subscribe("/forms/newsletter?lang=de", email)).toEqual({
      status: "success",
      ...newsletterMessages.de.success,
    });
    const [row] = rowsOf(
      await db.execute(sql`select id, language, consent_text from newsletter_subscriptions where email = ${email}`),
    );
    expect(row?.language).toBe("de");
    expect(row?.consent_text).toBe(newsletterConsentText.de);
    const [lead] = rowsOf(
      await db.execute(sql`select language from lead_inbox where kind = 'newsletter' and source_id = ${row!.id}`),
    );
    expect(lead?.language).toBe("de");

    const job = { id: randomUUID(), data: { subscriptionId: Number(row!.id) } } as Job<NewsletterConfirmationJob>;
    await sendConfirmation(job, db, env());
    const [mail] = rowsOf(
      await db.execute(
        sql`select subject, text_body, html_body from mail_outbox where template = 'newsletter-confirmation' and recipient = ${email}`,
      ),
    );
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum SPARK-Newsletter");
    expect(String(mail?.html_body)).toContain('<html lang="de">');
    const confirmUrl = /Anmeldung bestätigen: (\S+)/.exec(String(mail?.text_body))?.[1];
    expect(confirmUrl).toMatch(/\/newsletter\/confirm\?token=[\w.-]+&lang=de$/);
    const token = new URL(confirmUrl!).searchParams.get("token")!;
    expect(await confirmSubscription(db, env().COOKIE_SECRET, token)).toEqual({ outcome: "confirmed", locale: "de" });
    expect(await confirmSubscription(db, env().COOKIE_SECRET, token)).toEqual({
      outcome: "already-confirmed",
      locale: "de",
    });
    const unsubscribeUrl = /Hier abmelden: (\S+)/.exec(String(mail?.text_body))?.[1];
    const unsubscribe = new URL(unsubscribeUrl!).searchParams.get("token")!;
    expect(await unsubscribeTokenIsValid(db, env().COOKIE_SECRET, unsubscribe)).toEqual({ valid: true, locale: "de" });
    expect(await unsubscribeByToken(db, env().COOKIE_SECRET, unsubscribe)).toEqual({
      outcome: "unsubscribed",
      locale: "de",
    });
    expect(await unsubscribeByToken(db, env().COOKIE_SECRET, unsubscribe)).toEqual({ outcome: "invalid" });
  });

  it("a confirmed address on a German page: 'Bereits angemeldet'; an English sign-up stays English", async () => {
    const { db } = await database();
    const email = `nl-en-${randomUUID().slice(0, 8)}@example.com`;
    expect(await subscribe("/forms/newsletter", email)).toEqual({
      status: "success",
      ...newsletterMessages.en.success,
    });
    const [row] = rowsOf(
      await db.execute(sql`select id, language, consent_text from newsletter_subscriptions where email = ${email}`),
    );
    expect(row).toMatchObject({ language: "en", consent_text: newsletterConsentText.en });
    await db.execute(sql`update newsletter_subscriptions set status = 'confirmed' where id = ${row!.id}`);
    expect(await subscribe("/forms/newsletter?lang=de", email)).toEqual({
      status: "notice",
      ...newsletterMessages.de.duplicate,
    });
  });
});
