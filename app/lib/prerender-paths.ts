import { prerenderedProductIds, stageRouteIds } from "../content/product-ids.ts";
import { venueCategoryIds, venueCategoryPath } from "../content/venue-category-ids.ts";
import { gatedPagePaths, isGatedPath } from "../content/gates.ts";
import { pageAlternates } from "./i18n/locale.ts";

/** A page's address and, when it is written in both languages, its twin's (docs/decisions/0696). */
const withTwins = (paths: readonly string[]): string[] =>
  paths.flatMap((path) => {
    const both = pageAlternates(path);
    return both ? [...new Set([path, both.en, both.de])] : [path];
  });

// Which pages exist, derived from the route table (app/routes.ts): React Router hands us the
// static paths; this module adds the known ids of dynamic routes and takes out what must not be
// prerendered. The page checks and the sitemap read the same lists.

/** Server endpoints with a page only for the no-JavaScript answer; not pages of their own. */
const serverOnlyPaths = ["/newsletter", "/newsletter/confirm", "/newsletter/unsubscribe"];

/** Files of resource routes (no page, e.g. the brochure): prerendered, never visited as pages. */
const resourcePaths = [...withTwins(["/venues/double-floor/brochure.pdf"]), "/sitemap.xml", "/robots.txt"];

/**
 * Pages that show live data, rendered per request (with the request's CSP nonce), never prerendered:
 * the webinar's landing page (its open sessions and seats), a registrant's confirmation page and the
 * event enquiry (the price list the team edits). Pages of the site all the same (sitemap, page checks).
 */
const liveDataPaths = withTwins(["/webinar/led-wall", "/webinar/confirmation", "/enquire"]);

/** Resource routes answered per request: the calendar file of a registrant's session, the free tour times. */
const liveResourcePaths = ["/webinar/led-wall.ics", "/book-tour/free-times"];

/** Pages for one visitor, opened with a signed link from their mail: not pages of the site (sitemap, page checks). */
const personalPaths = withTwins(["/book-tour/manage", "/enquire/manage"]);

/** Pages behind a password, in both languages: rendered per request, never prerendered. */
export function gatedPaths(): string[] {
  return withTwins(gatedPagePaths);
}

/** /venues/{productId}: the 28 products and 'gallery'; the three stage ids are static routes already. */
export function productPaths(): string[] {
  const stages = new Set<string>(stageRouteIds);
  return prerenderedProductIds.filter((id) => !stages.has(id)).map((id) => `/venues/${id}`);
}

/** Pages of dynamic routes whose ids are known from content. */
export function dynamicPaths(): string[] {
  // /shop/venue/:categoryId for the four categories of the venue shop.
  return withTwins([...venueCategoryIds.map(venueCategoryPath), ...productPaths()]);
}

/** The back office (/staff): per signed-in person, never prerendered, not a page of the public site. */
function isBackOfficePath(path: string): boolean {
  return path === "/staff" || path.startsWith("/staff/");
}

export function prerenderPaths(staticPaths: string[]): string[] {
  const excluded = new Set([
    ...serverOnlyPaths,
    ...gatedPaths(),
    ...liveDataPaths,
    ...liveResourcePaths,
    ...personalPaths,
  ]);
  // isGatedPath as well: a gated page added to the route table but not to the list is still never built.
  const built = staticPaths.filter((path) => !excluded.has(path) && !isGatedPath(path) && !isBackOfficePath(path));
  return [...new Set([...built, ...dynamicPaths()])];
}

/** Public pages: the prerendered ones and those rendered per request for their live data. */
export function publicPagePaths(staticPaths: string[]): string[] {
  const live = liveDataPaths.filter((path) => staticPaths.includes(path));
  return [...prerenderPaths(staticPaths), ...live];
}

/** Every page a visitor can open: the prerendered ones, the live ones and the gated ones. */
export function allPagePaths(staticPaths: string[]): string[] {
  return [...publicPagePaths(staticPaths).filter((path) => !resourcePaths.includes(path)), ...gatedPaths()];
}
