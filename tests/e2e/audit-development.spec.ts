import type { Locator } from "@playwright/test";
import { developmentPage as developmentPageBoth } from "../../app/content/gated/development.server";
import { signagePage as signagePageBoth } from "../../app/content/gated/signage.server";
import { unlockIfGated } from "../support/gates";
import { expect, test, waitForHydration } from "./fixtures";

// The English pages (the spec's); the German twins are `...Both.de`.
const developmentPage = developmentPageBoth().en;
const signagePage = signagePageBoth.en;

// Issue 17 item 7 (outside audit), on a 390 px phone: the /development carousels keep their next
// arrow on the row of the previous arrow and the dots, and the digital-signage table shows that
// it scrolls sideways (a labelled, keyboard-focusable region with a visible hint).

test.use({ viewport: { width: 390, height: 844 } });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

test("the /development carousels keep both arrows and the dots on one line at 390 px", async ({ page, context }) => {
  await unlockIfGated(context, "/development");
  await page.goto("/development");
  await waitForHydration(page);
  for (const section of [developmentPage.experientialDesign, developmentPage.storytelling]) {
    const carousel = page.getByRole("region", { name: `${section.heading} images`, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const previous = await box(carousel.getByRole("button", { name: "Previous slide" }));
    const next = await box(carousel.getByRole("button", { name: "Next slide" }));
    const dots = carousel.getByRole("button", { name: /^Go to slide \d+/ });
    await expect(dots).toHaveCount(section.slides.length);
    // The dots as one block: with many slides they may wrap into two rows between the arrows.
    const dotBoxes = await Promise.all((await dots.all()).map(box));
    const block = {
      left: Math.min(...dotBoxes.map((b) => b.x)),
      right: Math.max(...dotBoxes.map((b) => b.x + b.width)),
      top: Math.min(...dotBoxes.map((b) => b.y)),
      bottom: Math.max(...dotBoxes.map((b) => b.y + b.height)),
    };
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
    const label = `${section.heading}: previous at ${JSON.stringify(previous)}, next at ${JSON.stringify(next)}, dots in ${JSON.stringify(block)}`;
    // One line: both arrows share their vertical centre, and the dots sit centred between them...
    expect(Math.abs(middle(next) - middle(previous)), label).toBeLessThanOrEqual(2);
    expect(Math.abs((block.top + block.bottom) / 2 - middle(previous)), label).toBeLessThanOrEqual(2);
    // ...in reading order: previous, the dots, next, all inside the phone's width.
    expect(previous.x + previous.width, label).toBeLessThanOrEqual(block.left + 1);
    expect(block.right, label).toBeLessThanOrEqual(next.x + 1);
    expect(next.x + next.width, label).toBeLessThanOrEqual(390);
  }
});

test("the digital-signage table shows at 390 px that it scrolls, and scrolls from the keyboard", async ({
  page,
  context,
}) => {
  await unlockIfGated(context, "/event-planners/digital-signage");
  await page.goto("/event-planners/digital-signage");
  await waitForHydration(page);
  const region = page.getByRole("region", { name: `${signagePage.specifications.caption} (scrolls sideways)` });
  await expect(region).toBeVisible();
  await expect(region.getByRole("table")).toBeVisible();
  // The table is wider than the phone, and the region (not the page) scrolls it.
  const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A visible hint right above it says so.
  const hint = page.getByText("Swipe or scroll sideways to see the whole table");
  await expect(hint).toBeVisible();
  const hintBox = await box(hint);
  const regionBox = await box(region);
  expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(regionBox.y + 1);
  expect(regionBox.y - (hintBox.y + hintBox.height)).toBeLessThan(24);
  // Keyboard visitors reach the region with Tab and scroll it with the arrow keys.
  await expect(region).toHaveAttribute("tabindex", "0");
  await region.evaluate((element) => {
    // Start the Tab walk just before the region.
    const before = document.createElement("button");
    before.textContent = "start";
    element.before(before);
    before.focus();
  });
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
