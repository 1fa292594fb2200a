import { z } from "zod";
import type { Locale } from "../../server/domain/company/locale";
import { textOfAtLeast, textSchema } from "./content-schemas";

// Legal texts as data: sections of paragraphs, lists and tables, each text in both languages
// (docs/decisions/0696). Inline links are written [label](/path) or [label](mailto:address), with the
// English address (the page localizes it), and rendered by components/sections/LegalDocument.
const legalBlockSchema = z.union([
  textOfAtLeast(10),
  z.object({ list: z.array(textOfAtLeast(3)).min(1) }),
  z.object({
    table: z.object({
      caption: textSchema,
      head: z.array(textSchema).min(2),
      rows: z.array(z.array(textSchema)).min(1),
    }),
  }),
]);

export const legalDocumentSchema = z.object({
  title: textOfAtLeast(3),
  lead: textOfAtLeast(40),
  updated: textOfAtLeast(6),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: textOfAtLeast(3),
        blocks: z.array(legalBlockSchema).min(1),
      }),
    )
    .min(3),
});

export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Every [label](target) inside a document's text in one language, for the link check in its test. */
export function legalLinkTargets(document: LegalDocument, locale: Locale = "en"): string[] {
  const texts = document.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      "list" in block ? block.list : "table" in block ? block.table.rows.flat() : [block],
    ),
  );
  return texts.flatMap((text) => [...text[locale].matchAll(/\[[^\]]+\]\(([^)]+)\)/g)].map((match) => match[1]!));
}
