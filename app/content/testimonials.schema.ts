import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { textOf } from "./content-schemas";
import type { InLocale } from "../../server/domain/company/locale";

// Testimonial of spec section 3: image, people (name, role), event label. 7 exist, all labelled
// 'Professional Testimonial'. Roles, the label and the quote exist in English and German
// (docs/decisions/0696); names and companies are the same in both.
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  image: artSlot("portrait"),
  people: z.array(z.object({ name: z.string().min(3), role: textOf(z.string().min(3)) })).min(1),
  company: z.string().min(2),
  event: z.object({ en: z.literal("Professional Testimonial"), de: z.string().min(3) }),
  quote: textOf(z.string().min(80)),
});

/** A testimonial as the content module holds it, in both languages. */
export type TestimonialContent = z.infer<typeof testimonialSchema>;
/** A testimonial in one language, as the carousel shows it. */
export type Testimonial = InLocale<TestimonialContent>;
