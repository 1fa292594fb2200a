import type { Page } from "@playwright/test";
import { expect, pauseClock, runClockUntil, test, waitForHydration } from "./fixtures";

// The home page (spec section 2, 'Home'): every block in order, the hero video and its still,
// the film dialog, the rotating heroes and their pause.

const desktop = { width: 1280, height: 800 };

const carouselNamed = (page: Page, label: string) =>
  page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);

const currentSlide = (page: Page, carousel: string) =>
  carouselNamed(page, carousel).locator('button[aria-current="true"]').getAttribute("aria-label");

test.describe("home page", () => {
  test.use({ viewport: desktop });

  test("has every block of the spec, in order", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where Frankfurt's big moments take the stage");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book a Tour" }).first()).toHaveAttribute("href", "/book-tour");
    await expect(main.getByRole("button", { name: /Watch the Film/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Explore Use Cases" })).toHaveAttribute("href", "/use-cases");
    await expect(main.getByRole("link", { name: "Discover All Stages" })).toHaveAttribute("href", "/venues");
    await expect(main.getByRole("link", { name: /View All Videos/ })).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: /Learn More/ }).first()).toHaveAttribute("href", "/services");
    await expect(main.getByRole("heading", { name: "Ready to Experience SPARK?" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "One building, every format",
      "Stages with a view of the skyline",
      "See it before you book it",
      "Everything your event needs, from one team",
      "Trusted by teams who cannot afford a bad day",
      "Stay in the spotlight",
      "Ready to Experience SPARK?",
    ]);
    await expect(main.getByRole("tab")).toHaveText([
      "Financial Services",
      "Technology & IT",
      "Healthcare & Pharma",
      "Consulting & Advisory",
      "Consumer & Media Brands",
    ]);
  });

  test("the hero still is the eager, high-priority LCP image; the video is made only when it is to play", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const still = html.match(/<img[^>]*src="\/art\/hero\/home-stage-[^"]+"[^>]*>/)?.[0] ?? "";
    expect(still).toContain('fetchPriority="high"');
    expect(still).toContain('loading="eager"');
    expect(still).toMatch(/width="1600" height="1000"/);
    // No <video> in the server's HTML (decision 0666): the browser would build its media controls
    // in the first style pass, and without script it could not play.
    expect(html).not.toContain("<video");
  });

  test("the hero video plays over its still and can be paused", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.locator("[data-video-state]");
    await expect(hero).toHaveAttribute("data-video-state", "playing");
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(hero).toHaveAttribute("data-video-state", "paused");
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(hero).toHaveAttribute("data-video-state", "playing");
  });

  test("a phone held upright plays the 9:16 cut, a wide screen the full frame", async ({ browser }) => {
    for (const [viewport, file] of [
      [{ width: 390, height: 844 }, "/media/hero-loop-portrait.webm"],
      [{ width: 1280, height: 800 }, "/media/hero-loop.webm"],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("[data-video-state]")).toHaveAttribute("data-video-state", "playing");
      expect(new URL(await page.locator("video").evaluate((v: HTMLVideoElement) => v.currentSrc)).pathname).toBe(file);
      await context.close();
    }
  });

  test("if the video fails to load, the still image stays", async ({ page, consoleErrors }) => {
    let attempts = 0;
    await page.route("**/media/hero-loop*", (route) => {
      attempts++;
      return route.abort("failed");
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-video-state]")).toHaveAttribute("data-video-state", "failed");
    expect(attempts).toBeGreaterThan(0);
    await expect(page.locator("video")).toHaveCount(0);
    const still = page.locator('img[src^="/art/hero/home-stage-"]');
    await expect(still).toBeVisible();
    expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The aborted requests are the point of this test, not a defect.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/ERR_FAILED/.test(text)));
  });

  test("under reduced motion nothing autoplays or rotates", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-video-state]")).toHaveAttribute("data-video-state", "paused");
    await expect(page.locator("video")).toHaveCount(0);
    // On screen, where it would rotate: it stands still for the reduced motion alone.
    await carouselNamed(page, "Use cases").scrollIntoViewIfNeeded();
    await pauseClock(page);
    const before = await currentSlide(page, "Use cases");
    await page.clock.runFor(8_000);
    expect(await currentSlide(page, "Use cases")).toBe(before);
    await expect(page.locator('[aria-label="Use cases"]').getByRole("button", { name: "Pause" })).toHaveCount(0);
  });

  test("under reduced motion the hero video is made and played when the visitor presses Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.locator("[data-video-state]");
    await expect(hero).toHaveAttribute("data-video-state", "paused");
    await expect(page.locator("video")).toHaveCount(0);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(hero).toHaveAttribute("data-video-state", "playing");
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("'Watch the Film' opens the film dialog, loads nothing from Vimeo until play, and Escape closes it", async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
    });
    await page.route("https://player.vimeo.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: /Watch the Film/ });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "SPARK Frankfurt: the film" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(dialog).toContainText("Playing loads content from Vimeo");
    expect(thirdParty).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("button", { name: "Play the film" }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\//);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the use-cases hero rotates every 4 s and stops when paused", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await carouselNamed(page, "Use cases").scrollIntoViewIfNeeded();
    await pauseClock(page);
    // The first change comes within one interval; from it, the next one comes 4 s later, not before.
    let slide = await currentSlide(page, "Use cases");
    const changed = async () => (await currentSlide(page, "Use cases")) !== slide;
    expect(await runClockUntil(page, changed, 4_500)).toBeLessThanOrEqual(4_500);
    slide = await currentSlide(page, "Use cases");
    await page.clock.runFor(3_500);
    expect(await currentSlide(page, "Use cases"), "no change before 4 s").toBe(slide);
    await page.clock.runFor(1_000);
    await expect.poll(() => currentSlide(page, "Use cases"), "a change by 4.5 s").not.toBe(slide);

    const carousel = carouselNamed(page, "Use cases");
    await carousel.getByRole("button", { name: "Pause" }).click();
    await expect(carousel.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");
    // Leave the carousel so that only the pause button holds it.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await currentSlide(page, "Use cases");
    await page.clock.runFor(8_000);
    expect(await currentSlide(page, "Use cases")).toBe(paused);
  });

  test("a rotating hero stands still while it is off screen, and rotates once scrolled to", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const carousel = carouselNamed(page, "Use cases");
    // Below the home hero, which fills the first screen.
    expect((await carousel.boundingBox())!.y).toBeGreaterThan(desktop.height);
    await pauseClock(page);
    const first = await currentSlide(page, "Use cases");
    await page.clock.runFor(12_000);
    expect(await currentSlide(page, "Use cases"), "no step while off screen").toBe(first);

    await carousel.scrollIntoViewIfNeeded();
    const changed = async () => (await currentSlide(page, "Use cases")) !== first;
    expect(await runClockUntil(page, changed, 4_500)).toBeLessThanOrEqual(4_500);
  });

  test("the venue hero rotates over Horizon Stage, Liberty Stage, Sky Lounge and Sky Terrace with a button to the shown venue", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const carousel = carouselNamed(page, "Venues");
    const expected: [string, string][] = [
      ["Horizon Stage", "/venues/horizon-stage"],
      ["Liberty Stage", "/venues/liberty-stage"],
      ["Sky Lounge", "/venues/skyline-stage"],
      ["Sky Terrace", "/venues/skyline-stage-terrace"],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await carousel.getByRole("button", { name: `Go to slide ${index + 1}: ${name}` }).click();
      await page.mouse.move(5, 5);
      const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await expect(shown.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(shown.getByRole("link", { name: `Explore ${name}` })).toHaveAttribute("href", href);
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pauseClock(page);
    const shown = await currentSlide(page, "Venues");
    await page.clock.runFor(4_700);
    await expect.poll(() => currentSlide(page, "Venues"), "rotates on by itself").not.toBe(shown);
  });

  test("video cards open the video page in a new tab, else the social post", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#experience li a");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(cards.nth(0)).toHaveAttribute("href", /^https:\/\/vimeo\.com\//);
    await expect(cards.filter({ hasText: "Watch on LinkedIn" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\//,
    );
  });

  test("the industry tabs switch with the arrow keys", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const first = page.getByRole("tab", { name: "Financial Services" });
    await first.click();
    await expect(page.getByRole("tabpanel")).toContainText("Mainkai Capital");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Technology & IT" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Developer days");
    // The panel mounted after hydration names the tab the server rendered: their ids agree
    // (useStableId, docs/decisions/0667), and the tab controls the panel.
    const panel = page.getByRole("tabpanel", { name: "Technology & IT" });
    await expect(panel).toContainText("Developer days");
    const panelId = await panel.getAttribute("id");
    await expect(page.getByRole("tab", { name: "Technology & IT" })).toHaveAttribute("aria-controls", panelId!);
  });
});
