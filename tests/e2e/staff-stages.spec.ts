import type { Page } from "@playwright/test";
import { stagePages } from "../../app/content/venues";
import { uniqueTag } from "../support/database";
import { axeOf, expect, test, waitForHydration } from "./fixtures";
import { editorPage, pageHtml, publishAndSee, resetContent } from "./staff-helpers";

// A stage page's own words edited from the back office (issue 45, decision 1155), as the marketing manager
// does it: the Skyline Stage's English lead and a key fact changed, key facts with a line missing refused
// with the input kept, previewed, then published; /venues/skyline-stage (its HTML, as the server serves
// it) shows both within 2 seconds, the German twin keeps its own words; then the built words back. The
// stage pages are the whole site's: a serial spec.

const tag = uniqueTag("stage");
const skyline = stagePages["skyline-stage"];
const ledWalls = skyline.keyFacts.find((fact) => fact.label.en === "LED walls")!;
let editor: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  // The lead's words after its first colon: before it stands an apostrophe, which the HTML escapes.
  const builtLead = skyline.lead.en.slice(skyline.lead.en.indexOf(":") + 2);
  await resetContent(baseURL!, "stage:%", { page: "/venues/skyline-stage", shows: builtLead });
  editor = await editorPage(browser, baseURL, tag);
});

test.afterAll(async () => {
  await editor?.context().close();
});

test("an editor changes a stage page's lead and a key fact: the page shows them within 2 s, the German twin its own", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lead = `Frankfurt's skyline behind your stage, edited ${tag}.`;
  await editor.goto("/staff/content");
  await waitForHydration(editor);
  await editor
    .getByRole("region", { name: "Stage pages" })
    .getByRole("link", { name: "Skyline Stage", exact: true })
    .click();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Stage page: Skyline Stage");
  await waitForHydration(editor);
  await expect(editor.getByLabel("Lead", { exact: true })).toHaveValue(skyline.lead.en);
  expect((await (await axeOf(editor)).analyze()).violations).toEqual([]);

  // The key facts with a line missing: refused, saying how many lines, with what was typed kept.
  const facts = editor.getByLabel(`Key facts (${skyline.keyFacts.length} lines, 'Label: value')`, { exact: true });
  const builtFacts = await facts.inputValue();
  await editor.getByLabel("Lead", { exact: true }).fill(lead);
  await facts.fill(builtFacts.split("\n").slice(1).join("\n"));
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByText(/Key facts: exactly 5 lines in English and in German \(now 4 and 5\)\./)).toBeVisible();
  await expect(editor.getByLabel("Lead", { exact: true })).toHaveValue(lead);

  await facts.fill(builtFacts.replace(`LED walls: ${ledWalls.value.en}`, "LED walls: 12 x 3 m and 5 x 3 m"));

  // Preview: the draft behind a signed link on the stage page, noindex; the public page unchanged.
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await editor.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/venues\/skyline-stage\?item=stage%3Askyline-stage&preview=\d+\.[\w-]{43}$/);
  const preview = await fetch(`${baseURL}${previewHref}`);
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await preview.text()).toContain(tag);
  expect(await pageHtml(baseURL!, "/venues/skyline-stage")).not.toContain(tag);

  const took = await publishAndSee(
    editor,
    baseURL!,
    "/venues/skyline-stage",
    (page) => page.includes(tag) && page.includes("12 x 3 m and 5 x 3 m"),
  );
  expect(took).toBeLessThan(2_000);

  // The German twin: its own words as built.
  const german = await pageHtml(baseURL!, "/de/veranstaltungsorte/skyline-stage");
  expect(german).toContain(ledWalls.value.de);
  expect(german).not.toContain(tag);

  // The built words back.
  await editor.getByLabel("Lead", { exact: true }).fill(skyline.lead.en);
  await facts.fill(builtFacts);
  await publishAndSee(
    editor,
    baseURL!,
    "/venues/skyline-stage",
    (page) => !page.includes(tag) && !page.includes("12 x 3 m and 5 x 3 m"),
  );
});
