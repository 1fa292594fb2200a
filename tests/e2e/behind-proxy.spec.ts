import type { Page } from "@playwright/test";
import { formTicket } from "../support/form-ticket";
import { developmentPage as developmentPageBoth } from "../../app/content/gated/development.server";
import { expect, expectToast, sendPlainForm, test, waitForHydration } from "./fixtures";
import { startBehindCaddy, httpsRequest, type RunningProxy } from "../support/caddy";
import { closeTestDb, rows, uniqueTag } from "../support/database";
import { gatePasswords } from "../support/gate-passwords";
import type { RunningServer } from "../support/server";
import { ensureOpenSession } from "../support/webinar";
import { arrangementDay } from "../support/tour-days";

// The English pages (the spec's); the German twins are `...Both.de`.
const developmentPage = developmentPageBoth().en;

// The site as an operator deploys it (issue 13): the production server behind a TLS-terminating
// reverse proxy (Caddy), TRUST_PROXY=1, the browser on https. Self-contained: this file starts its
// own server and proxy. Ports: a free one for the server, 5443 (or PROXY_PORT) for the proxy.

const proxyPort = Number(process.env.PROXY_PORT ?? 5443);
const base = `https://localhost:${proxyPort}`;
const FORM_MAX = 3;

let server: RunningServer;
let proxy: RunningProxy;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  // Two processes to start on a machine shared with other runs: more time than one test.
  test.setTimeout(150_000);
  ({ server, proxy } = await startBehindCaddy(
    proxyPort,
    { RATE_LIMIT_FORM_MAX: String(FORM_MAX), RATE_LIMIT_GATE_MAX: "100" },
    { startTimeoutMs: 90_000 },
  ));
  // Counters of an earlier run on this database would count against this one (after the start: on a
  // new database the server's migrations create the table).
  await rows("delete from rate_limit_hits");
  // The webinar registration needs a session to register for.
  await ensureOpenSession();
});

test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  await closeTestDb();
});

async function fillContact(page: Page, email: string, send = true) {
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Message/).fill("Sent through the TLS proxy.");
  if (send) await page.getByRole("button", { name: "Send Message" }).click();
}

test.describe("with JavaScript, through https", () => {
  test("contact: toast and stored row", async ({ page }) => {
    const tag = uniqueTag("proxy-contact");
    await page.goto("/contact");
    expect(page.url()).toBe(`${base}/contact`);
    await waitForHydration(page);
    await fillContact(page, `${tag}@example.com`);
    await expectToast(page, "Message sent successfully!", "Thank you for contacting us. We'll get back to you soon.");
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
  });

  test("newsletter: toast and stored row", async ({ page }) => {
    const tag = uniqueTag("proxy-news");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(
      1,
    );
  });

  test("tour request: toast and stored row", async ({ page }) => {
    const tag = uniqueTag("proxy-tour");
    await page.goto("/book-tour");
    await waitForHydration(page);
    await page.getByLabel(/^Full name/).fill("Grace Hopper");
    await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
    await page.getByLabel(/^Preferred date/).fill(arrangementDay);
    await page.getByLabel(/^Preferred time/).fill("14:30");
    await page.getByLabel(/^Number of guests/).fill("12");
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expectToast(page, "Tour request submitted successfully!");
    const [row] = await rows("select number_of_guests from tour_bookings where email = $1", [`${tag}@example.com`]);
    expect(row).toEqual({ number_of_guests: 12 });
  });

  test("webinar registration: confirmation page and stored row", async ({ page }) => {
    const tag = uniqueTag("proxy-webinar");
    await page.goto("/webinar/led-wall");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Jetzt kostenfrei anmelden!" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Jetzt kostenfrei anmelden" });
    await dialog.getByLabel("Vorname").fill("Jana");
    await dialog.getByLabel("E-Mail-Adresse").fill(`${tag}@example.com`);
    await dialog.getByLabel(/Datenschutzerklärung/).check();
    await dialog.getByRole("button", { name: "Jetzt anmelden!" }).click();
    await expect(page).toHaveURL(new RegExp(`^${base}/webinar/confirmation\\?t=\\d+\\.[\\w-]{43}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Sie sind dabei!" })).toBeVisible();
    expect(await rows("select 1 from tour_bookings where email = $1", [`${tag}@example.com`])).toHaveLength(1);
  });

  test("gate unlock: the password opens the page and sets its cookie", async ({ page, context }) => {
    await page.goto("/development");
    await waitForHydration(page);
    await page.getByLabel("Password", { exact: true }).fill(gatePasswords.development);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();
    expect(page.url()).toBe(`${base}/development`);
    const cookies = await context.cookies(base);
    expect(cookies.some((cookie) => cookie.secure && cookie.httpOnly)).toBe(true);
  });
});

test.describe("without JavaScript, through https", () => {
  test.use({ javaScriptEnabled: false });

  test("contact and newsletter post as plain forms and are stored", async ({ page }) => {
    const tag = uniqueTag("proxy-nojs");
    await page.goto("/contact");
    await fillContact(page, `${tag}@example.com`, false);
    await sendPlainForm(page, "Send Message");
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);

    await page.goto("/");
    await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
    await sendPlainForm(page, "Subscribe");
    await expect(page.getByRole("status")).toContainText("Successfully subscribed!");
    expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(
      1,
    );
  });
});

test.describe("rate limits through the proxy", () => {
  const post = (from: string, forged?: string) =>
    httpsRequest(base, "/newsletter", {
      method: "POST",
      from,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        ...(forged ? { "x-forwarded-for": forged } : {}),
      },
      body: new URLSearchParams({ email: `${uniqueTag("proxy-rl")}@example.com`, _started: formTicket() }).toString(),
    });

  test("two clients are limited separately, and a forged X-Forwarded-For does not reset the limit", async () => {
    for (let i = 0; i < FORM_MAX; i++) expect((await post("127.0.0.2")).status).toBe(200);
    const limited = await post("127.0.0.2");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A new address in the header, as a visitor can write it: still the same client behind the proxy.
    for (const forged of ["203.0.113.9", "198.51.100.1, 203.0.113.10"]) {
      expect((await post("127.0.0.2", forged)).status).toBe(429);
    }
    // Another visitor (another address) is not locked out by the first one.
    expect((await post("127.0.0.3")).status).toBe(200);
    expect((await post("127.0.0.3", "127.0.0.2")).status).toBe(200);
    // The server log has the visitor's shortened address, never the forged one.
    expect(server.logs()).toContain('"ip":"127.0.0.0"');
    expect(server.logs()).not.toContain("203.0.113");
  });
});
