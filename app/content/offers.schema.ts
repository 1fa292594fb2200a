import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { textOf } from "./content-schemas";
import type { InLocale } from "../../server/domain/company/locale";

// The offer card of spec section 3. Features follow the layout rule: [0] headline, [1] schedule
// line, [2..6] 'Includes', [7..] 'Benefit'. Prices are net euro amounts; discount is a percent string.
// Every text a visitor reads exists in English and German (docs/decisions/0696).
const offerCategories = ["conference-events", "meetings-workshops", "broadcast-streaming"] as const;
export type OfferCategory = (typeof offerCategories)[number];

export const offerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  page: z.enum(["exclusive", "private"]),
  category: z.enum(offerCategories),
  title: textOf(z.string().min(3)),
  subtitle: textOf(z.string().min(3)),
  schedule: textOf(z.string().min(3)),
  description: textOf(z.string().min(40)),
  features: z.array(textOf(z.string().min(3))).min(8),
  /** The list price in euro before any discount. */
  price: z.number().int().positive(),
  /** What the price covers, e.g. "per day, plus VAT". */
  priceNote: textOf(z.string().min(3)),
  discount: z.string().regex(/^(0|[1-9]\d?)$/),
  buttonText: textOf(z.string().min(3)),
  image: artSlot("offer"),
});

export type Offer = z.infer<typeof offerSchema>;
/** An offer in one language, as the offer card shows it. */
export type LocalOffer = InLocale<Offer>;

/** The gift card's terms: amounts in whole euro (0 or more, the minimum below the maximum), bonus percent 0-100. */
export const giftCardSchema = z
  .object({
    title: textOf(z.string().min(1)),
    lead: textOf(z.string().min(1)),
    minAmount: z.number().int().nonnegative(),
    maxAmount: z.number().int().nonnegative(),
    validYears: z.number().int().positive(),
    bonusThreshold: z.number().int().nonnegative(),
    bonusPercent: z.number().int().min(0).max(100),
    points: z.array(textOf(z.string().min(10))).min(1),
    buttonText: textOf(z.string().min(1)),
    image: artSlot("offer"),
  })
  .refine((card) => card.minAmount < card.maxAmount, {
    path: ["maxAmount"],
    message: "more than the minimum amount.",
  });

export type GiftCard = z.infer<typeof giftCardSchema>;
