import { expect, test } from "./fixtures";

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

// The metadata of every page and the link crawl are in page-metadata.spec.ts, axe in page-scans.spec.ts; these check
// what the frame adds: the painted Open Graph card and the noindex list.

test("the Open Graph card exists as a 1200x630 PNG", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const image = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/)!);
  const response = await request.get(image.pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test("pages outside the sitemap say noindex", async ({ request }) => {
  for (const path of ["/newsletter", "/an-unknown-page", "/webinar/confirmation", "/event-planners", "/development"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});
