import { z } from "zod";

// Legal texts as data: sections of paragraphs, lists and tables. Inline links are written
// [label](/path) or [label](mailto:address) and rendered by components/sections/LegalDocument.
const legalBlockSchema = z.union([
  z.string().min(10),
  z.object({ list: z.array(z.string().min(3)).min(1) }),
  z.object({
    table: z.object({
      caption: z.string(),
      head: z.array(z.string()).min(2),
      rows: z.array(z.array(z.string())).min(1),
    }),
  }),
]);

export const legalDocumentSchema = z.object({
  title: z.string().min(3),
  lead: z.string().min(40),
  updated: z.string().min(6),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string().min(3),
        blocks: z.array(legalBlockSchema).min(1),
      }),
    )
    .min(3),
});

export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Every [label](target) inside a document's text, for the link check in its test. */
export function legalLinkTargets(document: LegalDocument): string[] {
  const texts = document.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      typeof block === "string" ? [block] : "list" in block ? block.list : block.table.rows.flat(),
    ),
  );
  return texts.flatMap((text) => [...text.matchAll(/\[[^\]]+\]\(([^)]+)\)/g)].map((match) => match[1]!));
}
