import { site } from "../../../server/domain/company/site";
import { renderTextPdf } from "~/lib/pdf.server";
import { deckDocuments } from "./packages.server";
import { termsEnglish, termsGerman } from "./payment.server";
import type { TextDocument } from "./schema";

// The handbook's downloadable files: the six package decks and the terms, each in English and German.
// Generated on the server from the gated content and kept in memory; never written to public/.

const documents: TextDocument[] = [...deckDocuments.en, ...deckDocuments.de, termsEnglish, termsGerman];

const footers = {
  en: `${site.legalName} | For booked clients of SPARK Frankfurt`,
  de: `${site.legalName} | Für gebuchte Kunden von SPARK Frankfurt`,
};

export const downloadFiles: string[] = documents.map((d) => d.file);

const cache = new Map<string, Promise<Buffer>>();

/** The PDF for a download file name, or undefined if there is no such file. */
export async function downloadPdf(file: string): Promise<Buffer | undefined> {
  const document = documents.find((d) => d.file === file);
  if (!document) return undefined;
  let pdf = cache.get(file);
  if (!pdf) {
    pdf = renderTextPdf({
      title: document.title,
      subtitle: document.subtitle,
      eyebrow: `${site.name} Frankfurt`,
      language: document.language,
      sections: document.sections,
      footer: footers[document.language],
      format: document.file.startsWith("spark-deck-") ? "deck" : "document",
    });
    cache.set(file, pdf);
    // A failed rendering is not kept: the next request tries again.
    pdf.catch(() => cache.delete(file));
  }
  return pdf;
}
