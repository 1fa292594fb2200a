import { z } from "zod";
import { artSlotSchema as artSlot } from "./content-schemas.ts";

// The shape of the webinar landing copy (app/content/webinar-landing.ts), checked by
// webinar-landing.test.ts: the browser gets the copy without the validator. Every visible text is
// `{ en, de }` (issue 44): the spec's German and its English twin, each at least `min` characters.

const text = (min = 1) => z.object({ en: z.string().min(min), de: z.string().min(min) });

const textItem = z.object({ title: text(3), text: text(20) });

export const landingSchema = z.object({
  hero: z.object({
    eyebrow: text(),
    headline: text(10),
    lead: text(40),
    /** Facts that hold for every session; the page adds the shown session's date and seats. */
    facts: z.array(text()).min(1),
    image: artSlot,
    imageAlt: text(10),
  }),
  freeLabel: z.object({ en: z.string().min(3), de: z.literal("100 % kostenfrei") }),
  callToAction: z.object({ en: z.string().min(3), de: z.literal("Jetzt kostenfrei anmelden!") }),
  stats: z.array(z.object({ value: text(), label: text() })).length(3),
  learningPoints: z.array(textItem).min(3),
  /** Minutes from the start: the page shows them as clock times of the session shown. */
  agenda: z.array(textItem.extend({ offsetMinutes: z.number().int().min(0).max(480) })).length(5),
  audience: z.array(textItem).min(3),
  testimonials: z
    .array(z.object({ quote: text(40), name: z.string().min(1), role: text(), event: text(), portrait: artSlot }))
    .length(2),
  steps: z.array(textItem).length(3),
  host: z.object({
    name: z.string(),
    role: text(),
    bio: text(),
    facts: z.array(text()).min(2),
    portrait: artSlot,
  }),
  privacyNote: text(60),
});

export type WebinarLanding = z.infer<typeof landingSchema>;
