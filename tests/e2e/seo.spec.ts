import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Every page, present and future: title, description, canonical, Open Graph, Twitter card and the
// Organization JSON-LD are in the raw server HTML (no JavaScript), and titles are unique.

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test("every indexable page carries complete SEO metadata in its raw HTML", async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = attr(html, /<title>([^<]+)<\/title>/);
    const description = attr(html, /<meta name="description" content="([^"]+)"/);
    expect(title, `${path} title`).toBeTruthy();
    expect(description, `${path} description`).toBeTruthy();
    expect(description!.length, `${path} description length`).toBeGreaterThan(50);
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical && new URL(canonical).pathname, `${path} canonical`).toBe(path);
    for (const property of ["og:title", "og:description", "og:image", "og:url", "og:type", "og:locale", "og:site_name"]) {
      expect(html, `${path} ${property}`).toContain(`<meta property="${property}" content="`);
    }
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), `${path} og:url`).toBe(canonical);
    expect(html, `${path} twitter:card`).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const organization = jsonLd.find((entry) => entry["@type"] === "Organization");
    expect(organization, `${path} Organization JSON-LD`).toBeTruthy();
    expect(organization.contactPoint[0]).toMatchObject({ contactType: "sales", email: "sales@spark-frankfurt.de" });
    expect(organization.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Frankfurt am Main", postalCode: "60314" });
    expect(html, `${path} lang`).toMatch(/<html lang="(en|de)"/);
    titles.set(title!, path);
    descriptions.set(description!, path);
  }
  expect(titles.size, "unique titles").toBe(paths.length);
  expect(descriptions.size, "unique descriptions").toBe(paths.length);
});

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
  for (const path of ["/newsletter", "/an-unknown-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});
