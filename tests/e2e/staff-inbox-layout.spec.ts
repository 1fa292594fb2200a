import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { ownerSession, signedInPage, type SessionState } from "./staff-helpers";

// Issue 43: the inbox and the lead page at phone and desktop width with 200-character values: no
// sideways scrolling, the lead's name, kind, status, received and assignee on screen, and '← Inbox'
// back to the filtered list the person came from.

const tag = uniqueTag("layout");
const long = (prefix: string) => `${prefix}${tag}`.padEnd(200, "w");
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
});

async function fitsTheScreen(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

async function onScreen(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "element is rendered").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const width of [390, 1280]) {
  test(`at ${width} px a lead with 200-character values fits the inbox and the lead page; '← Inbox' keeps the filter`, async ({
    browser,
    baseURL,
  }) => {
    const name = long(`Name${width}-`);
    const email = `${long("mail").slice(0, 188)}@example.com`;
    const [contact] = await rows<{ id: number }>(
      "insert into contact_submissions (first_name, last_name, email, company, message) values ('Lena', $1, $2, $3, $4) returning id",
      [name, email, long("Company"), long("Message")],
    );
    expect(contact).toBeDefined();

    const page = await signedInPage(browser, baseURL, ownerState);
    await page.setViewportSize({ width, height: 900 });
    const filtered = `/staff?kind=contact&q=${encodeURIComponent(name)}`;
    await page.goto(filtered);
    const link = page.getByRole("link", { name: `Lena ${name}` });
    await expect(link).toBeVisible();
    await fitsTheScreen(page);
    const row = page.getByRole("row").filter({ has: link });
    await onScreen(page, link);
    for (const text of ["Contact message", "New"]) await onScreen(page, row.getByText(text, { exact: true }));
    const cells = row.getByRole("cell");
    await onScreen(page, cells.nth(0)); // received
    await onScreen(page, cells.nth(6)); // assignee

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: `Lena ${name}` })).toBeVisible();
    await expect(page.getByText(long("Company")).first()).toBeVisible();
    await fitsTheScreen(page);

    await page.getByRole("link", { name: "← Inbox" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/staff" && url.searchParams.get("q") === name);
    await expect(page.getByLabel("Kind")).toHaveValue("contact");
    await expect(link).toBeVisible();
    await page.close();
  });
}
