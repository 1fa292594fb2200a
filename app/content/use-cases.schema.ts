import { z } from "zod";
import { artSlot } from "./art-slot.schema";

// Use-case card of spec section 3: id, name, description, three features, image.
const useCaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  description: z.string().min(60),
  features: z.array(z.string().min(3)).length(3),
  image: artSlot("usecase"),
});

export const useCaseGroupSchema = z.object({
  /** The anchor of the group's section on /use-cases. */
  sectionId: z.enum(["conferences-events-section", "meetings-workshops-section", "broadcast-streaming-section"]),
  title: z.string(),
  icon: z.enum(["stage", "workshop", "broadcast"]),
  lead: z.string().min(40),
  cases: z.array(useCaseSchema).length(6),
});

export type UseCase = z.infer<typeof useCaseSchema>;
export type UseCaseGroup = z.infer<typeof useCaseGroupSchema>;
