import { site } from "../../../server/domain/company/site";
import { renderTextPdf, type PdfDocument } from "~/lib/pdf.server";
import { deckDocuments } from "./packages.server";
import { termsEnglish, termsGerman } from "./payment.server";
import type { TextDocument } from "./schema";

// The handbook's downloadable files: the six package decks and the terms, each in English and German.
// Generated on the server from the gated content and kept in memory; never written to public/.

// Read on each call: the documents and their footers name the company, and an owner may publish new
// company details while the server runs.
function documents(): TextDocument[] {
  const decks = deckDocuments();
  return [...decks.en, ...decks.de, termsEnglish(), termsGerman()];
}

const footers = () => ({
  en: `${site.legalName} | For booked clients of SPARK Frankfurt`,
  de: `${site.legalName} | Für gebuchte Kunden von SPARK Frankfurt`,
});

/** The files offered: their names never change with the company details, so they are read once. */
export const downloadFiles: string[] = documents().map((d) => d.file);

/** Each file's PDF with what it was rendered from: new company details render it anew. */
const cache = new Map<string, { source: string; pdf: Promise<Buffer> }>();

/** The PDF for a download file name, or undefined if there is no such file. */
export async function downloadPdf(file: string): Promise<Buffer | undefined> {
  const document = documents().find((d) => d.file === file);
  if (!document) return undefined;
  const input: PdfDocument = {
    title: document.title,
    subtitle: document.subtitle,
    eyebrow: `${site.name} Frankfurt`,
    language: document.language,
    sections: document.sections,
    footer: footers()[document.language],
    format: document.file.startsWith("spark-deck-") ? "deck" : "document",
  };
  const source = JSON.stringify(input);
  let cached = cache.get(file);
  if (cached?.source !== source) {
    const pdf = renderTextPdf(input);
    cached = { source, pdf };
    cache.set(file, cached);
    // A failed rendering is not kept: the next request tries again.
    pdf.catch(() => {
      if (cache.get(file)?.pdf === pdf) cache.delete(file);
    });
  }
  return cached.pdf;
}
