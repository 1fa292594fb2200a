import { z } from "zod";
import { artSlotSchema as artSlot } from "./content-schemas.ts";

// The shape of the webinar landing copy (app/content/webinar-landing.ts), checked by
// webinar-landing.test.ts: the browser gets the copy without the validator.

const textItem = z.object({ title: z.string().min(3), text: z.string().min(20) });

export const landingSchema = z.object({
  hero: z.object({
    eyebrow: z.string(),
    headline: z.string().min(10),
    lead: z.string().min(40),
    /** Facts that hold for every session; the page adds the shown session's date and seats. */
    facts: z.array(z.string()).min(1),
    image: artSlot,
    imageAlt: z.string().min(10),
  }),
  freeLabel: z.literal("100 % kostenfrei"),
  callToAction: z.literal("Jetzt kostenfrei anmelden!"),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).length(3),
  learningPoints: z.array(textItem).min(3),
  /** Minutes from the start: the page shows them as clock times of the session shown. */
  agenda: z.array(textItem.extend({ offsetMinutes: z.number().int().min(0).max(480) })).length(5),
  audience: z.array(textItem).min(3),
  testimonials: z
    .array(
      z.object({ quote: z.string().min(40), name: z.string(), role: z.string(), event: z.string(), portrait: artSlot }),
    )
    .length(2),
  steps: z.array(textItem).length(3),
  host: z.object({
    name: z.string(),
    role: z.string(),
    bio: z.string(),
    facts: z.array(z.string()).min(2),
    portrait: artSlot,
  }),
  privacyNote: z.string().min(60),
});

export type WebinarLanding = z.infer<typeof landingSchema>;
