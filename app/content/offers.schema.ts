import { z } from "zod";
import { artSlot } from "./art-slot.schema";

// The offer card of spec section 3. Features follow the layout rule: [0] headline, [1] schedule
// line, [2..6] 'Includes', [7..] 'Benefit'. Prices are net euro amounts; discount is a percent string.
const offerCategories = ["conference-events", "meetings-workshops", "broadcast-streaming"] as const;
export type OfferCategory = (typeof offerCategories)[number];

export const offerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  page: z.enum(["exclusive", "private"]),
  category: z.enum(offerCategories),
  title: z.string().min(3),
  subtitle: z.string().min(3),
  schedule: z.string().min(3),
  description: z.string().min(40),
  features: z.array(z.string().min(3)).min(8),
  /** The list price in euro before any discount. */
  price: z.number().int().positive(),
  /** What the price covers, e.g. "per day, plus VAT". */
  priceNote: z.string().min(3),
  discount: z.string().regex(/^(0|[1-9]\d?)$/),
  buttonText: z.string().min(3),
  image: artSlot("offer"),
});

export type Offer = z.infer<typeof offerSchema>;

export const giftCardSchema = z.object({
  title: z.string(),
  lead: z.string(),
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  validYears: z.number().int().positive(),
  bonusThreshold: z.number().int().positive(),
  bonusPercent: z.number().int().positive(),
  points: z.array(z.string().min(10)).min(1),
  buttonText: z.string(),
  image: artSlot("offer"),
});

export type GiftCard = z.infer<typeof giftCardSchema>;
