import type { Page } from "@playwright/test";
import { giftCard } from "../../app/content/gift-card";
import { testimonials } from "../../app/content/testimonials";
import { formatEuro } from "../../server/domain/company/locale";
import { uniqueTag } from "../support/database";
import { axeOf, expect, test, waitForHydration } from "./fixtures";
import { editorPage, newPage, pageHtml, publishInEditor, resetContent } from "./staff-helpers";

// The team edits the references and the gift card (issue 45), as the marketing manager does it: a
// testimonial's quote changed, previewed and published, and /references shows it; a new reference added,
// published (after a quote too short was refused with the input kept) and shown last in the carousel,
// then hidden again; the gift card's maximum changed and /exclusive-offers names it. The references and
// the gift card are the whole site's: this spec runs in the serial project and puts everything back.

const tag = uniqueTag("refs");
const first = testimonials[0]!;
const quoteOf = (what: string) =>
  `${what} (${tag}): the crew rehearsed every cue with us, and on the day everything simply worked as planned.`;

let editor: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  await resetContent(baseURL!, "testimonial:%");
  await resetContent(baseURL!, "gift-card:%");
  test.setTimeout(120_000);
  editor = await editorPage(browser, baseURL, tag, "Rhea References");
});

test.afterAll(async () => {
  await editor?.context().close();
});

/** A public page's HTML, as the server sends it. */

async function openFromContent(page: Page, link: string) {
  await page.goto("/staff/content");
  await waitForHydration(page);
  await page.getByRole("link", { name: link, exact: true }).click();
  await waitForHydration(page);
}

test("an editor changes a reference's quote, previews it, publishes it: /references shows it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openFromContent(editor, first.company);
  await expect(editor).toHaveURL(new RegExp(`/staff/content/references/${first.id}$`));
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(first.company);
  await expect(editor.getByLabel("Name of person 1")).toHaveValue(first.people[0]!.name);
  expect((await (await axeOf(editor)).analyze()).violations).toEqual([]);
  const original = await editor.getByLabel("Quote", { exact: true }).inputValue();
  const quote = quoteOf("Our investor day ran on the Skyline stage");
  await editor.getByLabel("Quote", { exact: true }).fill(quote);

  // Preview: the draft behind a signed link on /references; the public page unchanged.
  await editor.getByRole("button", { name: "Preview" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await editor.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/references\?item=testimonial%3Ameridian-capital&preview=\d+\.[\w-]{43}$/);
  const visitor = await newPage(browser, baseURL);
  const preview = await visitor.goto(previewHref!);
  expect(preview?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(visitor.getByRole("status")).toContainText("Preview of a draft");
  await expect(visitor.getByText(quote)).toBeVisible();
  expect(await pageHtml(baseURL!, "/references")).not.toContain(tag);

  // Publish: the page shows the new quote, the German twin keeps its own.
  await publishInEditor(editor);
  await expect.poll(() => pageHtml(baseURL!, "/references"), { timeout: 5_000, intervals: [100] }).toContain(tag);
  await visitor.goto("/references");
  await expect(visitor.getByText(quote)).toBeVisible();
  const german = await pageHtml(baseURL!, "/de/referenzen");
  expect(german).not.toContain(tag);
  expect(german).toContain(first.quote.de.slice(0, 40));
  await visitor.context().close();

  // The quote back as it was.
  await editor.getByLabel("Quote", { exact: true }).fill(original);
  await publishInEditor(editor);
  await expect.poll(() => pageHtml(baseURL!, "/references"), { timeout: 5_000, intervals: [100] }).not.toContain(tag);
});

test("an editor adds a reference: shown last in the carousel once published, gone again when hidden", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = `Acme Events ${tag}`;
  const person = `Ada Lindqvist ${tag}`;
  const visitor = await newPage(browser, baseURL);
  await visitor.goto("/references");
  const slidesBefore = await visitor.locator('[aria-roledescription="slide"]').count();

  await editor.goto("/staff/content");
  await waitForHydration(editor);
  const references = editor.getByRole("region", { name: "References" });
  await expect(references.getByRole("link", { name: first.company, exact: true })).toBeVisible();
  await references.getByRole("link", { name: "Add reference" }).click();
  await expect(editor).toHaveURL(/\/staff\/content\/references\/added-[0-9a-z]{8}$/);
  await waitForHydration(editor);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("New reference");
  await expect(editor.getByText("Not published yet: the site does not show it.")).toBeVisible();
  await editor.getByLabel("Company").fill(company);
  await editor.getByLabel("Name of person 1").fill(person);
  await editor.getByLabel("Role of person 1").fill("Head of Events");
  await editor.getByLabel("Rolle von Person 1").fill("Leiterin Events");
  await editor.getByLabel("Quote", { exact: true }).fill("Too short.");
  await editor.getByLabel("Zitat").fill(quoteOf("Unser Sommerfest auf der Dachterrasse"));

  // A quote too short is refused with a sentence naming the field; what was typed stays.
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("alert")).toHaveText("Quote: at least 80 characters.");
  await expect(editor.getByLabel("Company")).toHaveValue(company);
  const quote = quoteOf("Our summer party on the rooftop terrace");
  await editor.getByLabel("Quote", { exact: true }).fill(quote);
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Published as version 1" })).toBeVisible();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(company);

  // On the page: one slide more, the new one last.
  await expect.poll(() => pageHtml(baseURL!, "/references"), { timeout: 5_000, intervals: [100] }).toContain(company);
  await visitor.goto("/references");
  await waitForHydration(visitor);
  await expect(visitor.locator('[aria-roledescription="slide"]')).toHaveCount(slidesBefore + 1);
  await visitor.getByRole("button", { name: `Go to slide ${slidesBefore + 1}: ${company}` }).click();
  await expect(visitor.getByText(quote)).toBeVisible();
  await expect(visitor.getByText(person)).toBeVisible();

  // Listed under References; hidden from the site, it leaves the page and keeps its versions.
  await editor.goto("/staff/content");
  await expect(references.getByRole("link", { name: company, exact: true })).toBeVisible();
  await references.getByRole("link", { name: company, exact: true }).click();
  await waitForHydration(editor);
  await editor.getByLabel("Hide from the site").check();
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Published as version 2" })).toBeVisible();
  await expect
    .poll(() => pageHtml(baseURL!, "/references"), { timeout: 5_000, intervals: [100] })
    .not.toContain(company);
  await visitor.goto("/references");
  await expect(visitor.locator('[aria-roledescription="slide"]')).toHaveCount(slidesBefore);
  await editor.goto("/staff/content");
  await expect(references.getByRole("listitem").filter({ hasText: company })).toContainText("hidden from the site");
  await visitor.context().close();
});

test("an editor changes the gift card's maximum: /exclusive-offers names it; a maximum below the minimum is refused", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const maximum = 60_000 + Math.floor(Math.random() * 9_000) + 100;
  const shown = formatEuro(maximum, "en");
  await openFromContent(editor, "Gift card");
  await expect(editor).toHaveURL(/\/staff\/content\/gift-card$/);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Gift card");
  expect((await (await axeOf(editor)).analyze()).violations).toEqual([]);
  const max = editor.getByLabel("Maximum amount (EUR)");
  const before = await max.inputValue();

  await max.fill("100");
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("alert")).toHaveText("Maximum amount (EUR): more than the minimum amount.");
  await expect(max).toHaveValue("100");

  await max.fill(String(maximum));
  await publishInEditor(editor);
  await expect
    .poll(() => pageHtml(baseURL!, "/exclusive-offers"), { timeout: 5_000, intervals: [100] })
    .toContain(`to ${shown}`);
  await editor.goto("/exclusive-offers#gift-card");
  const block = editor.locator("#gift-card");
  await expect(block).toContainText(`Any amount from ${formatEuro(giftCard.minAmount, "en")} to ${shown}`);
  // The purchase mail draft names the same range; the private offers and the German twin show it too.
  expect(decodeURIComponent((await block.getByRole("link").last().getAttribute("href"))!)).toContain(`to ${shown}`);
  expect(await pageHtml(baseURL!, "/private-offers")).toContain(`to ${shown}`);
  expect(await pageHtml(baseURL!, "/de/exklusive-angebote")).toContain(formatEuro(maximum, "de"));

  // The gift card back as it was.
  await openFromContent(editor, "Gift card");
  await editor.getByLabel("Maximum amount (EUR)").fill(before);
  await publishInEditor(editor);
});
