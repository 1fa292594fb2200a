import { z } from "zod";
import { artSlot } from "./art-slot.schema";

// Testimonial of spec section 3: image, people (name, role), event label. 7 exist, all labelled
// 'Professional Testimonial'.
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  image: artSlot("portrait"),
  people: z.array(z.object({ name: z.string().min(3), role: z.string().min(3) })).min(1),
  company: z.string().min(2),
  event: z.literal("Professional Testimonial"),
  quote: z.string().min(80),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
