import { venueCategoryIds, venueCategoryPath } from "../content/venue-category-ids.ts";

// Which pages exist, derived from the route table (app/routes.ts): React Router hands us the
// static paths; this module adds the known ids of dynamic routes and takes out what must not be
// prerendered. The quality gates and the sitemap read the same lists.

/** Server endpoints with a page only for the no-JavaScript answer; not pages of their own. */
export const serverOnlyPaths = ["/newsletter"];

/** Pages behind a password: rendered per request, never prerendered. */
export function gatedPaths(): string[] {
  return [];
}

/** Pages of dynamic routes whose ids are known from content. */
export function dynamicPaths(): string[] {
  // /shop/venue/:categoryId for the four categories of the venue shop.
  return [...venueCategoryIds.map(venueCategoryPath)];
}

export function prerenderPaths(staticPaths: string[]): string[] {
  const excluded = new Set([...serverOnlyPaths, ...gatedPaths()]);
  return [...new Set([...staticPaths.filter((path) => !excluded.has(path)), ...dynamicPaths()])];
}

/** Every page a visitor can open: the prerendered ones and the gated ones. */
export function allPagePaths(staticPaths: string[]): string[] {
  return [...prerenderPaths(staticPaths), ...gatedPaths()];
}
