import { z } from "zod";
import { ART_SLOT_PATTERN, type ArtSlot } from "~/lib/art";

// The shapes of the gated content (event planners' handbook, development page). The content
// itself lives in *.server.ts modules beside this file and reaches the browser only as loader
// data of an unlocked page; client components import these types, never the content.

const text = z.string().trim().min(1);
const artSlot = z.custom<ArtSlot>((value) => typeof value === "string" && ART_SLOT_PATTERN.test(value), "art slot");
/** A link inside the site: a path or an anchor on the same page. */
const internalHref = z
  .string()
  .regex(/^(\/[a-z0-9/-]*)?(#[a-z0-9-]+)?$/)
  .min(1);

const heroSchema = z.object({
  eyebrow: text,
  title: text,
  lead: text,
  image: artSlot.optional(),
  imageAlt: z.string().optional(),
});

const linkSchema = z.object({ label: text, href: internalHref });

const proseSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  paragraphs: z.array(text),
  bullets: z.array(text).optional(),
  links: z.array(linkSchema).optional(),
});

const cardSchema = z.object({
  title: text,
  text: text,
  /** A short line above the title: a time, a figure, a role. */
  meta: text.optional(),
  items: z.array(text).optional(),
  image: artSlot.optional(),
  imageAlt: z.string().optional(),
  href: internalHref.optional(),
});

const cardSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  cards: z.array(cardSchema).min(1),
});

const factSchema = z.object({ label: text, value: text, note: text.optional() });

const factSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  facts: z.array(factSchema).min(1),
  footnote: text.optional(),
});

const stepSchema = z.object({ when: text, title: text, text: text });

const stepSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  steps: z.array(stepSchema).min(1),
});

const tableSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  caption: text,
  columns: z.array(text).min(2),
  rows: z.array(z.array(text)).min(1),
  footnote: text.optional(),
});

const downloadSchema = z.object({
  /** The file name served by /event-planners/downloads/:file. */
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  label: text,
  description: text,
  language: z.enum(["en", "de"]),
});

const downloadSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  lead: text.optional(),
  downloads: z.array(downloadSchema).min(1),
});

const faqGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  items: z.array(z.object({ question: text, answer: text, link: linkSchema.optional() })).min(1),
});

const videoSchema = z.object({
  src: z.url().startsWith("https://player.vimeo.com/"),
  title: text,
  provider: text,
  poster: artSlot,
});

const personSchema = z.object({ name: text, role: text, text: text, image: artSlot });

/** A text document offered as a PDF download (a package deck, the terms). */
export const documentSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  title: text,
  subtitle: text,
  language: z.enum(["en", "de"]),
  sections: z
    .array(z.object({ heading: text, paragraphs: z.array(text).min(1), bullets: z.array(text).optional() }))
    .min(2),
});

export type Hero = z.infer<typeof heroSchema>;
export type ProseSection = z.infer<typeof proseSectionSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CardSection = z.infer<typeof cardSectionSchema>;
export type FactSection = z.infer<typeof factSectionSchema>;
export type StepSection = z.infer<typeof stepSectionSchema>;
export type TableSection = z.infer<typeof tableSectionSchema>;
export type Download = z.infer<typeof downloadSchema>;
export type DownloadSection = z.infer<typeof downloadSectionSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export type Person = z.infer<typeof personSchema>;
export type TextDocument = z.infer<typeof documentSchema>;

// ---- The event planners' handbook --------------------------------------------------------------

export const handbookNavSchema = z.object({
  label: text,
  links: z.array(linkSchema).length(8),
});

export const handbookIndexSchema = z.object({
  hero: heroSchema,
  video: videoSchema.extend({ heading: text, lead: text }),
  whatsNext: cardSectionSchema,
  moreTopics: z.object({ heading: text, links: z.array(linkSchema).length(5) }),
  aboutLocation: proseSectionSchema,
  team: z.object({ id: z.literal("the-team"), heading: text, lead: text, people: z.array(personSchema).min(3) }),
  generalTerms: proseSectionSchema,
  venues: cardSectionSchema,
  furniture: proseSectionSchema.extend({ setups: z.array(z.object({ name: text, text: text })).min(4) }),
  faq: z.object({ id: z.literal("faq"), heading: text, lead: text, groups: z.array(faqGroupSchema).length(4) }),
});

export const supportPageSchema = z.object({
  hero: heroSchema,
  journey: stepSectionSchema,
  services: cardSectionSchema,
  eventDay: proseSectionSchema,
  contact: proseSectionSchema,
});

export const packagesPageSchema = z.object({
  hero: heroSchema,
  decks: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    items: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z-]+$/),
          title: text,
          summary: text,
          highlights: z.array(text).min(3),
          image: artSlot,
          download: downloadSchema,
        }),
      )
      .length(6),
  }),
  howToBook: proseSectionSchema,
});

export const paymentPageSchema = z.object({
  hero: heroSchema,
  schedule: factSectionSchema,
  methods: factSectionSchema,
  cancellation: factSectionSchema,
  overtime: factSectionSchema,
  terms: downloadSectionSchema,
});

export const deadlinesPageSchema = z.object({
  hero: heroSchema,
  timeline: stepSectionSchema,
  rushCharges: tableSectionSchema,
  participants: factSectionSchema,
  techFiles: proseSectionSchema,
});

export const eventTypesPageSchema = z.object({
  hero: heroSchema,
  types: cardSectionSchema.extend({ cards: z.array(cardSchema).length(14) }),
  clients: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    clients: z.array(z.object({ name: text, sector: text })).length(24),
  }),
});

export const cateringPageSchema = z.object({
  hero: heroSchema,
  mealTypes: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    meals: z.array(z.object({ title: text, description: text, duration: text.optional(), image: artSlot })).min(4),
  }),
  packages: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    tiers: z.array(z.object({ name: text, lead: text, items: z.array(text).min(3) })).min(3),
  }),
  drinks: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    tiers: z
      .array(z.object({ name: z.enum(["Standard", "Premium", "Signature"]), lead: text, items: z.array(text).min(3) }))
      .length(3),
  }),
  ordering: proseSectionSchema,
});

export const signagePageSchema = z.object({
  hero: heroSchema,
  screens: cardSectionSchema,
  specifications: tableSectionSchema,
  delivery: stepSectionSchema,
  defaults: proseSectionSchema,
});

// ---- The development page ----------------------------------------------------------------------

export const developmentPageSchema = z.object({
  hero: heroSchema,
  masterplan: z.object({ buttonLabel: text, dialogTitle: text, dialogDescription: text, video: videoSchema }),
  intro: proseSectionSchema,
  figures: factSectionSchema,
  experientialDesign: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    slides: z.array(z.object({ image: artSlot, alt: text, caption: text })).length(7),
  }),
  storytelling: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    slides: z.array(z.object({ image: artSlot, alt: text, caption: text })).length(8),
  }),
  floorPlans: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    buttonLabel: text,
    dialogTitle: text,
    plans: z.array(z.object({ image: artSlot, alt: text, caption: text })).length(4),
  }),
  phases: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    phases: z
      .array(
        z.object({
          number: z.string().regex(/^0[1-6]$/),
          title: text,
          headerText: text,
          description: text,
          tools: z.array(text).min(2),
          output: text,
        }),
      )
      .length(6),
  }),
  products: cardSectionSchema.extend({ cards: z.array(cardSchema).length(8) }),
  requirements: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    cards: z.array(z.object({ title: text, items: z.array(text).min(3) })).length(2),
  }),
  whyLandlords: cardSectionSchema,
  proposal: z.object({
    id: z.string(),
    heading: text,
    lead: text,
    contact: z.object({ name: text, role: text, email: z.email() }),
    buttonLabel: text,
    mailto: z.string().startsWith("mailto:"),
    checklist: z.array(text).min(3),
  }),
});

export type HandbookNav = z.infer<typeof handbookNavSchema>;
export type HandbookIndex = z.infer<typeof handbookIndexSchema>;
export type SupportPage = z.infer<typeof supportPageSchema>;
export type PackagesPage = z.infer<typeof packagesPageSchema>;
export type PaymentPage = z.infer<typeof paymentPageSchema>;
export type DeadlinesPage = z.infer<typeof deadlinesPageSchema>;
export type EventTypesPage = z.infer<typeof eventTypesPageSchema>;
export type CateringPage = z.infer<typeof cateringPageSchema>;
export type SignagePage = z.infer<typeof signagePageSchema>;
export type DevelopmentPage = z.infer<typeof developmentPageSchema>;
