// A small PDF writer (PDF 1.4, the 14 standard fonts only, no dependencies) for documents built
// from content at build time, such as the double-floor brochure. Coordinates are in points with
// the origin at the top left of an A4 page; text is encoded in WinAnsi (Latin-1 plus € – • …).

export type Rgb = [number, number, number];

export const A4 = { width: 595.28, height: 841.89 } as const;

const winAnsiExtras: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "™": 0x99,
};

/** Text as a PDF literal string body: WinAnsi bytes (as char codes 0-255), with \ ( ) escaped. */
export function encodePdfText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let byte: number;
    if (code >= 0x20 && code <= 0x7e) byte = code;
    else if (code >= 0xa0 && code <= 0xff) byte = code;
    else byte = winAnsiExtras[char] ?? 0x3f; // '?' for anything WinAnsi cannot show
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += "\\";
    out += String.fromCharCode(byte);
  }
  return out;
}

/** Approximate Helvetica advance widths (per 1000 em), close enough for line wrapping. */
function charWidth(char: string, bold: boolean): number {
  if (" ".includes(char)) return 278;
  if ("il.,:;'|!".includes(char)) return bold ? 278 : 222;
  if ("fjtIr()[]-".includes(char)) return 333;
  if ("mw".includes(char)) return bold ? 889 : 833;
  if ("MW".includes(char)) return 944;
  if (/[A-Z]/.test(char)) return 722;
  if (/[0-9€]/.test(char)) return 556;
  return bold ? 611 : 556;
}

export function textWidth(text: string, size: number, bold = false): number {
  let width = 0;
  for (const char of text) width += charWidth(char, bold);
  return (width / 1000) * size;
}

/** Splits text into lines no wider than maxWidth. */
export function wrapText(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();
const color = (rgb: Rgb) => rgb.map((c) => num(c / 255)).join(" ");

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Rgb;
}

export class PdfPage {
  readonly ops: string[] = [];

  rect(x: number, y: number, width: number, height: number, fill: Rgb): this {
    this.ops.push(`${color(fill)} rg ${num(x)} ${num(A4.height - y - height)} ${num(width)} ${num(height)} re f`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width = 0.5): this {
    this.ops.push(`${color(stroke)} RG ${num(width)} w ${num(x1)} ${num(A4.height - y1)} m ${num(x2)} ${num(A4.height - y2)} l S`);
    return this;
  }

  /** One line of text; y is the baseline. */
  text(text: string, x: number, y: number, { size = 10, bold = false, color: fill = [0, 0, 0] }: TextOptions = {}): this {
    this.ops.push(`BT /${bold ? "F2" : "F1"} ${num(size)} Tf ${color(fill)} rg ${num(x)} ${num(A4.height - y)} Td (${encodePdfText(text)}) Tj ET`);
    return this;
  }

  /** Wrapped text from the baseline y; returns the baseline after the last line. */
  paragraph(text: string, x: number, y: number, maxWidth: number, options: TextOptions & { leading?: number } = {}): number {
    const size = options.size ?? 10;
    const leading = options.leading ?? size * 1.4;
    let baseline = y;
    for (const line of wrapText(text, maxWidth, size, options.bold)) {
      this.text(line, x, baseline, options);
      baseline += leading;
    }
    return baseline;
  }
}

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
}

/** Writes the document: catalog, pages, two Helvetica fonts, one content stream per page, xref. */
export function renderPdf(pages: PdfPage[], info: PdfInfo): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  const pageIds = pages.map((_, index) => 5 + index * 2);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  for (const [index, page] of pages.entries()) {
    const stream = page.ops.join("\n");
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`);
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  const infoEntries = [`/Title (${encodePdfText(info.title)})`, `/Author (${encodePdfText(info.author)})`, `/Producer (SPARK site build)`];
  if (info.subject) infoEntries.push(`/Subject (${encodePdfText(info.subject)})`);
  add(`<< ${infoEntries.join(" ")} >>`);

  // Every character is one byte (char codes 0-255), so string lengths are byte offsets.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
