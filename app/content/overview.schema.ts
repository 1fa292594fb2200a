import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { bilingualSchema } from "./content-schemas";

export const featuredVenueSchema = z.object({
  /** A product id of spec section 2; the card links to /venues/{id}. */
  id: z.enum([
    "skyline-stage",
    "liberty-stage",
    "horizon-stage",
    "skyline-liberty-double",
    "skyline-liberty-horizon-triple",
    "skyline-floor",
  ]),
  /** The venue's name, the same in both languages. */
  name: z.string().min(3),
  kind: bilingualSchema(z.string().min(3)),
  summary: bilingualSchema(z.string().min(40)),
  facts: z
    .array(bilingualSchema(z.string().min(3)))
    .min(2)
    .max(3),
  image: artSlot("venue"),
});

export const pillarSchema = z.object({
  name: z.enum(["STAGE", "SPACE", "OFFICES"]),
  title: bilingualSchema(z.string().min(3)),
  description: bilingualSchema(z.string().min(60)),
  facts: z.array(bilingualSchema(z.string().min(3))).length(3),
  href: z.string().startsWith("/venues"),
  image: artSlot("venue"),
});

export type FeaturedVenue = z.infer<typeof featuredVenueSchema>;
export type Pillar = z.infer<typeof pillarSchema>;
