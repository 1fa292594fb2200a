import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { CONSENT_COOKIE, consentCookie, essentialOnly, serializeConsent } from "../../app/features/consent/consent";

// Every browser test fails on a console error or an uncaught page error: a visitor would see a
// broken page even if the assertion passed.
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  presetConsent: string | null;
}>({
  // A test that provokes an error on purpose (a database outage) names the console lines it expects.
  allowedConsoleErrors: [[], { option: true }],
  // A visitor who already chose 'Essential Only', so the first-visit cookie banner does not cover
  // the page under test (embeds still wait for a click). Consent tests set this to null.
  presetConsent: [serializeConsent(essentialOnly), { option: true }],
  context: async ({ context, presetConsent, baseURL }, use) => {
    if (presetConsent && baseURL)
      await context.addCookies([{ name: CONSENT_COOKIE, value: await storedConsent(presetConsent), url: baseURL }]);
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (text) =>
          !/Failed to load resource: the server responded with a status of (4\d\d)/.test(text) &&
          !allowedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The consent cookie's value as the site stores it (createCookie's encoding) for a choice such as `v1.a0.m0`. */
export async function storedConsent(choice: string): Promise<string> {
  return (await consentCookie.serialize(choice)).split(";")[0]!.slice(CONSENT_COOKIE.length + 1);
}

/** The choice (`v1.a0.m0`) in a stored consent cookie value, or undefined. */
export async function choiceInConsent(stored: string | undefined): Promise<string | undefined> {
  if (stored === undefined) return undefined;
  const value: unknown = await consentCookie.parse(`${CONSENT_COOKIE}=${stored}`);
  return typeof value === "string" ? value : undefined;
}

/** The toast a visitor reads: title and description, exactly. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  await expect(toast.locator("[data-title]")).toHaveText(title);
  if (description !== undefined) await expect(toast.locator("[data-description]")).toHaveText(description);
}

/**
 * Runs in the page: has the page's JavaScript started? React Router's boot script on a page with React,
 * the island script on a page of islands (docs/decisions/0661), the site shell's script on every page
 * (docs/decisions/0658).
 */
export const pageBooted = () => {
  const router = window as unknown as { __reactRouterContext?: unknown; __reactRouterRouteModules?: unknown };
  const { shell, islands } = document.documentElement.dataset;
  if (shell !== "ready" || (islands !== undefined && islands !== "ready")) return false;
  return router.__reactRouterContext === undefined || router.__reactRouterRouteModules !== undefined;
};

/**
 * Holds every module the page asks for until the returned function is called, so that what the test does
 * in between surely comes before the page's script runs.
 */
export async function holdModules(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the page's JavaScript is running: React has hydrated (forms then submit through fetchers). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(pageBooted);
  await page.waitForLoadState("networkidle");
}

/**
 * Stops the page's fake clock (page.clock.install() before the page loaded, so that its timers are
 * fake) a moment from now: from here on time moves only by page.clock.runFor, and a carousel's
 * rotation or a menu's delay is measured in exact milliseconds instead of sleeps on a loaded machine.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}

/**
 * Advances a paused clock in `step` ms until `changed()` holds, at most `limit` ms; returns how far it
 * advanced, or Infinity if nothing changed.
 */
export async function runClockUntil(page: Page, changed: () => Promise<boolean>, limit: number, step = 100) {
  for (let advanced = step; advanced <= limit; advanced += step) {
    await page.clock.runFor(step);
    if (await changed()) return advanced;
  }
  return Infinity;
}

/**
 * Has the page render every block that it renders only near the screen (render-near-screen,
 * docs/decisions/0663; `data-render-all`, as an anchored glide does), so that what reads the whole
 * page at once sees each part as a visitor does once scrolled there.
 */
export async function renderAllBlocks(page: Page) {
  await page.evaluate(() => (document.documentElement.dataset.renderAll = ""));
}

/** axe on the page with every block rendered: unpainted, a block's text would be judged against what lies under it. */
export async function axeOf(page: Page) {
  await renderAllBlocks(page);
  return new AxeBuilder({ page });
}
