import type { Page } from "@playwright/test";
import { films } from "../../app/content/films";
import { uniqueTag } from "../support/database";
import { axeOf, expect, test, waitForHydration } from "./fixtures";
import { editorPage, pageHtml, publishInEditor, resetContent } from "./staff-helpers";

// A film edited from the back office (issue 45, decision 1156), as the marketing manager does it when the
// real film is on the venue's Vimeo channel: the Skyline Stage film's English title changed and its
// Vimeo address pasted, a duration that is not minutes:seconds refused with the input kept, previewed on
// /gallery, then published: the gallery shows the title and links the new film within 2 seconds, and the
// Skyline Stage's page plays it (its 'Watch Video' player); then the film as built again. Serial: the
// films are the whole site's.

const tag = uniqueTag("film");
const skyline = films.find((film) => film.id === "skyline-stage-film")!;
// A Vimeo id of this run's own (nine digits).
const vimeoId = `9${String(Date.now()).slice(-8)}`;
let editor: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  await resetContent(baseURL!, "film:%", { page: "/gallery", shows: `vimeo.com/${skyline.vimeoId}` });
  editor = await editorPage(browser, baseURL, tag);
});

test.afterAll(async () => {
  await editor?.context().close();
});

test("an editor gives a film its real Vimeo address and a new title: the gallery and the stage page follow within 2 s", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Skyline Stage at blue hour ${tag}`;
  await editor.goto("/staff/content");
  await waitForHydration(editor);
  await editor
    .getByRole("region", { name: "Films" })
    .getByRole("link", { name: skyline.title.en, exact: true })
    .click();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(`Film: ${skyline.title.en}`);
  await waitForHydration(editor);
  const vimeo = editor.getByLabel("Vimeo video id (or the film's address on Vimeo)");
  await expect(vimeo).toHaveValue(skyline.vimeoId);
  expect((await (await axeOf(editor)).analyze()).violations).toEqual([]);

  // A duration that is not minutes:seconds: refused, naming the field, with what was typed kept.
  await editor.getByLabel("Title", { exact: true }).fill(title);
  await vimeo.fill(`https://vimeo.com/${vimeoId}`);
  await editor.getByLabel("Duration (minutes:seconds)").fill("2 min");
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByText("Duration (minutes:seconds): minutes and seconds, like 2:14.")).toBeVisible();
  await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(title);
  await editor.getByLabel("Duration (minutes:seconds)").fill(skyline.duration);

  // Preview: the draft on /gallery behind a signed link, noindex; the public gallery unchanged.
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await editor.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/gallery\?item=film%3Askyline-stage-film&preview=\d+\.[\w-]{43}$/);
  const preview = await fetch(`${baseURL}${previewHref}`);
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await preview.text()).toContain(title);
  expect(await pageHtml(baseURL!, "/gallery")).not.toContain(tag);

  // Publish: the gallery names and links the film, the stage page plays it, within 2 s.
  await publishInEditor(editor);
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const [gallery, stage] = await Promise.all([
          pageHtml(baseURL!, "/gallery"),
          pageHtml(baseURL!, "/venues/skyline-stage"),
        ]);
        return (
          gallery.includes(title) &&
          gallery.includes(`https://vimeo.com/${vimeoId}`) &&
          stage.includes(`player.vimeo.com/video/${vimeoId}`)
        );
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(2_000);
  const stage = await pageHtml(baseURL!, "/venues/skyline-stage");
  expect(stage).not.toContain(`player.vimeo.com/video/${skyline.vimeoId}`);
  // The German gallery: the film's new address, its German title as built.
  const german = await pageHtml(baseURL!, "/de/galerie");
  expect(german).toContain(`https://vimeo.com/${vimeoId}`);
  expect(german).not.toContain(tag);

  // The film as built again.
  await editor.getByLabel("Title", { exact: true }).fill(skyline.title.en);
  await vimeo.fill(skyline.vimeoId);
  await publishInEditor(editor);
  await expect
    .poll(
      async () =>
        (await pageHtml(baseURL!, "/venues/skyline-stage")).includes(`player.vimeo.com/video/${skyline.vimeoId}`),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
});
