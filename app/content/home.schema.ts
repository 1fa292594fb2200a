import { z } from "zod";
import { ART_SLOT_PATTERN, type ArtSlot } from "~/lib/art";

// The shape of the home page's content (app/content/home.ts), checked by home.test.ts. What a visitor
// reads is a `text`, in English and German (docs/decisions/0696); names, ids, addresses and
// durations are one `line` for both languages.

const slot = z.custom<ArtSlot>(
  (value) => typeof value === "string" && ART_SLOT_PATTERN.test(value),
  "an art slot: theme/id in kebab-case",
);
const line = z.string().trim().min(1);
const text = z.object({ en: line, de: line });
const internalHref = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/);
const externalHref = z.url().startsWith("https://");
const id = z.string().regex(/^[a-z0-9-]+$/);

const sectionIntro = { eyebrow: text, title: text, lead: text };

/** A looping video in both encodings the hero offers. */
const loopFiles = z.object({
  webm: z.string().regex(/^\/media\/.+\.webm$/),
  mp4: z.string().regex(/^\/media\/.+\.mp4$/),
});

export const homeContentSchema = z.object({
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    still: slot,
    stillAlt: text,
    video: loopFiles.extend({ portrait: loopFiles.optional() }),
    stats: z
      .array(z.object({ value: text, label: text }))
      .min(2)
      .max(4),
  }),
  film: z.object({ title: text, description: text, provider: line, src: externalHref, poster: slot, duration: line }),
  useCases: z.object({
    ...sectionIntro,
    slides: z
      .array(
        z.object({ id, name: text, title: text, description: text, features: z.array(text).length(3), image: slot }),
      )
      .min(2),
  }),
  venues: z.object({
    ...sectionIntro,
    slides: z
      .array(
        z.object({
          id,
          name: line,
          tagline: text,
          description: text,
          facts: z.array(z.object({ label: text, value: text })).length(3),
          href: internalHref,
          image: slot,
        }),
      )
      .min(2),
  }),
  experience: z.object({
    ...sectionIntro,
    videos: z
      .array(
        z.object({
          id,
          title: text,
          description: text,
          thumbnail: slot,
          duration: z.string().regex(/^\d+:\d{2}$/),
          category: text,
          linkedinUrl: externalHref,
          vimeoUrl: externalHref.optional(),
        }),
      )
      .min(3),
  }),
  services: z.object({
    ...sectionIntro,
    slides: z
      .array(z.object({ id, title: text, description: text, highlights: z.array(text).min(2).max(3), image: slot }))
      .min(2),
  }),
  industries: z.object({
    ...sectionIntro,
    tabs: z
      .array(
        z.object({
          id,
          name: text,
          headline: text,
          description: text,
          formats: z.array(text).length(3),
          clients: z.array(line).min(2),
        }),
      )
      .length(5),
  }),
  closing: z.object({ title: text, lead: text, image: slot }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
