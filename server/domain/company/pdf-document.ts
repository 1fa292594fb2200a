import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import PDFDocument from "pdfkit";

// How the site's PDFs start (the handbook's documents in app/lib/pdf.server.ts, an event enquiry's offer in
// server/domain/enquiries/offer-pdf.ts): A4, tagged, in Inter, the site's typeface: static fonts with the whole character
// set (the npm package inter-ui, OFL; the site's own files in app/fonts/ are a variable subset for the
// browser). pdfkit cannot subset WOFF2, so each weight is unpacked to TrueType once per process (fontverter, 0.2 s).

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function interFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
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

/** The colours of the site's PDFs (on white paper). */
export const pdfColours = { ink: "#1c1f26", muted: "#5c616e", accent: "#ff7a2e", rule: "#cccfd6" } as const;

const LANG = { en: "en-GB", de: "de-DE" } as const;

/**
 * A new A4 document as the site writes them: Inter as its only fonts ('regular', 'bold'), tagged for
 * screen readers, with its language, title and author; `finished` holds its bytes once `pdf.end()` is
 * called.
 */
export async function startPdf(options: {
  lang: keyof typeof LANG;
  margins: { top: number; bottom: number; left: number; right: number };
  layout?: "portrait" | "landscape";
  info: { Title: string; Subject?: string; Author: string };
}): Promise<{ pdf: PDFKit.PDFDocument; finished: Promise<Buffer> }> {
  const fonts = await interFonts();
  const pdf = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margins: options.margins,
    // The default font, so that pdfkit loads no standard font besides Inter (a buffer works like a path;
    // the type says string only).
    font: fonts.regular as unknown as string,
    pdfVersion: "1.7",
    tagged: true,
    lang: LANG[options.lang],
    displayTitle: true,
    bufferPages: true,
    info: options.info,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", fonts.regular);
  pdf.registerFont("bold", fonts.bold);
  return { pdf, finished };
}
