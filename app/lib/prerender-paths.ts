// Relative import without aliases: react-router.config.ts loads this file.
import { prerenderedProductIds, stageRouteIds } from "../content/product-ids.ts";

// The paths built to static HTML at build time: every static route of the table, without the
// server-only ones. Dynamic routes add their known ids here.
const serverOnly = new Set(["/newsletter"]);

/** /venues/{productId}: the 28 products and 'gallery'. The three stage ids are static routes already. */
export function productPaths(): string[] {
  const stages = new Set<string>(stageRouteIds);
  return prerenderedProductIds.filter((id) => !stages.has(id)).map((id) => `/venues/${id}`);
}

export function prerenderPaths(staticPaths: string[]): string[] {
  const paths = staticPaths.filter((path) => !serverOnly.has(path));
  return [...new Set([...paths, ...productPaths()])];
}
