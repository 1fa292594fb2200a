import { productShareCard, type ShareCard } from "~/lib/share-card";
import { pageCards } from "./page-cards";
import { prerenderedProductIds, stageRouteIds } from "./product-ids";
import { findProduct } from "./products";

// Every share card the site links, for scripts/generate-art.ts (which paints them) and the tests:
// the pages' cards and one per product page. The stage pages (/venues/skyline-stage...) are
// static routes with their own card in page-cards.ts.

export function allShareCards(): ShareCard[] {
  const stagePages = new Set<string>(stageRouteIds);
  const productCards = prerenderedProductIds
    .filter((id) => !stagePages.has(id))
    .map((id) => {
      const product = findProduct(id);
      if (!product) throw new Error(`The product page ${id} has no record`);
      return productShareCard(product);
    });
  return [...Object.values(pageCards), ...productCards];
}
