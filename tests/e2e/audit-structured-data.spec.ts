import { prerenderedProductIds, stageRouteIds } from "../../app/content/product-ids";
import { pageAlternates } from "../../app/lib/i18n/locale";
import { isIndexablePath } from "../../app/lib/indexing";
import { DEFAULT_SHARE_IMAGE_PATH } from "../../app/lib/seo";
import { LOGO_PATH, LOGO_SIZE } from "../../app/lib/structured-data";
import { unlockIfGated } from "../support/gates";
import { schemaProblems } from "../support/schema-vocabulary";
import { isGated, sitePages } from "../support/site-routes";
import { expect, test } from "./fixtures";

// Structured data of the outside audit (issue 17). The builders are typed against schema.org with
// schema-dts (app/lib/structured-data.ts); this checks what every page really carries: known
// types with the properties search engines require, a BreadcrumbList that matches the breadcrumb
// the page shows, an EventVenue with address, capacity and floor area on every venue page, the
// WebSite on the home page, a PNG logo that exists, an og:image:alt on every page, and each public
// page's own share card (issue 17 item 16). Every block, nested objects too, carries only properties
// schema.org defines for its @type, per schema-dts (issue 48 item 6: `floorSize` on 28 EventVenues).

type Json = Record<string, unknown>;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}

function visibleCrumbs(html: string): string[] | undefined {
  // "Breadcrumb" on English pages, "Brotkrümelnavigation" on German ones.
  const nav = html.match(/<nav aria-label="(?:Breadcrumb|Brotkrümelnavigation)"[\s\S]*?<\/nav>/)?.[0];
  if (!nav) return undefined;
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) =>
    decode(item[1]!.replace(/<span aria-hidden="true">\/<\/span>/, "").replace(/<[^>]+>/g, "")).trim(),
  );
}

const isAbsolute = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+\//.test(value);

/** The properties each type must have (Google's required and recommended fields for these types). */
function problemsOf(entry: Json): string[] {
  const type = entry["@type"];
  const problems: string[] = [];
  const need = (condition: boolean, what: string) => (condition ? undefined : problems.push(`${type}: ${what}`));
  need(entry["@context"] === "https://schema.org", "@context https://schema.org");
  switch (type) {
    case "Organization": {
      need(typeof entry.name === "string" && isAbsolute(entry.url), "name and url");
      const logo = entry.logo as Json | undefined;
      need(
        logo?.["@type"] === "ImageObject" && isAbsolute(logo.url) && String(logo.url).endsWith(".png"),
        "a PNG logo",
      );
      need(!String(logo?.url).includes("favicon"), "a logo that is not the favicon");
      const address = entry.address as Json | undefined;
      need(address?.["@type"] === "PostalAddress" && typeof address.streetAddress === "string", "a postal address");
      break;
    }
    case "WebSite":
      need(typeof entry.name === "string" && isAbsolute(entry.url), "name and url");
      break;
    case "BreadcrumbList": {
      const items = (entry.itemListElement ?? []) as Json[];
      need(items.length >= 2, "at least two items");
      items.forEach((item, index) =>
        need(
          item["@type"] === "ListItem" &&
            item.position === index + 1 &&
            typeof item.name === "string" &&
            isAbsolute(item.item),
          `item ${index + 1} a ListItem with position, name and item`,
        ),
      );
      break;
    }
    case "EventVenue": {
      need(typeof entry.name === "string" && isAbsolute(entry.url), "name and url");
      const address = entry.address as Json | undefined;
      need(address?.["@type"] === "PostalAddress" && typeof address.streetAddress === "string", "a postal address");
      need(typeof entry.maximumAttendeeCapacity === "number" && entry.maximumAttendeeCapacity > 0, "a capacity");
      // A Place has no floorSize: the area is one of its features (LocationFeatureSpecification).
      const area = ((entry.amenityFeature ?? []) as Json[]).find((feature) => feature.name === "Floor area");
      need(
        area?.["@type"] === "LocationFeatureSpecification" &&
          area.unitCode === "MTK" &&
          (typeof area.value === "number" || (typeof area.minValue === "number" && typeof area.maxValue === "number")),
        "a floor area in square metres",
      );
      break;
    }
    case "WebPage":
      // The page itself, in its language (issue 44): en-GB or de-DE.
      need(typeof entry.name === "string" && isAbsolute(entry.url), "name and url");
      need(entry.inLanguage === "en-GB" || entry.inLanguage === "de-DE", "inLanguage en-GB or de-DE");
      break;
    case "Event":
      need(typeof entry.name === "string" && typeof entry.startDate === "string", "name and startDate");
      need(Boolean(entry.location), "a location");
      break;
    default:
      problems.push(`unexpected type ${String(type)}`);
  }
  return problems;
}

test("every page's JSON-LD is valid schema.org for its type and matches what the page shows", async ({ request }) => {
  test.setTimeout(300_000);
  const stages = new Set<string>(stageRouteIds);
  const venuePages = new Set([
    ...stageRouteIds.map((id) => `/venues/${id}`),
    ...prerenderedProductIds.filter((id) => id !== "gallery" && !stages.has(id)).map((id) => `/venues/${id}`),
  ]);
  const problems: string[] = [];
  let logoUrl = "";
  for (const path of sitePages()) {
    await unlockIfGated(request, path);
    const html = await (await request.get(path)).text();
    const entries = jsonLdOf(html);
    const types = entries.map((entry) => entry["@type"]);
    for (const entry of entries) {
      problems.push(...problemsOf(entry).map((problem) => `${path}: ${problem}`));
      problems.push(...schemaProblems(entry).map((problem) => `${path}: ${problem}`));
    }
    if (!types.includes("Organization")) problems.push(`${path}: no Organization`);
    const lang = html.match(/<html lang="([a-z]+)"/)?.[1];
    const page = entries.find((entry) => entry["@type"] === "WebPage");
    if (!page || String(page.inLanguage).slice(0, 2) !== lang)
      problems.push(`${path}: a WebPage in ${String(page?.inLanguage)} on a page in ${lang}`);
    if (path === "/" && !types.includes("WebSite")) problems.push(`${path}: no WebSite`);
    if (venuePages.has(path) && !types.includes("EventVenue")) problems.push(`${path}: no EventVenue`);

    const crumbs = visibleCrumbs(html);
    const list = entries.find((entry) => entry["@type"] === "BreadcrumbList");
    if (crumbs) {
      const names = ((list?.itemListElement ?? []) as Json[]).map((item) => item.name);
      if (JSON.stringify(names) !== JSON.stringify(crumbs))
        problems.push(`${path}: BreadcrumbList ${JSON.stringify(names)} but the page shows ${JSON.stringify(crumbs)}`);
    } else if (list) problems.push(`${path}: a BreadcrumbList without a visible breadcrumb`);

    const alt = html.match(/<meta property="og:image:alt" content="([^"]+)"/)?.[1];
    if (!alt) problems.push(`${path}: no og:image:alt`);
    logoUrl ||= String(
      (entries.find((entry) => entry["@type"] === "Organization")?.logo as Json | undefined)?.url ?? "",
    );
  }
  expect(problems).toEqual([]);

  // The logo is a real PNG of the stated size, served by the site.
  expect(new URL(logoUrl).pathname).toBe(LOGO_PATH);
  const logo = await request.get(LOGO_PATH);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
  const png = await logo.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_SIZE, LOGO_SIZE]);
});

/** The content of a <meta property|name="key"> in the page's HTML, decoded. */
const metaOf = (html: string, key: string) => {
  const found = html.match(
    new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`),
  );
  return found ? decode(found[1]!) : undefined;
};

test("every public page shares a card of its own, served as a PNG of the declared size, with an alt text", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  const images = new Map<string, string>();
  for (const path of sitePages()) {
    await unlockIfGated(request, path);
    const html = await (await request.get(path)).text();
    const image = metaOf(html, "og:image");
    const alt = metaOf(html, "og:image:alt");
    if (!image || !alt) {
      problems.push(`${path}: og:image ${image}, og:image:alt ${alt}`);
      continue;
    }
    if (metaOf(html, "twitter:image") !== image) problems.push(`${path}: twitter:image differs from og:image`);
    // Every page search engines may show has its own card; the utility pages kept out of them may not.
    const own = !isGated(path) && isIndexablePath(path) && !/<meta name="robots" content="noindex/.test(html);
    const isDefault = new URL(image).pathname === DEFAULT_SHARE_IMAGE_PATH;
    // Public pages show their own card; gated pages the default one, so no gated picture travels with a link.
    if (own && isDefault) problems.push(`${path}: shares the default card`);
    if (isGated(path) && !isDefault) problems.push(`${path}: a gated page shares ${image}`);
    if (!own && !isGated(path)) continue;
    if (!isDefault && !alt.includes("“") && !alt.includes("„"))
      problems.push(`${path}: the alt text names no headline`);
    const shared = images.get(new URL(image).pathname);
    // A page's twin in the other language shares its card, described in its own language (decision 0696).
    const twins = Object.values(pageAlternates(path) ?? {});
    if (!isDefault && shared && !twins.includes(shared)) problems.push(`${path}: shares its card with ${shared}`);
    const german = /<html lang="de"/.test(html);
    if (german !== alt.startsWith("„") && !isDefault)
      problems.push(`${path}: its card's alt text is not in its language`);
    images.set(new URL(image).pathname, path);
    const width = Number(metaOf(html, "og:image:width"));
    const height = Number(metaOf(html, "og:image:height"));
    const response = await request.get(new URL(image).pathname);
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !type.startsWith("image/")) {
      problems.push(`${path}: ${image} answers ${response.status()} ${type}`);
      continue;
    }
    if (metaOf(html, "og:image:type") !== type) problems.push(`${path}: og:image:type is not ${type}`);
    const png = await response.body();
    const size = [png.readUInt32BE(16), png.readUInt32BE(20)];
    if (size[0] !== width || size[1] !== height)
      problems.push(`${path}: declared ${width}x${height}, is ${size.join("x")}`);
  }
  expect(problems).toEqual([]);
  expect(images.size).toBeGreaterThan(40);
});
