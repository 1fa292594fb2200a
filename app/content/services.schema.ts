import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { textOf } from "./content-schemas";

// Service of spec section 3: id, title, description, image, icon, features (title, description),
// longDescription, cta (title, description, buttonText); every text in English and German.
export const serviceSchema = z.object({
  id: z.enum(["venue-as-a-service", "full-service-experience", "technology-solutions", "creative-content"]),
  title: textOf(z.string().min(3)),
  description: textOf(z.string().min(40)),
  image: artSlot("service"),
  icon: z.enum(["venue", "concierge", "technology", "creative"]),
  features: z.array(z.object({ title: textOf(z.string().min(3)), description: textOf(z.string().min(30)) })).length(4),
  longDescription: textOf(z.string().min(120)),
  cta: z.object({
    title: textOf(z.string().min(3)),
    description: textOf(z.string().min(30)),
    buttonText: textOf(z.string().min(3)),
  }),
});

export type Service = z.infer<typeof serviceSchema>;
