import { pageAlternates, specPath } from "../../app/lib/i18n/locale";
import { isIndexablePath } from "../../app/lib/indexing";
import { unlockIfGated } from "../support/gates";
import { pairTemplates, sitePages } from "../support/site-routes";
import { expect, test } from "./fixtures";

// The two languages as a visitor and a search engine meet them (issue 44, docs/decisions/0696): the
// switch in the header, the drawer and the footer leads to the same page in the other language (and
// keeps the section); every page of a pair names both, reciprocally, as the sitemap does.

// Every page written in both languages (the sitemap and hreflang checks) and one per template (the switch).
const pairs = sitePages().flatMap((path) => {
  const both = pageAlternates(path);
  return both && specPath(path) === path ? [{ original: path, twin: both.en === path ? both.de : both.en, both }] : [];
});
const templates = pairTemplates();

test("there are pages in both languages to check", () => {
  expect(pairs.length).toBeGreaterThan(0);
});

for (const { original, twin } of templates) {
  test(`${original}: the header's switch leads to ${twin} and back, <html lang> follows`, async ({ page, context }) => {
    await unlockIfGated(context, original);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(original);
    const originalLang = await page.locator("html").getAttribute("lang");
    // The site's header has it; the webinar's own frame has it in its footer.
    const siteHeader = (await page.locator("header[data-shadow-after]").count()) > 0;
    const toTwin = siteHeader
      ? page.getByRole("banner").locator("a[data-language-switch]:visible")
      : page.locator("footer a[data-language-switch]");
    await expect(toTwin).toBeVisible();
    if (siteHeader) {
      // Where it is: in the header's bar, right of the navigation, left of the tour button.
      const switchBox = (await toTwin.boundingBox())!;
      expect(switchBox.y).toBeLessThan(80);
      expect(switchBox.x).toBeGreaterThan(640);
    }
    await toTwin.click();
    await expect(page).toHaveURL(new RegExp(`${twin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$`));
    const twinLang = await page.locator("html").getAttribute("lang");
    expect(twinLang).not.toBe(originalLang);
    expect(["en", "de"]).toContain(twinLang);
    await page.locator("footer a[data-language-switch]").click();
    await expect(page).toHaveURL(new RegExp(`${original.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$`));
    await expect(page.locator("html")).toHaveAttribute("lang", originalLang!);
  });
}

test("on a phone the drawer's switch keeps the page and its section", async ({ page }) => {
  const contact = pairs.find((pair) => pair.original === "/contact") ?? pairs[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${contact.original}#main`);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawerSwitch = page.getByRole("dialog").locator("a[data-language-switch]");
  await expect(drawerSwitch).toBeVisible();
  await expect(drawerSwitch).toHaveText("Deutsch");
  await drawerSwitch.click();
  await expect(page).toHaveURL(new RegExp(`${contact.twin}/?#main$`));
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeVisible();
});

test("hreflang: every page of a pair names both and the English one as default, as the sitemap does", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const withAlternates = entries.filter((entry) => entry.includes("xhtml:link"));
  const pathOf = (url: string) => new URL(url).pathname;
  const listedPages = new Set(withAlternates.map((entry) => pathOf(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!)));
  // Every indexable page of a pair, in both languages.
  for (const { both } of pairs.filter((pair) => isIndexablePath(pair.original))) {
    expect(listedPages).toContain(both.en);
    expect(listedPages).toContain(both.de);
  }
  for (const entry of withAlternates) {
    const loc = pathOf(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
    const listed = Object.fromEntries(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, pathOf(m[2]!)]),
    );
    expect(Object.keys(listed).sort()).toEqual(["de", "en", "x-default"]);
    expect([listed.en, listed.de]).toContain(loc);
    expect(listed["x-default"]).toBe(listed.en);
    // The page itself says the same, and so does its twin (reciprocity).
    for (const path of [listed.en!, listed.de!]) {
      const html = await (await request.get(path)).text();
      const links = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1]!,
          pathOf(m[2]!),
        ]),
      );
      expect(links, path).toEqual(listed);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path.replace(/\//g, "\\/")}"`));
      expect(html, path).toContain(`<html lang="${path === listed.de ? "de" : "en"}"`);
      expect(html, path).toContain(`property="og:locale" content="${path === listed.de ? "de_DE" : "en_GB"}"`);
    }
  }
});
