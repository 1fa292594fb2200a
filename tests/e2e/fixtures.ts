import { MIN_FILL_MS } from "../../app/features/form-kit/protocol";
import { noTicketMessage } from "../../server/domain/leads/form-messages";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../app/content/cookies";
import { consentCookie, essentialOnly, serializeConsent } from "../../app/features/consent/consent";

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
 * the island script on a page of islands (docs/decisions/0692), the site shell's script on every page
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

/** A step through a strip of slides: a button ("Next", "Previous") or a key. */
export type StripStep = "Next" | "Previous" | "ArrowRight" | "ArrowLeft";

/**
 * Runs of steps through a strip of `count` slides (a carousel's or the image viewer's), on a slow phone
 * (14x CPU: each step's render, the strip's glides and the browser's own events interleave; at 6x the
 * image viewer's last race showed about once in 60 loads, at 14x in 2 of 8), each step
 * taken as soon as the last one has been, while the strip is still gliding. After each run, counted from the
 * first slide and wrapping round, the slide the component names (`named`) and the slide on screen once
 * the strip has come to rest, then a second later, are the one the run's last step asked for. The slide
 * on screen is read from the strip itself (`scrollLeft / clientWidth`), not from the code under test.
 */
export async function stepFasterThanTheGlide(
  page: Page,
  strip: Locator,
  {
    count,
    runs,
    take,
    named,
  }: {
    count: number;
    runs: readonly (readonly StripStep[])[];
    take: (step: StripStep) => Promise<void>;
    named: (slide: number, message: string, timeout?: number) => Promise<void>;
  },
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 14 });
  const shown = () => strip.evaluate((node) => Math.round(node.scrollLeft / node.clientWidth) + 1);
  let at = 1;
  for (const steps of runs) {
    for (const step of steps) {
      await take(step);
      at = ((at - 1 + (step === "Next" || step === "ArrowRight" ? 1 : -1) + count) % count) + 1;
    }
    const run = steps.join(", ");
    await named(at, run, 15_000);
    await expect.poll(shown, { message: run, timeout: 15_000 }).toBe(at);
    await page.waitForTimeout(1000);
    await named(at, `${run}, at rest`);
    expect(await shown(), `${run}, at rest`).toBe(at);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

/**
 * A person's pause before sending a form without JavaScript: the server takes a post sooner than
 * MIN_FILL_MS after the page for a script's (docs/decisions/1103). With JavaScript the form waits itself.
 */
export async function personPause(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS);
}

/**
 * Sends a form without JavaScript from a prerendered page, whose form carries no ticket (docs/decisions/1104):
 * the first post comes back with the request to send again, the form filled in; a person reads it and sends.
 */
export async function sendPlainForm(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("alert")).toContainText(noTicketMessage.title);
  await personPause(page);
  await page.getByRole("button", { name: button }).click();
}
