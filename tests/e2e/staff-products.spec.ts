import type { Page } from "@playwright/test";
import { findProductRecord } from "../../app/content/products";
import { uniqueTag } from "../support/database";
import { expect, test, waitForHydration } from "./fixtures";
import { editorPage, pageHtml, publishAndSee, resetContent } from "./staff-helpers";

// A product record edited from the back office (issue 45, decision 1152), as the marketing manager does
// it: the Workshop's English description and its second seating configuration's capacity changed, an
// unreadable capacity refused with the input kept, previewed, then published; /venues/workshop (its
// HTML, as the server serves it) shows both within 2 seconds, the German twin keeps its own words; then
// the built words back. A publish renders the venue pages again for the whole site: a serial spec.

const tag = uniqueTag("product");
const workshop = findProductRecord("workshop")!;
const capacityBefore = workshop.seatingConfigurations[1]!.capacity;
let editor: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  await resetContent(baseURL!, "product:workshop", { page: "/venues/workshop", shows: workshop.description.en });
  editor = await editorPage(browser, baseURL, tag);
});

test.afterAll(async () => {
  await editor?.context().close();
});

test("an editor changes a product's text and a seating capacity: the page shows them within 2 s, the German twin its own", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const description = `A daylight room on floor 5 for hands-on teams, edited ${tag}.`;
  await editor.goto("/staff/content");
  await waitForHydration(editor);
  await editor.getByRole("region", { name: "Products" }).getByRole("link", { name: "Workshop", exact: true }).click();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Product: Workshop");
  await waitForHydration(editor);
  await expect(editor.getByLabel("Description", { exact: true })).toHaveValue(workshop.description.en);

  // A capacity that is not a number of people: refused, naming the field, with what was typed kept.
  const capacity = editor.getByLabel("Seating 2: capacity", { exact: true });
  await editor.getByLabel("Description", { exact: true }).fill(description);
  await capacity.fill("lots of people");
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByText(/Seating 2: capacity: a number of guests, people or 'on set'/)).toBeVisible();
  await expect(editor.getByLabel("Description", { exact: true })).toHaveValue(description);

  await capacity.fill("52 people");

  // Preview: the draft behind a signed link on the product's page, noindex; the public page unchanged.
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await editor.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/venues\/workshop\?item=product%3Aworkshop&preview=\d+\.[\w-]{43}$/);
  const preview = await fetch(`${baseURL}${previewHref}`);
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await preview.text()).toContain(description);
  expect(await pageHtml(baseURL!, "/venues/workshop")).not.toContain(tag);

  const took = await publishAndSee(
    editor,
    baseURL!,
    "/venues/workshop",
    (page) => page.includes(description) && page.includes("52 people"),
  );
  expect(took).toBeLessThan(2_000);

  // The German twin: its own words, the capacity's German as built.
  const german = await pageHtml(baseURL!, "/de/veranstaltungsorte/workshop");
  expect(german).toContain(workshop.seatingConfigurations[1]!.capacity.de);
  expect(german).not.toContain(tag);
  expect(german).not.toContain("52 people");

  // The built words back.
  await editor.getByLabel("Description", { exact: true }).fill(workshop.description.en);
  await editor.getByLabel("Seating 2: capacity", { exact: true }).fill(capacityBefore.en);
  await publishAndSee(
    editor,
    baseURL!,
    "/venues/workshop",
    (page) => !page.includes(tag) && page.includes(capacityBefore.en),
  );
  expect(await pageHtml(baseURL!, "/venues/workshop")).not.toContain("52 people");
});
