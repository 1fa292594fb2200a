// A small, dependency-free writer for text documents as PDF (A4, Helvetica, WinAnsi encoding so
// German umlauts and the euro sign print). Enough for package decks and terms: a title block,
// headings, paragraphs and bullet lists, wrapped to the page and paginated with page numbers.

export interface PdfSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PdfDocument {
  title: string;
  subtitle: string;
  /** A short line above the title, e.g. the company name. */
  eyebrow: string;
  language: "en" | "de";
  sections: PdfSection[];
  /** Printed at the foot of every page, left of the page number. */
  footer: string;
  /** "document": portrait A4, sections run on. "deck": landscape A4, a cover and one section per slide. */
  format?: "document" | "deck";
}

interface Style {
  width: number;
  height: number;
  margin: { left: number; right: number; top: number; bottom: number };
  title: number;
  heading: number;
  body: number;
  leading: number;
  sectionPerPage: boolean;
}

const STYLES: Record<"document" | "deck", Style> = {
  document: {
    width: 595.28,
    height: 841.89,
    margin: { left: 62, right: 62, top: 72, bottom: 78 },
    title: 26,
    heading: 13.5,
    body: 10.5,
    leading: 15,
    sectionPerPage: false,
  },
  deck: {
    width: 841.89,
    height: 595.28,
    margin: { left: 72, right: 72, top: 72, bottom: 80 },
    title: 44,
    heading: 26,
    body: 14,
    leading: 21,
    sectionPerPage: true,
  },
};

const INK = "0.11 0.12 0.15";
const MUTED = "0.36 0.38 0.43";
const ACCENT = "1 0.478 0.18";

// Advance widths (1/1000 em) of the standard Helvetica fonts for ASCII 32-126 (Adobe AFM).
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/** Unicode characters outside Latin-1 that WinAnsiEncoding has, with their byte. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
  Š: 0x8a,
  š: 0x9a,
  Œ: 0x8c,
  œ: 0x9c,
  Ž: 0x8e,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const EXTRA_WIDTHS: Record<string, number> = {
  "€": 556,
  "‚": 222,
  "„": 333,
  "…": 1000,
  "‘": 222,
  "’": 222,
  "“": 333,
  "”": 333,
  "•": 350,
  "–": 556,
  "—": 1000,
  "™": 1000,
  "×": 584,
  ß: 611,
  "·": 278,
  "°": 400,
  "§": 556,
  "«": 556,
  "»": 556,
};

function winAnsiByte(char: string): number {
  const code = char.codePointAt(0)!;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 0x3f; // "?" for anything the standard fonts cannot print
}

function charWidth(char: string, bold: boolean): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  const code = char.codePointAt(0)!;
  if (code >= 32 && code <= 126) return table[code - 32]!;
  if (EXTRA_WIDTHS[char] !== undefined) return EXTRA_WIDTHS[char]!;
  const base = char.normalize("NFD")[0]!; // ä -> a, É -> E
  const baseCode = base.codePointAt(0)!;
  return baseCode >= 32 && baseCode <= 126 ? table[baseCode - 32]! : 556;
}

export function textWidth(text: string, size: number, bold = false): number {
  let total = 0;
  for (const char of text) total += charWidth(char, bold);
  return (total * size) / 1000;
}

/** Breaks text into lines no wider than `width` points, at spaces (long words are split). */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  // Split at ordinary spaces only: a no-break space (as in "80 %" in German) keeps its words together.
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string in WinAnsi bytes; everything outside printable ASCII as an octal escape. */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 32 && byte <= 126) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/** A PDF text string for the document information (UTF-16BE with byte order mark, as hex). */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

interface TextRun {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  color: string;
  text: string;
}

interface PageDraft {
  runs: TextRun[];
  rules: { x: number; y: number; width: number; height: number; color: string }[];
}

function layout(doc: PdfDocument, style: Style): PageDraft[] {
  const { margin } = style;
  const textWidthMax = style.width - margin.left - margin.right;
  const pages: PageDraft[] = [];
  let page: PageDraft = { runs: [], rules: [] };
  pages.push(page);
  let y = style.height - margin.top;

  const newPage = () => {
    page = { runs: [], rules: [] };
    pages.push(page);
    y = style.height - margin.top;
  };
  const ensure = (height: number) => {
    if (y - height < margin.bottom) newPage();
  };
  const write = (
    text: string,
    options: { size: number; bold?: boolean; color?: string; leading: number; indent?: number },
  ) => {
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, options.size, textWidthMax - indent, options.bold)) {
      ensure(options.leading);
      y -= options.leading;
      page.runs.push({
        x: margin.left + indent,
        y,
        size: options.size,
        bold: options.bold ?? false,
        color: options.color ?? INK,
        text: line,
      });
    }
  };

  // Title block (a deck's cover sits lower on its own page)
  if (style.sectionPerPage) y -= style.height * 0.22;
  write(doc.eyebrow.toUpperCase(), { size: style.body * 0.85, bold: true, color: ACCENT, leading: style.body * 1.2 });
  y -= 10;
  write(doc.title, { size: style.title, bold: true, leading: style.title * 1.15 });
  y -= 4;
  write(doc.subtitle, { size: style.body * 1.1, color: MUTED, leading: style.body * 1.5 });
  y -= 14;
  page.rules.push({ x: margin.left, y, width: 56, height: 3, color: ACCENT });
  y -= 18;

  const { body, leading } = style;
  const headingLeading = style.heading * 1.35;
  for (const section of doc.sections) {
    if (style.sectionPerPage) newPage();
    // Keep a heading together with at least two lines of its text.
    ensure(headingLeading + leading * 3);
    y -= style.sectionPerPage ? 0 : 14;
    write(section.heading, { size: style.heading, bold: true, leading: headingLeading });
    y -= style.sectionPerPage ? 16 : 4;
    for (const paragraph of section.paragraphs) {
      write(paragraph, { size: body, leading });
      y -= leading * 0.45;
    }
    for (const bullet of section.bullets ?? []) {
      const lines = wrapText(bullet, body, textWidthMax - body * 1.6);
      lines.forEach((line, index) => {
        ensure(leading);
        y -= leading;
        if (index === 0) page.runs.push({ x: margin.left + 2, y, size: body, bold: true, color: ACCENT, text: "•" });
        page.runs.push({ x: margin.left + body * 1.6, y, size: body, bold: false, color: INK, text: line });
      });
    }
    if (section.bullets?.length) y -= leading * 0.45;
  }

  const total = pages.length;
  pages.forEach((draft, index) => {
    const label = doc.language === "de" ? `Seite ${index + 1} von ${total}` : `Page ${index + 1} of ${total}`;
    const footerY = margin.bottom - 36;
    draft.rules.push({ x: margin.left, y: footerY + 14, width: textWidthMax, height: 0.5, color: "0.8 0.81 0.84" });
    draft.runs.push({ x: margin.left, y: footerY, size: 8.5, bold: false, color: MUTED, text: doc.footer });
    draft.runs.push({
      x: style.width - margin.right - textWidth(label, 8.5),
      y: footerY,
      size: 8.5,
      bold: false,
      color: MUTED,
      text: label,
    });
  });
  return pages;
}

function contentStream(page: PageDraft): string {
  const ops: string[] = [];
  for (const rule of page.rules)
    ops.push(
      `${rule.color} rg ${rule.x.toFixed(2)} ${rule.y.toFixed(2)} ${rule.width.toFixed(2)} ${rule.height.toFixed(2)} re f`,
    );
  for (const run of page.runs) {
    ops.push(
      `BT /${run.bold ? "F2" : "F1"} ${run.size} Tf ${run.color} rg ${run.x.toFixed(2)} ${run.y.toFixed(2)} Td ${pdfString(run.text)} Tj ET`,
    );
  }
  return ops.join("\n");
}

/** The whole document as PDF 1.4 bytes. Deterministic: the same input gives the same file. */
export function renderTextPdf(doc: PdfDocument): Buffer {
  const style = STYLES[doc.format ?? "document"];
  const pages = layout(doc, style);
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length; // object number
  };

  const catalog = add(""); // filled in once the page tree's number is known
  const pageTree = add("");
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(
    `<< /Title ${pdfTextString(doc.title)} /Subject ${pdfTextString(doc.subtitle)} /Author ${pdfTextString(doc.eyebrow)} /Producer (SPARK website) >>`,
  );
  const pageNumbers: number[] = [];
  for (const draft of pages) {
    const stream = contentStream(draft);
    const content = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    pageNumbers.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${style.width} ${style.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R /Lang ${pdfString(doc.language)} >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(" ")}] /Count ${pageNumbers.length} >>`;

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
