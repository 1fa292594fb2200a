import { prerenderedProductIds, stageRouteIds } from "../../app/content/product-ids";
import { LOGO_PATH, LOGO_SIZE } from "../../app/lib/structured-data";
import { unlockIfGated } from "../support/gates";
import { sitePages } from "../support/site-routes";
import { expect, test } from "./fixtures";

// Structured data of the outside audit (issue 17). The builders are typed against schema.org with
// schema-dts (app/lib/structured-data.ts); this checks what every page really carries: known
// types with the properties search engines require, a BreadcrumbList that matches the breadcrumb
// the page shows, an EventVenue with address, capacity and floor size on every venue page, the
// WebSite on the home page, a PNG logo that exists, and an og:image:alt on every page.

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
  const nav = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0];
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
      const size = entry.floorSize as Json | undefined;
      need(
        size?.["@type"] === "QuantitativeValue" &&
          size.unitCode === "MTK" &&
          (typeof size.value === "number" || (typeof size.minValue === "number" && typeof size.maxValue === "number")),
        "a floor size in square metres",
      );
      break;
    }
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
    for (const entry of entries) problems.push(...problemsOf(entry).map((problem) => `${path}: ${problem}`));
    if (!types.includes("Organization")) problems.push(`${path}: no Organization`);
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
