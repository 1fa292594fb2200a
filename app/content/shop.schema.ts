import { z } from "zod";
import type { InLocale } from "../../server/domain/company/locale";
import { artSlot } from "./art-slot.schema";
import { textOfAtLeast, textSchema } from "./content-schemas";
import { venueCategoryIds } from "./venue-category-ids";

// Venue category of spec section 3: id, title, subtitle, price text, image, hoverImage, features,
// description, href; plus what its own page at href tells a planner. Every text in both languages
// (docs/decisions/0696); the href is the English address.
export const venueCategorySchema = z.object({
  id: z.enum(venueCategoryIds),
  title: textOfAtLeast(3),
  subtitle: textOfAtLeast(3),
  price: z.object({
    en: z.string().regex(/^From €[\d,]+\/(day|event)$/),
    de: z.string().regex(/^ab [\d.]+\u00a0€\/(Tag|Veranstaltung)$/),
  }),
  image: artSlot("shop"),
  hoverImage: artSlot("shop"),
  features: z.array(textOfAtLeast(3)).min(3),
  description: textOfAtLeast(60),
  href: z.string().regex(/^\/shop\/venue\/[a-z-]+$/),
  longDescription: textOfAtLeast(120),
  facts: z.array(z.object({ label: textSchema, value: textSchema })).min(3),
  includes: z.array(textOfAtLeast(3)).min(4),
  idealFor: z.array(textOfAtLeast(3)).min(3),
  priceDetails: textOfAtLeast(40),
});

/** A venue category as the content module holds it: each text in both languages. */
export type VenueCategoryContent = z.infer<typeof venueCategorySchema>;
/** A venue category in the page's language, as the cards and pages show it. */
export type VenueCategory = InLocale<VenueCategoryContent>;

export const shopSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: textOfAtLeast(3),
  description: textOfAtLeast(40),
  href: z.string().startsWith("/"),
  linkLabel: textOfAtLeast(3),
  image: artSlot("shop"),
});

export type ShopSection = z.infer<typeof shopSectionSchema>;
