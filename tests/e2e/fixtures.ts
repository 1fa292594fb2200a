import { test as base, expect, type Page } from "@playwright/test";
import { CONSENT_COOKIE, essentialOnly, serializeConsent } from "../../app/features/consent/consent";

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
      await context.addCookies([{ name: CONSENT_COOKIE, value: presetConsent, url: baseURL }]);
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

/** The toast a visitor reads: title and description, exactly. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  await expect(toast.locator("[data-title]")).toHaveText(title);
  if (description !== undefined) await expect(toast.locator("[data-description]")).toHaveText(description);
}

/** Waits until React has hydrated the page (forms then submit through fetchers). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}
