import { signLink } from "../../server/domain/newsletter/links";
import { formTicket } from "../support/form-ticket";
import { DEV_SECRETS } from "../../server/env";
import { rows, uniqueTag } from "../support/database";
import { linkIn, outboxMails, waitForOutbox } from "../support/outbox";
import { expect, expectToast, test, waitForHydration } from "./fixtures";

// Mail as a visitor meets it, through the browser, with the server's mail kept in the local
// outbox (no SMTP_URL): lead mails, and the newsletter's double opt-in and unsubscribe.

const subscription = async (email: string) =>
  (
    await rows<{ id: number; status: string; confirmed_at: Date | null; consent_text: string | null }>(
      "select id, status, confirmed_at, consent_text from newsletter_subscriptions where lower(email) = lower($1)",
      [email],
    )
  )[0];

async function subscribe(page: import("@playwright/test").Page, email: string) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
}

test.describe("mail", () => {
  test("a lure in the name and +tag variants of one address: one confirmation that day, without the lure; the team hears of each", async ({
    request,
  }) => {
    const tag = uniqueTag("mail-lure");
    const victim = `${tag}@example.com`;
    for (const email of [victim, `${tag.toUpperCase()}+win@Example.com`, `${tag}+again@example.com`]) {
      const response = await request.post("/forms/contact", {
        form: {
          first_name: "Claim your prize at https://evil.example/win",
          last_name: tag,
          email,
          message: "Visit https://evil.example/win now",
          _enhanced: "1",
          _started: formTicket(),
        },
      });
      expect((await response.json()).title).toBe("Message sent successfully!");
    }
    const team = () =>
      rows("select 1 from mail_outbox where template = 'team-contact' and subject like $1", [`%${tag}%`]);
    await expect.poll(async () => (await team()).length, { timeout: 60_000 }).toBe(3);
    // Every confirmation job queued for these messages has run (one is: the address is confirmed once a day)
    // before the outbox is read.
    const jobStates = async () =>
      (
        await rows<{ state: string }>(
          `select state from pgboss.job where name = 'mail-visitor-confirmation' and data->>'kind' = 'contact'
             and (data->>'id')::int in (select id from contact_submissions where last_name = $1)`,
          [tag],
        )
      ).map((job) => job.state);
    await expect
      .poll(
        async () => {
          const states = await jobStates();
          return states.length > 0 && states.every((state) => state === "completed");
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const confirmations = await rows<{ recipient: string; text_body: string; html_body: string }>(
      "select recipient, text_body, html_body from mail_outbox where template = 'visitor-contact' and lower(recipient) like $1",
      [`${tag}%`],
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text_body).toContain("Hello, thank you for your message");
    for (const body of [confirmations[0]!.text_body, confirmations[0]!.html_body]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("prize");
    }
  });

  test("a contact message sent in the browser: the team's notification and the visitor's confirmation", async ({
    page,
  }) => {
    const tag = uniqueTag("mail-contact");
    const email = `${tag}@example.com`;
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill(tag);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Message/).fill(`A launch for 300 guests (${tag}).`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Message sent successfully!");
    const [visitor] = await waitForOutbox(email, "visitor-contact");
    expect(visitor!.subject).toBe("We received your message - SPARK Frankfurt");
    // The visitor's confirmation never repeats the message (issue 41): the address may be someone else's.
    expect(visitor!.text_body).not.toContain("300 guests");
    expect(visitor!.text_body).toContain("Hello Ada, thank you for your message");
    // The team's notification is a job of its own: it may arrive a moment after the visitor's.
    const team = () =>
      rows<{ recipient: string; subject: string; headers: Record<string, string> }>(
        "select recipient, subject, headers from mail_outbox where template = 'team-contact' and headers->>'Reply-To' = $1",
        [email],
      );
    await expect.poll(team).toEqual([
      {
        recipient: "hello@spark-frankfurt.de",
        subject: `New contact message from Ada ${tag}`,
        headers: { "Reply-To": email },
      },
    ]);
  });

  test("double opt-in: pending until the link; forged and expired links do nothing; resend; already subscribed", async ({
    page,
  }) => {
    const email = `${uniqueTag("doi")}@example.com`;
    await subscribe(page, email);
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    const pending = await subscription(email);
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null });
    expect(pending!.consent_text).toContain("Unsubscribe at any time.");

    const [mail] = await waitForOutbox(email, "newsletter-confirmation");
    expect(mail!.subject).toBe("Please confirm your subscription to the SPARK newsletter");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const confirmPath = linkIn(mail!, "/newsletter/confirm");

    // A forged signature and an expired link (issued 8 days ago) change nothing.
    const forged = confirmPath.replace(/.(?=$)/, (c) => (c === "A" ? "B" : "A"));
    await page.goto(forged);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    const expired = signLink(
      DEV_SECRETS.COOKIE_SECRET,
      "confirm",
      pending!.id,
      email,
      new Date(Date.now() - 8 * 86_400_000),
    );
    await page.goto(`/newsletter/confirm?token=${expired}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    expect((await subscription(email))!.status).toBe("pending");

    // Signing up again while pending: the success message; a new mail only on another day (1106).
    await subscribe(page, email.toUpperCase());
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    expect(await outboxMails(email, "newsletter-confirmation")).toHaveLength(1);
    await rows("update newsletter_subscriptions set confirmation_sent_at = now() - interval '1 day' where id = $1", [
      pending!.id,
    ]);
    // Yesterday's once-a-day note, as the clock would leave it.
    await rows(
      "update visitor_confirmations set day = to_char((now() - interval '1 day') at time zone 'Europe/Berlin', 'YYYY-MM-DD') where address = lower($1) and kind = 'newsletter'",
      [email],
    );
    await subscribe(page, email);
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    await waitForOutbox(email, "newsletter-confirmation", 2);

    // The link confirms; opened again it says so; the address is now 'Already subscribed'.
    await page.goto(confirmPath);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
    const confirmed = await subscription(email);
    expect(confirmed!.status).toBe("confirmed");
    expect(confirmed!.confirmed_at).toBeInstanceOf(Date);
    await page.goto(confirmPath);
    await expect(page.getByRole("heading", { level: 1, name: "Already confirmed" })).toBeVisible();
    await subscribe(page, email);
    await expectToast(page, "Already subscribed", "This email is already subscribed to our newsletter.");
  });

  test("unsubscribe: the page's button, the one-click POST (RFC 8058), and a forged link that does nothing", async ({
    page,
    request,
  }) => {
    const first = `${uniqueTag("unsub")}@example.com`;
    const second = `${uniqueTag("unsub-click")}@example.com`;
    for (const email of [first, second]) {
      await subscribe(page, email);
      await expectToast(page, "Successfully subscribed!");
    }
    const [firstMail] = await waitForOutbox(first, "newsletter-confirmation");
    const [secondMail] = await waitForOutbox(second, "newsletter-confirmation");
    const unsubscribePath = linkIn(firstMail!, "/newsletter/unsubscribe");

    await page.goto(unsubscribePath.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    expect(await subscription(first)).toBeDefined();

    // Opening the link shows a button (a mail scanner's GET unsubscribes nobody); the button does it.
    await page.goto(unsubscribePath);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
    expect(await subscription(first)).toBeDefined();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    expect(await subscription(first)).toBeUndefined();

    // The mail client's one-click: POST to the List-Unsubscribe URL with List-Unsubscribe=One-Click.
    const header = secondMail!.headers["List-Unsubscribe"]!;
    const url = new URL(header.slice(1, -1));
    const response = await request.post(`${url.pathname}${url.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(response.status()).toBe(200);
    expect(await subscription(second)).toBeUndefined();
  });
});
