import { publishedData, publishedOfKind } from "../../server/domain/content/published";
import { referenceKind, referencesInOrder, shownReferences } from "./references-in-force";
import type { TestimonialContent } from "./testimonials.schema";

// The references /references shows (issue 45): each as published from the back office, from this
// process's snapshot of the published content (server/domain/content/published.ts), never a query per view.

const idOf = (key: string) => key.slice(referenceKind.length + 1);

/** The testimonials as published, in the carousel's order; `preview` shows one reference's draft in its place. */
export function referencesInForce(preview?: { key: string; data: unknown }): TestimonialContent[] {
  const keys = publishedOfKind(referenceKind).map(([key]) => key);
  if (preview?.key.startsWith(`${referenceKind}:`)) keys.push(preview.key);
  const dataOf = (key: string) => (preview?.key === key ? preview.data : publishedData(key));
  return shownReferences(referencesInOrder(keys.map(idOf), dataOf));
}
