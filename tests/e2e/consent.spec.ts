import type { Page } from "@playwright/test";
import { CONSENT_COOKIE } from "~/content/cookies";
import { choiceInConsent, expect, storedConsent, test, waitForHydration } from "./fixtures";

// These tests start as a first-time visitor: no consent cookie.
test.use({ presetConsent: null });

const MATTERPORT = "https://my.matterport.com/";

/** The choice (`v1.a0.m0`) stored in the browser's consent cookie. */
async function consentCookie(page: Page) {
  return choiceInConsent((await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value);
}

function switches(page: Page) {
  return {
    essential: page.getByRole("switch", { name: "Essential cookies" }),
    analytics: page.getByRole("switch", { name: "Analytics cookies" }),
    marketing: page.getByRole("switch", { name: "Marketing cookies" }),
  };
}

/** Clicks a button that saves, and returns the alert's text (the alert is accepted as a visitor would). */
async function saveWith(page: Page, button: string) {
  const alert = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
  });
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await alert).replace(/^alert: /, "");
}

test.describe("first-visit consent banner", () => {
  test("offers Accept All, Essential Only and Settings alike, and stays away once a choice is made", async ({
    page,
  }) => {
    await page.goto("/use-cases");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const choices = [
      banner.getByRole("button", { name: "Accept All" }),
      banner.getByRole("button", { name: "Essential Only" }),
      banner.getByRole("link", { name: "Settings" }),
    ];
    const classes = await Promise.all(choices.map((choice) => choice.getAttribute("class")));
    expect(new Set(classes).size, "all three choices look the same").toBe(1);
    await expect(choices[2]!).toHaveAttribute("href", "/cookie-settings");

    await choices[1]!.click();
    await expect(banner).toBeHidden();
    expect(await consentCookie(page)).toBe("v1.a0.m0");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });

  test("Accept All in the banner starts the 360° tour on the spot, without a reload", async ({ page }) => {
    await page.route(`${MATTERPORT}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Tour</title><p>Tour</p>" }),
    );
    await page.goto("/360-view");
    await waitForHydration(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator(`iframe[src^="${MATTERPORT}"]`)).toBeVisible();
    expect(await consentCookie(page)).toBe("v1.a1.m1");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "same page").toBe(true);
  });

  test("the banner's choice posted without the page's script lands back on the page with the cookie", async ({
    page,
  }) => {
    const response = await page.request.post("/cookie-settings", {
      form: { intent: "essential-only", return: "/use-cases" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/use-cases");
    expect(await consentCookie(page)).toBe("v1.a0.m0");
    for (const foreign of ["//example.com/x", "https://example.com/", "/\\example.com"]) {
      const other = await page.request.post("/cookie-settings", {
        form: { intent: "accept-all", return: foreign },
        maxRedirects: 0,
      });
      expect(other.status(), `no redirect to ${foreign}`).toBe(200);
    }
  });

  // axe scans the German banner with /terms-of-use in the page checks (page-scans.spec.ts), at both widths.
  test("speaks German on German pages", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto("/terms-of-use");
      await waitForHydration(page);
      const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
      await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
    }
  });
});

test.describe("cookie settings", () => {
  test("essential is always on; the shortcuts set the toggles, save with the spec's alert and survive a reload", async ({
    page,
  }) => {
    await page.goto("/cookie-settings");
    await waitForHydration(page);
    const { essential, analytics, marketing } = switches(page);
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();

    expect(await saveWith(page, "Accept All")).toBe("Cookie settings saved successfully!");
    await expect(analytics).toBeChecked();
    await expect(marketing).toBeChecked();
    expect(await consentCookie(page)).toBe("v1.a1.m1");
    await page.reload();
    await waitForHydration(page);
    await expect(analytics).toBeChecked();
    await expect(marketing).toBeChecked();

    expect(await saveWith(page, "Accept Essential Only")).toBe("Cookie settings saved successfully!");
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await page.reload();
    await waitForHydration(page);
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(essential).toBeChecked();
  });

  test("single toggles are kept as set by 'Save Preferences'", async ({ page }) => {
    await page.goto("/cookie-settings");
    await waitForHydration(page);
    const { analytics, marketing } = switches(page);
    await marketing.check();
    expect(await saveWith(page, "Save Preferences")).toBe("Cookie settings saved successfully!");
    expect(await consentCookie(page)).toBe("v1.a0.m1");
    await page.reload();
    await waitForHydration(page);
    await expect(analytics).not.toBeChecked();
    await expect(marketing).toBeChecked();
  });

  test("without JavaScript the form still saves the choice in the cookie", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/cookie-settings");
    await page.getByRole("button", { name: "Accept All", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Cookie settings saved successfully!");
    await expect(page.getByRole("switch", { name: "Marketing cookies" })).toBeChecked();
    expect(
      await choiceInConsent((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value),
    ).toBe("v1.a1.m1");
    await context.close();
  });
});

test.describe("third-party embeds obey the choice", () => {
  test("without consent the 360° tour sends no request to its host until the visitor clicks", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(MATTERPORT)) requests.push(request.url());
    });
    await page.route(`${MATTERPORT}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Tour</title><p>Tour</p>" }),
    );

    for (const choice of [undefined, "v1.a1.m0"]) {
      if (choice)
        await page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: await storedConsent(choice), url: page.url() }]);
      await page.goto("/360-view");
      await waitForHydration(page);
      // The tour's placeholder is on screen, hydrated and idle: any request it would make has been made.
      await expect(page.getByRole("button", { name: "Start the 360° tour" })).toBeVisible();
      expect(requests, `no request with consent ${choice ?? "not given"}`).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
    }

    await page.getByRole("button", { name: "Start the 360° tour" }).click();
    await expect(page.locator(`iframe[src^="${MATTERPORT}"]`)).toBeVisible();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test("with marketing consent the tour loads by itself", async ({ page }) => {
    await page.route(`${MATTERPORT}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Tour</title><p>Tour</p>" }),
    );
    await page.goto("/cookie-settings");
    await waitForHydration(page);
    await saveWith(page, "Accept All");
    const loaded = page.waitForRequest((request) => request.url().startsWith(MATTERPORT));
    await page.goto("/360-view");
    await loaded;
    await expect(page.locator(`iframe[src^="${MATTERPORT}"]`)).toBeVisible();
  });
});
