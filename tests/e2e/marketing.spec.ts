import { featuredVenues } from "~/content/overview";
import { services } from "~/content/services";
import { site } from "../../server/domain/company/site";
import { venueCategories } from "~/content/shop";
import { useCaseGroups } from "~/content/use-cases";
import { expect, pauseClock, runClockUntil, stepFasterThanTheGlide, test, waitForHydration } from "./fixtures";

// Every page this issue adds, with the language of its document.
const pages: { path: string; lang: "en" | "de" }[] = [
  { path: "/overview", lang: "en" },
  { path: "/use-cases", lang: "en" },
  { path: "/services", lang: "en" },
  { path: "/exclusive-offers", lang: "en" },
  { path: "/private-offers", lang: "en" },
  { path: "/references", lang: "en" },
  { path: "/shop", lang: "en" },
  { path: "/shop/venue", lang: "en" },
  ...venueCategories.map((category) => ({ path: category.href, lang: "en" as const })),
  { path: "/support", lang: "en" },
  { path: "/careers", lang: "en" },
  { path: "/360-view", lang: "en" },
  { path: "/company-culture", lang: "en" },
  { path: "/imprint", lang: "en" },
  { path: "/privacy", lang: "en" },
  { path: "/cookie-policy", lang: "en" },
  { path: "/cookie-settings", lang: "en" },
  { path: "/terms-of-use", lang: "de" },
];

test.describe("every marketing page", () => {
  test("has its own title, description, canonical URL, Open Graph, JSON-LD and one h1", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, lang } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title, path).toMatch(/\| SPARK Frankfurt$/);
      expect(description?.length, `${path} description`).toBeGreaterThan(50);
      expect(titles.has(title), `${path} title is unique`).toBe(false);
      expect(descriptions.has(description!), `${path} description is unique`).toBe(false);
      titles.add(title);
      descriptions.add(description!);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname, path).toBe(path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
        '"Organization"',
      );
      await expect(page.locator("h1"), path).toHaveCount(1);
    }
  });

  test("an unknown venue shop category is a 404", async ({ page }) => {
    const response = await page.goto("/shop/venue/ballroom");
    expect(response?.status()).toBe(404);
  });
});

test.describe("overview", () => {
  test("links featured venues to /venues/{id}, featured use cases to anchors that exist, and the gallery", async ({
    page,
  }) => {
    await page.goto("/overview");
    const main = page.getByRole("main");
    for (const venue of featuredVenues)
      await expect(main.getByRole("link", { name: venue.name, exact: true })).toHaveAttribute(
        "href",
        `/venues/${venue.id}`,
      );
    await expect(page.getByRole("link", { name: "Open the Gallery" })).toHaveAttribute("href", "/gallery");
    for (const pillar of ["STAGE", "SPACE", "OFFICES"])
      await expect(page.getByText(pillar, { exact: true })).toBeVisible();
    const useCaseLinks = await page
      .locator('a[href^="/use-cases#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(useCaseLinks.length).toBeGreaterThan(0);
    await page.goto("/use-cases");
    for (const href of useCaseLinks) await expect(page.locator(`#${href.split("#")[1]}`), href).toHaveCount(1);
  });
});

test.describe("use cases", () => {
  test("three anchored sections of six cards; the top icons scroll to them", async ({ page }) => {
    await page.goto("/use-cases");
    await waitForHydration(page);
    for (const group of useCaseGroups) {
      const section = page.locator(`section#${group.sectionId}`);
      await expect(section.locator("article[id]")).toHaveCount(6);
      for (const card of await section.locator("article").all()) await expect(card.locator("li")).toHaveCount(3);
    }
    const nav = page.getByRole("navigation", { name: "Use case groups" });
    await nav.getByRole("link", { name: "Broadcast & Streaming" }).click();
    await expect(page).toHaveURL(/#broadcast-streaming-section$/);
    await expect(page.getByRole("heading", { level: 2, name: "Broadcast & Streaming" })).toBeInViewport();
  });
});

test.describe("services", () => {
  test("four anchored sections whose calls to action open the German service draft in a new window", async ({
    page,
  }) => {
    await page.goto("/services");
    for (const service of services) {
      const section = page.locator(`section#${service.id}`);
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(5); // four features and the call to action
      const cta = section.getByRole("link", { name: new RegExp(`^${service.cta.buttonText.en}`) });
      await expect(cta).toHaveAttribute("target", "_blank");
      const url = new URL((await cta.getAttribute("href"))!);
      expect(url.protocol + url.pathname).toBe(`mailto:${site.email.sales}`);
      expect(url.searchParams.get("subject")).toBe("Service Anfrage");
      expect(url.searchParams.get("body")).toContain(`ich interessiere mich für Ihren Service „${service.title.en}“`);
    }
    const getStarted = page.getByRole("link", { name: /^Get Started/ });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      expect(new URL((await link.getAttribute("href"))!).searchParams.get("subject")).toBe("Service Anfrage");
    }
  });
});

test.describe("references", () => {
  const dot = (page: import("@playwright/test").Page, n: number) =>
    page.getByRole("button", { name: new RegExp(`^Go to slide ${n}:`) });

  test("back link, heading, subtitle and seven testimonials; previous and next wrap around", async ({ page }) => {
    await page.goto("/references");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("References");
    await expect(page.getByText("Where innovation meets excellence across leading companies")).toBeVisible();
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(7);
    await expect(page.getByText("Professional Testimonial")).toHaveCount(7);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(page, 7)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });

  test("steps taken faster than the strip glides end on the slide the last step asked for", async ({ page }) => {
    await page.goto("/references");
    await waitForHydration(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole("button", { name: "Pause" }).click();
    await carousel.scrollIntoViewIfNeeded();
    // The image viewer's twin of this test (gallery.spec.ts) caught the viewer out on a slow phone.
    const strip = carousel.getByRole("group", { name: "Slides" });
    await stepFasterThanTheGlide(page, strip, {
      count: 7,
      runs: [
        ["Next", "Next", "Next"],
        ["ArrowRight", "Next", "Previous", "ArrowRight", "ArrowRight"],
        ["Previous", "ArrowLeft", "Previous", "Previous", "Next"],
      ],
      take: async (step) => {
        if (step.startsWith("Arrow")) {
          await strip.focus();
          await page.keyboard.press(step);
        } else await carousel.getByRole("button", { name: `${step} slide` }).click();
      },
      named: (slide, message, timeout) =>
        expect(dot(page, slide), message).toHaveAttribute("aria-current", "true", { timeout }),
    });
  });

  test("rotates every 5 seconds and pauses on request", async ({ page }) => {
    await page.clock.install();
    await page.goto("/references");
    await waitForHydration(page);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    // A carousel rotates only while on screen.
    await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await pauseClock(page);
    // The first change comes within one interval; from it, the next one comes 5 s later, not before.
    const current = () =>
      page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute("aria-label");
    let shown = await current();
    expect(await runClockUntil(page, async () => (await current()) !== shown, 5_500)).toBeLessThanOrEqual(5_500);
    shown = await current();
    await page.clock.runFor(4_500);
    expect(await current(), "no change before 5 s").toBe(shown);
    await page.clock.runFor(1_000);
    await expect.poll(current, "a change by 5.5 s").not.toBe(shown);

    // Pause: click, then move focus and pointer out of the carousel so only the pause holds it.
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("link", { name: "Back to Home" }).focus();
    await page.mouse.move(0, 0);
    const paused = await current();
    await page.clock.runFor(12_000);
    expect(await current()).toBe(paused);
  });
});

test.describe("venue shop", () => {
  test("back link to the shop; each card's image swaps on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/shop/venue");
    await expect(page.getByRole("link", { name: "Back to Shop" })).toHaveAttribute("href", "/shop");
    const opacity = (locator: import("@playwright/test").Locator) =>
      locator.evaluate((el) => getComputedStyle(el).opacity);
    for (const category of venueCategories) {
      const card = page.locator(`article[data-category="${category.id}"]`);
      await expect(card).toContainText(category.price.en);
      const hoverLayer = card.getByTestId("hover-image");
      await page.mouse.move(0, 0);
      await expect.poll(() => opacity(hoverLayer)).toBe("0");
      await card.hover();
      await expect.poll(() => opacity(hoverLayer)).toBe("1");
      await page.mouse.move(0, 0);
      await expect.poll(() => opacity(hoverLayer)).toBe("0");
    }

    // Keyboard: tab through the page until the first card's link has focus.
    const first = page.locator(`article[data-category="${venueCategories[0]!.id}"]`);
    await page.locator("body").focus();
    for (let i = 0; i < 40 && !(await first.evaluate((el) => el.contains(document.activeElement))); i++)
      await page.keyboard.press("Tab");
    await expect(first.getByRole("link", { name: venueCategories[0]!.title.en })).toBeFocused();
    await expect.poll(() => opacity(first.getByTestId("hover-image"))).toBe("1");
    await page.keyboard.press("Tab");
    await expect.poll(() => opacity(first.getByTestId("hover-image"))).toBe("0");
  });

  test("'Discuss Your Requirements' opens a mail draft, and every card leads to its category page", async ({
    page,
  }) => {
    await page.goto("/shop/venue");
    const href = await page.getByRole("link", { name: "Discuss Your Requirements" }).getAttribute("href");
    const url = new URL(href!);
    expect(url.protocol + url.pathname).toBe(`mailto:${site.email.sales}`);
    expect(url.searchParams.get("subject")).toBe("Venue Requirements");
    for (const category of venueCategories)
      await expect(page.getByRole("link", { name: category.title.en, exact: true })).toHaveAttribute(
        "href",
        category.href,
      );
    await page.getByRole("link", { name: "Rooftop Terrace", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooftop Terrace");
    await expect(page.getByText("From €800/day").first()).toBeVisible();
  });
});
