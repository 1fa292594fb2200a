import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a PDF reader finds in a PDF: its text per page (as pdf.js extracts it), metadata and tag tree. */
interface PdfReading {
  pages: string[];
  text: string;
  title: string | undefined;
  language: string | undefined;
  /** The structure element types of the first page's tag tree, depth first (empty when untagged). */
  tags: string[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const loading = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    let tags: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .replace(/[ \t]+\n/g, "\n"),
      );
      if (number === 1) tags = roles(await page.getStructTree());
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { pages, text: pages.join("\n"), title: info.Title, language: info.Language, tags };
  } finally {
    await loading.destroy();
  }
}

/** Struct tree nodes carry a role and children; marked-content leaves have neither. */
function roles(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  const { role, children } = node as { role?: string; children?: unknown[] };
  return [...(role && role !== "Root" ? [role] : []), ...(children ?? []).flatMap(roles)];
}
