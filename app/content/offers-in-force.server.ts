import { publishedData } from "../../server/domain/content/published";
import { offers as defaultOffers } from "./offers";
import { offerKey, offerWith } from "./offers-in-force";
import type { Offer } from "./offers.schema";

// The offers the pages show (issue 45): each as published from the back office, from this process's
// snapshot of the published content (server/domain/content/published.ts), never a query per view.

/** Every offer as published; `preview` shows one item's draft in its place. */
export function offersInForce(preview?: { key: string; data: unknown }): Offer[] {
  return defaultOffers.map((offer) => {
    const key = offerKey(offer.id);
    return offerWith(offer, preview?.key === key ? preview.data : publishedData(key));
  });
}
