import { spawnSync } from "node:child_process";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect } from "./fixtures";
import { rows, testDatabaseUrl } from "../support/database";

// The back office's first steps as the browser tests take them: the CLI invite, accepting an
// invite with password and second factor, signing in.

export const PASSWORD = "correct horse battery staple";

/** `npm run staff -- add ...` against the test database: the one line on standard output is the URL. */
export function cliInvite(email: string, role: "owner" | "staff" | "editor", base: string): string {
  const result = spawnSync(
    "npm",
    ["run", "-s", "staff", "--", "add", "--email", email, "--role", role, "--base", base],
    {
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const lines = result.stdout.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${base}/staff/invite/[A-Za-z0-9_-]{43}$`));
  return lines[0]!;
}

const PERIOD_MS = 30_000;

/** The code of a 30-second step (the current one unless given), as the authenticator app shows it. */
function totp(secret: string, step = Math.floor(Date.now() / PERIOD_MS)): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

const usedSteps = new Map<string, number>();
/**
 * A code of a step not used before: the back office accepts each step once, and only after the last
 * used one (0860), within one step either side of now. So the current step and the next one are ready
 * at once (set-up and one sign-in); only a third code within one step waits for the clock.
 */
export async function freshTotp(secret: string): Promise<string> {
  const current = () => Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max((usedSteps.get(secret) ?? -1) + 1, current());
  const wait = (step - 1) * PERIOD_MS - Date.now() + 200;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  usedSteps.set(secret, step);
  return totp(secret, step);
}

/** Opens an invite, sets the password, then the second factor the back office requires. Returns the TOTP secret. */
export async function acceptInvite(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Welcome to the back office" })).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and continue" }).click();
  // Two-factor authentication is required by default: nothing else opens before it is set up.
  await expect(page).toHaveURL(/\/staff\/account$/);
  await expect(page.getByText("The back office requires two-factor authentication.")).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel("Code from the app").fill(await freshTotp(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  return secret;
}

export async function signIn(page: Page, email: string, secret: string) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000" === totp(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not valid/);
  await page.getByLabel("Authentication code").fill(await freshTotp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

export async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

export type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** An owner for one spec file: invited on the command line, password and second factor set, signed in; its session kept. */
export async function ownerSession(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<SessionState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await acceptInvite(page, cliInvite(email, "owner", baseURL!), "Olivia Owner");
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A new browser context signed in with a kept session. */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  state: SessionState,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: state, ...options });
  return context.newPage();
}

/**
 * The content items matching `pattern` (SQL LIKE: `product:workshop`, `home-slide:%`) back to what the
 * build has: their rows deleted, the change announced as a publish is, and, if any was published, the
 * server's `page` polled until it `shows` the built words again. A content spec calls it first, so that
 * a retry starts where the first attempt did even when that attempt failed before putting things back.
 */
export async function resetContent(baseURL: string, pattern: string, built?: { page: string; shows: string }) {
  const deleted = await rows("DELETE FROM site_content WHERE key LIKE $1 RETURNING key", [pattern]);
  if (!deleted.length || !built) return;
  const { page, shows } = built;
  await rows("SELECT pg_notify('site_content', 'reset')");
  await expect
    .poll(async () => (await fetch(`${baseURL}${page}`).then((response) => response.text())).includes(shows), {
      timeout: 10_000,
    })
    .toBe(true);
}

/**
 * Clicks an editor's 'Publish' and waits as the editor does: for its answer ('Published as version N',
 * answered), and for the form to be ready again (drawn from the new version). Answers the status text.
 */
export async function publishInEditor(page: Page): Promise<string> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/staff/"),
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await answered;
  const status = page.getByRole("status").filter({ hasText: /Published as version \d+/ });
  await expect(status).toBeVisible();
  // A publish that renders many pages again (a film's: every product page) keeps the server busy for a
  // while; the form comes back once the item's new state has arrived.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled({ timeout: 20_000 });
  return (await status.textContent())!;
}

/** A page's HTML as the server serves it (the content specs check a publish in it). */
export const pageHtml = (baseURL: string, path: string) =>
  fetch(`${baseURL}${path}`).then((response) => response.text());

/**
 * Publishes in the editor (publishInEditor) and polls the server's `path`, as a visitor's browser would
 * fetch it, until its HTML `shows` the change: answers the milliseconds from the editor's answer until then.
 */
export async function publishAndSee(
  editor: Page,
  baseURL: string,
  path: string,
  shows: (html: string) => boolean,
): Promise<number> {
  await publishInEditor(editor);
  const started = Date.now();
  await expect
    .poll(async () => shows(await pageHtml(baseURL, path)), {
      timeout: 10_000,
      intervals: [100],
    })
    .toBe(true);
  return Date.now() - started;
}

/** A new account with the `editor` role, invited by the CLI and signed in: the page the content specs edit with. */
export async function editorPage(browser: Browser, baseURL: string | undefined, tag: string, name = "Edda Editor") {
  const page = await newPage(browser, baseURL);
  await acceptInvite(page, cliInvite(`editor-${tag}@example.com`, "editor", baseURL!), name);
  return page;
}
