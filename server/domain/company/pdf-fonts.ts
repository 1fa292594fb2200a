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
  fonts ??= Promise.all([truetype("Regular"), truetype("Bold")]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
