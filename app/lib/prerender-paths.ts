import { venueCategoryIds, venueCategoryPath } from "../content/venue-category-ids.ts";

// The paths built to static HTML at build time: every static route of the table, without the
// server-only ones. Dynamic routes add their known ids here.
const serverOnly = new Set(["/newsletter"]);

// /shop/venue/:categoryId for the four categories of the venue shop.
const venueShopCategoryPaths = venueCategoryIds.map(venueCategoryPath);

export function prerenderPaths(staticPaths: string[]): string[] {
  return [...staticPaths.filter((path) => !serverOnly.has(path)), ...venueShopCategoryPaths];
}
