import type { Browser, Page } from "@playwright/test";
import { DEV_SECRETS } from "../../server/env";
import { cateringPage as cateringPageBoth } from "../../app/content/gated/catering.server";
import { deadlinesPage as deadlinesPageBoth } from "../../app/content/gated/deadlines.server";
import { developmentPage as developmentPageBoth } from "../../app/content/gated/development.server";
import { eventTypesPage as eventTypesPageBoth } from "../../app/content/gated/event-types.server";
import {
  handbookIndex as handbookIndexBoth,
  handbookNav as handbookNavBoth,
} from "../../app/content/gated/handbook.server";
import { packagesPage as packagesPageBoth } from "../../app/content/gated/packages.server";
import { paymentPage as paymentPageBoth } from "../../app/content/gated/payment.server";
import { signagePage as signagePageBoth } from "../../app/content/gated/signage.server";
import { supportPage as supportPageBoth } from "../../app/content/gated/support.server";
import { site } from "../../server/domain/company/site";
import { readPdf } from "../support/pdf-text";
import { axeOf, expect, test, waitForHydration } from "./fixtures";

// The English pages (the spec's); the German twins are `...Both.de`.
const cateringPage = cateringPageBoth.en;
const deadlinesPage = deadlinesPageBoth.en;
const developmentPage = developmentPageBoth().en;
const eventTypesPage = eventTypesPageBoth.en;
const handbookIndex = handbookIndexBoth().en;
const handbookNav = handbookNavBoth.en;
const packagesPage = packagesPageBoth.en;
const paymentPage = paymentPageBoth.en;
const signagePage = signagePageBoth.en;
const supportPage = supportPageBoth().en;

// The password gates (spec sections 2, 4, 5): enforced by the server, with and without JavaScript.

const PLANNERS = DEV_SECRETS.GATE_PASSWORD_EVENT_PLANNERS;
const DEVELOPMENT = DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT;
const WRONG = "Incorrect password. Please try again.";

/** Every gated page with the h1 it shows once unlocked. */
const gatedPages = [
  { path: "/event-planners", h1: handbookIndex.hero.title },
  { path: "/event-planners/how-we-support-you", h1: supportPage.hero.title },
  { path: "/event-planners/our-packages", h1: packagesPage.hero.title },
  { path: "/event-planners/payment-information", h1: paymentPage.hero.title },
  { path: "/event-planners/deadlines", h1: deadlinesPage.hero.title },
  { path: "/event-planners/types-of-events", h1: eventTypesPage.hero.title },
  { path: "/event-planners/catering", h1: cateringPage.hero.title },
  { path: "/event-planners/digital-signage", h1: signagePage.hero.title },
  { path: "/development", h1: developmentPage.hero.title },
];

const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });

async function unlock(page: Page, path: string, password: string) {
  await page.goto(path);
  await waitForHydration(page);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
}

async function expectLocked(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(passwordField(page)).toBeVisible();
}

test.describe("password gate", () => {
  test("locked: a masked, autofocused password field in a real form, and no content", async ({ page }) => {
    const response = await page.goto("/event-planners/catering");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expectLocked(page, "Event Planners' Handbook");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(passwordField(page)).toBeFocused();
    const form = page.locator("form", { has: passwordField(page) });
    await expect(form).toHaveAttribute("method", "post");
    await expect(page.getByText(cateringPage.hero.title)).toHaveCount(0);
  });

  test("wrong password: the spec's message in red, the field cleared, still locked", async ({ page, context }) => {
    await unlock(page, "/event-planners", "not-the-password");
    const alert = page.getByRole("alert").filter({ hasText: WRONG });
    await expect(alert).toHaveText(WRONG);
    await expect(alert).toHaveCSS("color", "rgb(255, 107, 122)"); // --color-danger
    await expect(passwordField(page)).toHaveValue("");
    await expect(passwordField(page)).toBeFocused();
    await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
    expect((await context.cookies()).filter((c) => c.name.startsWith("spark_gate_"))).toEqual([]);
    await expectLocked(page, "Event Planners' Handbook");
  });

  test("right password unlocks the page with a signed HttpOnly Lax cookie and survives a reload", async ({
    page,
    context,
  }) => {
    await unlock(page, "/event-planners/deadlines", PLANNERS);
    await expect(page).toHaveURL(/\/event-planners\/deadlines$/);
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPage.hero.title })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "spark_gate_event-planners");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // createCookie's signed value: base64 JSON, a dot, the HMAC-SHA256 signature (base64 without padding).
    expect(decodeURIComponent(cookie!.value)).toMatch(/^[A-Za-z0-9+/]+={0,2}\.[A-Za-z0-9+/]{43}$/);
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPage.hero.title })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);

    // The other handbook pages open too, through client-side navigation.
    await waitForHydration(page);
    await page.getByRole("navigation", { name: handbookNav.label }).getByRole("link", { name: "Catering" }).click();
    await expect(page.getByRole("heading", { level: 1, name: cateringPage.hero.title })).toBeVisible();
  });

  test("a forged cookie opens nothing", async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: "spark_gate_event-planners",
        // The right shape and a valid-looking payload, without the secret's signature.
        value: encodeURIComponent(
          `${btoa(JSON.stringify({ gate: "event-planners", expiresAt: Math.floor(Date.now() / 1000) + 3600 }))}.${"A".repeat(43)}`,
        ),
        url: baseURL!,
      },
    ]);
    await page.goto("/event-planners");
    await expectLocked(page, "Event Planners' Handbook");
  });

  test("each gate unlocks only its own pages", async ({ page }) => {
    await unlock(page, "/event-planners", PLANNERS);
    await expect(page.getByRole("heading", { level: 1, name: handbookIndex.hero.title })).toBeVisible();

    await page.goto("/development");
    await expectLocked(page, "Development Partnerships");
    await expect(page.getByText(developmentPage.hero.title)).toHaveCount(0);

    // The handbook password does not open the development page.
    await waitForHydration(page);
    await passwordField(page).fill(PLANNERS);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText(WRONG);

    await passwordField(page).fill(DEVELOPMENT);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();

    // Both cookies now live side by side; a fresh visitor with only the development cookie sees the handbook locked.
    await page.context().clearCookies({ name: "spark_gate_event-planners" });
    await page.goto("/event-planners/payment-information");
    await expectLocked(page, "Event Planners' Handbook");
    await page.goto("/development");
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();
  });

  test("the handbook's PDFs download only when unlocked", async ({ page, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const locked = await anonymous.get("/event-planners/downloads/spark-terms-en.pdf", { maxRedirects: 0 });
    expect(locked.status()).toBe(303);
    expect(locked.headers()["content-type"] ?? "").not.toContain("pdf");
    await anonymous.dispose();

    await unlock(page, "/event-planners/our-packages", PLANNERS);
    await expect(page.getByRole("heading", { level: 1, name: packagesPage.hero.title })).toBeVisible();
    for (const deck of packagesPage.decks.items) {
      const link = page.getByRole("link", { name: new RegExp(`^${deck.download.label} \\(PDF, English\\)$`) });
      await expect(link).toHaveAttribute("href", `/event-planners/downloads/${deck.download.file}`);
    }
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Download the Spaces deck/ }).click();
    expect((await download).suggestedFilename()).toBe("spark-deck-spaces.pdf");

    for (const file of [
      ...packagesPage.decks.items.map((d) => d.download.file),
      ...paymentPage.terms.downloads.map((d) => d.file),
    ]) {
      const response = await page.request.get(`/event-planners/downloads/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()).toMatchObject({
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${file}"`,
        "cache-control": "private, no-store",
      });
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  test("German: the twin asks and answers in German, opens in German, and one unlock serves both languages", async ({
    page,
  }) => {
    await page.goto("/de/eventplaner/catering");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Handbuch für Eventplaner" })).toBeVisible();
    await waitForHydration(page);
    const field = page.getByLabel("Passwort", { exact: true });
    await field.fill("nicht-das-passwort");
    await page.getByRole("button", { name: "Freischalten" }).click();
    await expect(page.getByRole("alert")).toHaveText("Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.");
    await expect(page).toHaveURL(/\/de\/eventplaner/);

    await field.fill(PLANNERS);
    await page.getByRole("button", { name: "Freischalten" }).click();
    await expect(page).toHaveURL(/\/de\/eventplaner\/catering$/);
    await expect(page.getByRole("heading", { level: 1, name: cateringPageBoth.de.hero.title })).toBeVisible();
    await expect(page).toHaveTitle(`Catering | Handbuch für Eventplaner | ${site.name} Frankfurt`);
    // The way back and the handbook's table of contents lead to German pages.
    await expect(page.getByRole("link", { name: "Zur Übersicht des Handbuchs" })).toHaveAttribute(
      "href",
      "/de/eventplaner",
    );
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: handbookNavBoth.de.label });
    const deadlines = handbookNavBoth.de.links.find((link) => link.href === "/event-planners/deadlines")!;
    await nav.getByRole("link", { name: deadlines.label }).click();
    await expect(page).toHaveURL(/\/de\/eventplaner\/fristen$/);
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPageBoth.de.hero.title })).toBeVisible();

    // The switch keeps the page and the unlock: the English twin opens without a second password.
    await page.locator("footer a[data-language-switch]").click();
    await expect(page).toHaveURL(/\/event-planners\/deadlines$/);
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPage.hero.title })).toBeVisible();

    // The German packages page offers the German decks, and they are German PDFs.
    await page.goto("/de/eventplaner/unsere-pakete");
    const germanDecks = packagesPageBoth.de.decks.items.map((deck) => deck.download);
    for (const deck of germanDecks) {
      await expect(page.locator(`a[href="/event-planners/downloads/${deck.file}"]`)).toHaveAttribute("hreflang", "de");
      const response = await page.request.get(`/event-planners/downloads/${deck.file}`);
      expect(response.status(), deck.file).toBe(200);
      const read = await readPdf(await response.body());
      expect(read.language, deck.file).toBe("de-DE");
    }
  });

  test("development page: masterplan dialog, carousels that wrap, floor plans and the partnership mail draft", async ({
    page,
  }) => {
    await unlock(page, "/development", DEVELOPMENT);
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole("button", { name: developmentPage.masterplan.buttonLabel }).click();
    const masterplan = page.getByRole("dialog", { name: developmentPage.masterplan.dialogTitle });
    await expect(masterplan.getByRole("button", { name: /Play the masterplan film/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(masterplan).toHaveCount(0);

    for (const [section, count] of [
      [developmentPage.experientialDesign, 7],
      [developmentPage.storytelling, 8],
    ] as const) {
      const carousel = page.getByRole("region", { name: `${section.heading} images`, exact: true });
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(count);
      // Only the current slide is exposed (the others are aria-hidden).
      await expect(carousel.getByRole("group", { name: /^\d+ of \d+/ })).toHaveCount(1);
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect(carousel.getByRole("button", { name: new RegExp(`^Go to slide ${count}:`) })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expect(carousel.getByRole("button", { name: /^Go to slide 1:/ })).toHaveAttribute("aria-current", "true");
    }

    await page.getByRole("button", { name: developmentPage.floorPlans.buttonLabel }).click();
    const plans = page.getByRole("dialog", { name: developmentPage.floorPlans.dialogTitle });
    await expect(plans.getByRole("img")).toHaveCount(4);
    await page.keyboard.press("Escape");

    await expect(
      page.getByRole("heading", { level: 3 }).filter({
        hasText:
          /^(Phase \d: )?(Discovery|Feasibility|Design sprint|Partnership agreement|Build-out|Launch and operations)$/,
      }),
    ).toHaveCount(6);
    await expect(page.getByText("34%-55%", { exact: true })).toBeVisible();

    const mail = page.getByRole("link", { name: developmentPage.proposal.buttonLabel });
    const href = await mail.getAttribute("href");
    const url = new URL(href!);
    expect(url.pathname).toBe(site.partnershipContact.email);
    expect(url.searchParams.get("subject")).toBe("Development partnership proposal");
    expect(url.searchParams.get("body")).toContain(`Dear ${site.partnershipContact.name},`);
  });
});

test.describe("password gate without JavaScript", () => {
  async function noScriptPage(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    return { context, page: await context.newPage() };
  }

  test("wrong then right password on a handbook sub page, then a reload", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL!);
    await page.goto("/event-planners/deadlines");
    await expect(passwordField(page)).toBeFocused();
    await passwordField(page).fill("guess");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await expect(passwordField(page)).toHaveValue("");

    await passwordField(page).fill(PLANNERS);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page).toHaveURL(/\/event-planners\/deadlines$/);
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPage.hero.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: deadlinesPage.hero.title })).toBeVisible();
    await context.close();
  });

  test("the development gate", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL!);
    await page.goto("/development");
    await passwordField(page).fill(DEVELOPMENT);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page).toHaveURL(/\/development$/);
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();
    await context.close();
  });
});

test.describe("gated pages are accessible", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // The unlocked pages are scanned by the page checks (page-scans.spec.ts, one test per page at both widths).
    test(`axe at ${viewport.width} px: the locked gates`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      for (const gate of ["/event-planners", "/development"]) {
        await page.goto(gate);
        await waitForHydration(page);
        expect((await (await axeOf(page)).analyze()).violations, `locked ${gate}`).toEqual([]);
      }
      await context.close();
    });
  }

  test("every gated page shows its own heading once unlocked", async ({ page }) => {
    test.setTimeout(180_000); // eleven pages
    await unlock(page, "/event-planners", PLANNERS);
    await expect(page.getByRole("heading", { level: 1, name: handbookIndex.hero.title })).toBeVisible();
    await unlock(page, "/development", DEVELOPMENT);
    await expect(page.getByRole("heading", { level: 1, name: developmentPage.hero.title })).toBeVisible();
    for (const { path, h1 } of gatedPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: h1 }), path).toBeVisible();
    }
  });
});
