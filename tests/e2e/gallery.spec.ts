import type { Page } from "@playwright/test";
import { axeOf, expect, stepFasterThanTheGlide, test, waitForHydration } from "./fixtures";

const grid = (page: Page) => page.getByTestId("gallery-grid");
const tiles = (page: Page) => grid(page).getByRole("listitem");

test.describe("/gallery", () => {
  test("the hero carousel has 3 slides and rotates every 5 seconds", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const hero = page.getByRole("region", { name: "Gallery highlights" });
    await expect(hero.locator("[aria-roledescription=slide]")).toHaveCount(3);
    const first = hero.getByRole("button", { name: "Go to slide 1: Skyline after dark" });
    const second = hero.getByRole("button", { name: "Go to slide 2: The Liberty Atrium" });
    await page.mouse.move(0, 0);
    await expect(first).toHaveAttribute("aria-current", "true");
    const started = Date.now();
    await expect(second).toHaveAttribute("aria-current", "true", { timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
  });

  test("tabs filter to 7 buildings, 10 interiors and 9 videos", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await expect(tiles(page)).toHaveCount(26);
    await page.getByRole("tab", { name: "Buildings" }).click();
    await expect(tiles(page)).toHaveCount(7);
    await page.getByRole("tab", { name: "Interiors" }).click();
    await expect(tiles(page)).toHaveCount(10);
    await page.getByRole("tab", { name: "Videos" }).click();
    await expect(tiles(page)).toHaveCount(9);
    await expect(grid(page).locator("[data-kind=image]")).toHaveCount(0);
    await page.getByRole("button", { name: "Liberty", exact: true }).click();
    await expect(tiles(page)).toHaveCount(2);
    await page.getByRole("tab", { name: "All" }).click();
    await expect(tiles(page)).toHaveCount(5);
  });

  test("an empty category says so: building shots belong to no single venue", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Buildings" }).click();
    await page.getByRole("button", { name: "Horizon", exact: true }).click();
    await expect(page.getByRole("button", { name: "Horizon", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("No content available for this category.")).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole("button", { name: "All venues" }).click();
    await expect(page.getByText("No content available for this category.")).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(7);
  });

  test("thumbnails are lazy: below the fold they wait, and reveal when scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/gallery");
    await waitForHydration(page);
    const last = tiles(page).last();
    await expect(last).toHaveAttribute("data-reveal", "pending");
    await expect(last.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(last.locator("img")).toHaveJSProperty("complete", false);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "visible");
    // Revealed stays revealed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-reveal", "visible");
  });

  test("images open the lightbox with wrap-around keys; Escape returns focus to the thumbnail", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Interiors" }).click();
    await page.getByRole("button", { name: "Horizon", exact: true }).click();
    await expect(tiles(page)).toHaveCount(3);
    const thumbnail = grid(page).getByRole("button", { name: /Horizon Stage set for a broadcast/ });
    await thumbnail.click();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    const current = viewer.locator("li[aria-current=true]");
    await expect(current).toHaveAttribute("aria-label", "1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("aria-label", "3 of 3");
    await expect(current.locator("img")).toHaveAttribute(
      "alt",
      "The Directors Circle round table laid for a VIP lunch",
    );
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", "1 of 3");
    await viewer.getByRole("button", { name: "Previous image" }).click();
    await expect(current).toHaveAttribute("aria-label", "3 of 3");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test("steps taken faster than the strip glides end on the picture the last step asked for", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Interiors" }).click();
    await page.getByRole("button", { name: "Horizon", exact: true }).click();
    await grid(page)
      .getByRole("button", { name: /Horizon Stage set for a broadcast/ })
      .click();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    const current = viewer.locator("li[aria-current=true]");
    await expect(current).toHaveAttribute("aria-label", "1 of 3");
    // Unthrottled, the steps were too quick to catch the viewer out; at 6x the viewer of e08c25f failed 2
    // loads in 4, and the one that glided only after the paint about 1 in 60; at 14x that one failed 2 in 8.
    await stepFasterThanTheGlide(page, viewer.getByRole("region", { name: "Images" }), {
      count: 3,
      runs: [
        ["ArrowLeft", "ArrowRight", "Previous"],
        ["Next", "ArrowRight", "ArrowLeft", "Next"],
        ["ArrowRight", "Next", "Previous", "ArrowLeft", "ArrowLeft"],
      ],
      take: async (step) => {
        if (step.startsWith("Arrow")) await page.keyboard.press(step);
        else await viewer.getByRole("button", { name: `${step} image` }).click();
      },
      named: (slide, message, timeout) =>
        expect(current, message).toHaveAttribute("aria-label", `${slide} of 3`, { timeout }),
    });
  });

  test("videos open on the video platform in a new tab", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("tab", { name: "Videos" }).click();
    const film = grid(page).getByRole("link", { name: /A car reveal on Horizon/ });
    await expect(film).toHaveAttribute("target", "_blank");
    await expect(film).toHaveAttribute("rel", "noopener noreferrer");
    await expect(film).toHaveAttribute("href", /^https:\/\/vimeo\.com\/\d+$/);
  });
});

test.describe("accessibility of /gallery", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // The page as loaded is scanned by the page checks (page-scans.spec.ts); this is the empty category.
    test(`axe finds no violations in an empty category at ${viewport.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/gallery");
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Buildings" }).click();
      await page.getByRole("button", { name: "Skyline", exact: true }).click();
      const empty = await (await axeOf(page)).analyze();
      expect(empty.violations.map((v) => v.id)).toEqual([]);
      await context.close();
    });
  }
});
