import type { Page } from "@playwright/test";
import { allExplorerSpaces } from "../../app/content/venues";
import { uniqueTag } from "../support/database";
import { axeOf, expect, test, waitForHydration } from "./fixtures";
import { editorPage, pageHtml, publishAndSee, resetContent } from "./staff-helpers";

// An explorer space's words edited from the back office (issue 45, decision 1158), as the marketing manager
// does it: the Sky Lounge's English description and an equipment line changed, equipment lists of unequal
// length refused with the input kept, previewed on the Skyline Stage page, then published;
// /venues/skyline-stage and the /venues overview (their HTML, as the server serves it) show it within
// 2 seconds, the German twins keep their own words; then the built words back. The spaces are the whole
// site's: a serial spec.

const tag = uniqueTag("space");
const lounge = allExplorerSpaces.find((space) => space.id === "sky-lounge")!;
const builtLine = lounge.equipment[1]!.en;
const editedLine = "Ceiling audio with a DJ input";
let editor: Page;

test.describe.configure({ mode: "serial" });

// A part of the description without quotes or apostrophes, which the page's HTML escapes.
const builtWords = lounge.description.en.slice(lounge.description.en.indexOf(":") + 2).slice(0, 50);
const asBuilt = { page: "/venues/skyline-stage", shows: builtWords };

test.beforeAll(async ({ browser, baseURL }) => {
  await resetContent(baseURL!, "space:%", asBuilt);
  editor = await editorPage(browser, baseURL, tag);
});

test.afterAll(async ({ baseURL }) => {
  await editor?.context().close();
  // The spaces as built for the specs after this one, even if the test stopped half way.
  await resetContent(baseURL!, "space:%", asBuilt);
});

test("an editor changes a space's description and equipment: its stage page and the overview show them within 2 s, the German twins their own", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const description = `The lounge between stage and terrace, edited ${tag}.`;
  await editor.goto("/staff/content");
  await waitForHydration(editor);
  await editor
    .getByRole("region", { name: "Explorer spaces" })
    .getByRole("link", { name: "Sky Lounge", exact: true })
    .click();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Explorer space: Sky Lounge");
  await waitForHydration(editor);
  await expect(editor.getByLabel("Description", { exact: true })).toHaveValue(lounge.description.en);
  expect((await (await axeOf(editor)).analyze()).violations).toEqual([]);

  // English equipment a line short of the German: refused, saying how many lines, with what was typed kept.
  const equipment = editor.getByLabel("Equipment (one per line)", { exact: true });
  const builtEquipment = await equipment.inputValue();
  expect(builtEquipment.split("\n")).toHaveLength(lounge.equipment.length);
  await editor.getByLabel("Description", { exact: true }).fill(description);
  await equipment.fill(builtEquipment.split("\n").slice(1).join("\n"));
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    editor.getByText(
      `Equipment (one per line): at least 3 lines, as many in English as in German (now ${lounge.equipment.length - 1} and ${lounge.equipment.length}).`,
    ),
  ).toBeVisible();
  await expect(editor.getByLabel("Description", { exact: true })).toHaveValue(description);

  await equipment.fill(builtEquipment.replace(builtLine, editedLine));

  // Preview: the draft behind a signed link on the stage page whose explorer shows it, noindex; the public page unchanged.
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await editor.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/venues\/skyline-stage\?item=space%3Asky-lounge&preview=\d+\.[\w-]{43}$/);
  const preview = await fetch(`${baseURL}${previewHref}`);
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const previewed = await preview.text();
  expect(previewed).toContain(tag);
  expect(previewed).toContain(editedLine);
  expect(await pageHtml(baseURL!, "/venues/skyline-stage")).not.toContain(tag);

  const took = await publishAndSee(
    editor,
    baseURL!,
    "/venues/skyline-stage",
    (page) => page.includes(tag) && page.includes(editedLine),
  );
  expect(took).toBeLessThan(2_000);
  console.log(`[spaces] publish to visible on /venues/skyline-stage: ${took} ms`);
  // The overview's Sky Lounge card, rendered again by the same publish.
  await expect.poll(async () => (await pageHtml(baseURL!, "/venues")).includes(tag), { timeout: 5_000 }).toBe(true);

  // The German twins: their own words as built.
  for (const path of ["/de/veranstaltungsorte/skyline-stage", "/de/veranstaltungsorte"]) {
    const german = await pageHtml(baseURL!, path);
    expect(german, path).toContain(lounge.description.de.slice(0, 40));
    expect(german, path).not.toContain(tag);
  }

  // The built words back.
  await editor.getByLabel("Description", { exact: true }).fill(lounge.description.en);
  await equipment.fill(builtEquipment);
  await publishAndSee(
    editor,
    baseURL!,
    "/venues/skyline-stage",
    (page) => !page.includes(tag) && !page.includes(editedLine),
  );
});
