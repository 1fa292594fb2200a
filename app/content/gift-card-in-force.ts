import { giftCard } from "./gift-card";
import { giftCardSchema, type GiftCard } from "./offers.schema";

// The gift card's terms as the team edits them (issue 45): gift-card.ts, or the version published from
// the back office (/staff/content/gift-card), checked by the schema the editor saves with. The picture
// stays as built. The published version itself is read on the server only (gift-card-in-force.server.ts).

/** The gift card's one content key. */
export const giftCardKey = "gift-card:terms";

/** The gift card as edited: the built one's picture with the edited terms, if they pass the schema. */
export function giftCardWith(edited: unknown): GiftCard {
  if (edited === undefined || edited === null) return giftCard;
  const parsed = giftCardSchema.safeParse({ ...(edited as object), image: giftCard.image });
  return parsed.success ? parsed.data : giftCard;
}
