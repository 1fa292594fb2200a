import { z } from "zod";
import { art } from "~/lib/art";
import { testimonials } from "./testimonials";
import { testimonialSchema, type TestimonialContent } from "./testimonials.schema";

// The references (the testimonials of /references) as the team edits them (issue 45, decision 1149):
// each testimonial of testimonials.ts, or the version published from the back office, checked by the
// schema the page uses; and the ones the team added, after them in the order they were added. Any of
// them can be hidden from the site (its history kept). What a built-in testimonial is (its id, its
// picture, its label) stays as built; its words are edited. The published versions themselves are read
// on the server only (references-in-force.server.ts).

/** The content kind of the references: `testimonial:meridian-capital`. */
export const referenceKind = "testimonial";

/** The content key of a reference. */
export const referenceKey = (id: string) => `${referenceKind}:${id}`;

/** A reference as stored: the page's testimonial, and whether the site hides it. */
const referenceSchema = testimonialSchema.extend({ hidden: z.boolean() });
export type Reference = z.infer<typeof referenceSchema>;

/**
 * A reference the team adds gets the id `added-<time>` (milliseconds in base 36, eight characters until
 * 2059): unique, and in the order they were added when sorted.
 */
const ADDED = /^added-[0-9a-z]{8}$/;
export const isAddedReference = (id: string) => ADDED.test(id);
export const newReferenceId = (now = Date.now()) => `added-${now.toString(36).padStart(8, "0")}`;

/** The picture of every reference the team adds, until a photo is placed on it. */
const addedPortrait = art("portrait/new-reference");

/**
 * What a reference is before it is edited: the built-in testimonial, shown; or, for one the team adds,
 * an empty one with the added picture and the usual label (it does not pass the schema until filled in).
 */
export function referenceBase(id: string): Reference | undefined {
  const builtIn = testimonials.find((testimonial) => testimonial.id === id);
  if (builtIn) return { ...builtIn, hidden: false };
  if (!isAddedReference(id)) return undefined;
  return {
    id,
    image: addedPortrait,
    people: [],
    company: "",
    event: testimonials[0]!.event,
    quote: { en: "", de: "" },
    hidden: false,
  };
}

/** A reference as edited: the base's fixed fields with the edited ones, if they pass the schema (else the base). */
export function referenceWith(base: Reference, edited: unknown): Reference {
  if (edited === undefined || edited === null) return base;
  const parsed = referenceSchema.safeParse({
    ...(edited as object),
    id: base.id,
    image: base.image,
    event: base.event,
  });
  return parsed.success ? parsed.data : base;
}

/** Whether a reference can be shown: a built-in one always, an added one once it passes the schema. */
const isComplete = (reference: Reference) => referenceSchema.safeParse(reference).success;

/**
 * Every reference in the carousel's order, each with its data (`dataOf` by content key): the built-in
 * ones as testimonials.ts has them, then the added ones in the order they were added (other ids skipped).
 */
export function referencesInOrder(ids: Iterable<string>, dataOf: (key: string) => unknown): Reference[] {
  const added = [...new Set(ids)].filter(isAddedReference).sort();
  return [...testimonials.map((testimonial) => testimonial.id), ...added].map((id) =>
    referenceWith(referenceBase(id)!, dataOf(referenceKey(id))),
  );
}

/** The testimonials the page shows: hidden ones and added ones not yet complete left out. */
export function shownReferences(references: Reference[]): TestimonialContent[] {
  return references
    .filter((reference) => !reference.hidden && isComplete(reference))
    .map(({ hidden: _hidden, ...testimonial }) => testimonial);
}
