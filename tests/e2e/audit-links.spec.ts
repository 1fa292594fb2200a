import { unlockIfGated } from "../support/gates";
import { sitePages } from "../support/site-routes";
import { expect, test } from "./fixtures";

// Links of the outside audit (issue 17): every page of the sitemap can be reached from the home
// page by clicking visible links, and no link leads to the page it is on.

interface PageLinks {
  /** Same-origin pages the visible links lead to (path only, no hash). */
  targets: string[];
  /** Links that lead back to this very page without an anchor. */
  selfLinks: string[];
}

test("every sitemap page is reachable from / through visible links, and no link points to its own page", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const sitemapPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(sitemapPages.length).toBeGreaterThan(40);

  const links = new Map<string, PageLinks>();
  for (const path of sitePages()) {
    await unlockIfGated(context, path);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    links.set(
      path,
      await page.evaluate((origin) => {
        const here = location.pathname;
        const targets = new Set<string>();
        const selfLinks: string[] = [];
        for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
          const box = link.getBoundingClientRect();
          const visible =
            box.width > 0 &&
            box.height > 0 &&
            link.checkVisibility({ opacityProperty: true, visibilityProperty: true });
          const url = new URL(link.getAttribute("href")!, location.href);
          if (url.origin !== origin) continue;
          // An anchor on the same page (the skip link, a table of contents) moves within the page: fine.
          if (url.pathname === here && !url.hash)
            selfLinks.push(`${link.textContent?.trim()} (${link.outerHTML.slice(0, 80)})`);
          if (visible) targets.add(url.pathname);
        }
        return { targets: [...targets], selfLinks };
      }, new URL(baseURL!).origin),
    );
  }

  const selfLinked = [...links].flatMap(([path, { selfLinks }]) => selfLinks.map((link) => `${path}: ${link}`));
  expect(selfLinked, "links to the page they are on").toEqual([]);

  // Breadth-first from the home page over the visible links of every page reached.
  const reached = new Set(["/"]);
  const queue = ["/"];
  while (queue.length) {
    const path = queue.shift()!;
    for (const target of links.get(path)?.targets ?? []) {
      if (reached.has(target) || !links.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  expect(
    sitemapPages.filter((path) => !reached.has(path)),
    "sitemap pages no visible link leads to",
  ).toEqual([]);
});
