import { publishedData } from "../../server/domain/content/published";
import { giftCardKey, giftCardWith } from "./gift-card-in-force";
import type { GiftCard } from "./offers.schema";

// The gift card the pages show (issue 45): as published from the back office, from this process's
// snapshot of the published content (server/domain/content/published.ts), never a query per view.

/** The gift card as published; `preview` shows its draft instead when the preview is of the gift card. */
export function giftCardInForce(preview?: { key: string; data: unknown }): GiftCard {
  return giftCardWith(preview?.key === giftCardKey ? preview.data : publishedData(giftCardKey));
}
