import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { textOf } from "./content-schemas";
import type { InLocale } from "../../server/domain/company/locale";

// Use-case card of spec section 3: id, name, description, three features, image; every text in
// English and German (docs/decisions/0696).
const useCaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: textOf(z.string().min(3)),
  description: textOf(z.string().min(60)),
  features: z.array(textOf(z.string().min(3))).length(3),
  image: artSlot("usecase"),
});

export const useCaseGroupSchema = z.object({
  /** The anchor of the group's section on /use-cases. */
  sectionId: z.enum(["conferences-events-section", "meetings-workshops-section", "broadcast-streaming-section"]),
  title: textOf(z.string()),
  icon: z.enum(["stage", "workshop", "broadcast"]),
  lead: textOf(z.string().min(40)),
  cases: z.array(useCaseSchema).length(6),
});

/** A card as the content holds it, in both languages. */
export type UseCaseContent = z.infer<typeof useCaseSchema>;
export type UseCaseGroupContent = z.infer<typeof useCaseGroupSchema>;
/** A card in one language, as UseCaseCard shows it. */
export type UseCase = InLocale<UseCaseContent>;
