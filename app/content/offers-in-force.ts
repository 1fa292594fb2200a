import { offers as defaultOffers } from "./offers";
import { offerSchema, type Offer } from "./offers.schema";

// The offers as the team edits them (issue 45): each offer of offers.ts, or the version the team
// published from the back office (/staff/content), checked by the same schema the editor saves with.
// What an offer is (its id, page and picture) stays as offers.ts has it; its words and prices are edited.
// The published versions themselves are read on the server only (offers-in-force.server.ts).

/** The content key of an offer: `offer:weekend-immersion`. */
export const offerKey = (id: string) => `offer:${id}`;

/** What the editor changes of an offer. */
export const editableOfferFields = [
  "title",
  "subtitle",
  "schedule",
  "description",
  "features",
  "price",
  "priceNote",
  "discount",
  "buttonText",
] as const;

/** An offer as edited: the default's fixed fields with the edited ones, if they pass the schema. */
export function offerWith(offer: Offer, edited: unknown): Offer {
  if (edited === undefined || edited === null) return offer;
  const parsed = offerSchema.safeParse({ ...(edited as object), id: offer.id, page: offer.page, image: offer.image });
  return parsed.success ? { ...parsed.data, category: offer.category } : offer;
}

/** The offer an editor opens, by id. */
export const defaultOffer = (id: string): Offer | undefined => defaultOffers.find((offer) => offer.id === id);
