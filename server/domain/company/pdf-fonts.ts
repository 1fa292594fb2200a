import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontverter from "fontverter";

// Inter, the site's typeface, for the PDFs pdfkit writes (the handbook's documents in app/lib/pdf.server.ts,
// an event enquiry's offer in server/domain/enquiries/offer-pdf.ts): static fonts with the whole character
// set (the npm package inter-ui, OFL; the site's own files in app/fonts/ are a variable subset for the
// browser). pdfkit cannot subset WOFF2, so each weight is unpacked to TrueType once per process (fontverter, 0.2 s).

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

export function interFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  const truetype = async (weight: "Regular" | "Bold") =>
    fontverter.convert(await readFile(require.resolve(`inter-ui/web/Inter-${weight}.woff2`)), "truetype");
  // One after the other: wawoff2 answers with a view into its WebAssembly memory, which fontverter copies
  // only after an await; a second decompression in between can move or reuse that memory, and the first
  // font came out as garbage ('Unknown font format' in a fresh clone's CI).
  fonts ??= (async () => {
    const regular = await truetype("Regular");
    const bold = await truetype("Bold");
    return { regular, bold };
  })();
  return fonts;
}
