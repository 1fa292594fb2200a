import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { venueCategoryIds } from "./venue-category-ids";

// Venue category of spec section 3: id, title, subtitle, price text, image, hoverImage, features,
// description, href; plus what its own page at href tells a planner.
export const venueCategorySchema = z.object({
  id: z.enum(venueCategoryIds),
  title: z.string().min(3),
  subtitle: z.string().min(3),
  price: z.string().regex(/^From €[\d,]+\/(day|event)$/),
  image: artSlot("shop"),
  hoverImage: artSlot("shop"),
  features: z.array(z.string().min(3)).min(3),
  description: z.string().min(60),
  href: z.string().regex(/^\/shop\/venue\/[a-z-]+$/),
  longDescription: z.string().min(120),
  facts: z.array(z.object({ label: z.string(), value: z.string() })).min(3),
  includes: z.array(z.string().min(3)).min(4),
  idealFor: z.array(z.string().min(3)).min(3),
  priceDetails: z.string().min(40),
});

export type VenueCategory = z.infer<typeof venueCategorySchema>;

export const shopSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  description: z.string().min(40),
  href: z.string().startsWith("/"),
  linkLabel: z.string().min(3),
  image: artSlot("shop"),
});

export type ShopSection = z.infer<typeof shopSectionSchema>;
