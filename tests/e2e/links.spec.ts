import { expect, test } from "./fixtures";

// The link check: crawl every page reachable from "/" and fail on any internal link that does not
// resolve, or whose #anchor does not exist on the target page.

const internalLinks = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&")).filter((href) => !href.startsWith("//"));

test("every internal link from / resolves, anchors included", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string | null>();
  const queue = ["/"];
  const broken: string[] = [];
  const anchors: { from: string; path: string; id: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const html = response.status() === 200 && (response.headers()["content-type"] ?? "").includes("text/html") ? await response.text() : null;
    pages.set(path, html);
    if (response.status() !== 200) continue;
    if (!html) continue;
    for (const href of internalLinks(html)) {
      const url = new URL(href, "http://site.local");
      if (url.hash) anchors.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
      if (!pages.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname);
    }
  }

  for (const [path] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} -> ${response.status()}`);
  }
  for (const anchor of anchors) {
    const html = pages.get(anchor.path);
    if (html && !new RegExp(`\\sid="${anchor.id}"`).test(html)) broken.push(`${anchor.from}: ${anchor.path}#${anchor.id} has no such section`);
  }
  expect(broken, `${pages.size} pages crawled`).toEqual([]);
});
