import { pdfColours, startPdf } from "../../server/domain/company/pdf-document";

// Text documents as PDF through pdfkit (package decks, terms, the double-floor brochure): A4, Inter
// embedded (every character the font has prints, not only WinAnsi), tagged for screen readers
// (Document > Sect > H1/H2/P/L, footers as artifacts), with title and language set. A title block,
// headings, paragraphs and bullet lists, wrapped and paginated with page numbers.

interface PdfSection {
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
  layout: "portrait" | "landscape";
  margin: { left: number; right: number; top: number; bottom: number };
  title: number;
  heading: number;
  body: number;
  /** Extra space between lines of body text. */
  lineGap: number;
  sectionPerPage: boolean;
}

const STYLES: Record<"document" | "deck", Style> = {
  document: {
    layout: "portrait",
    margin: { left: 62, right: 62, top: 72, bottom: 78 },
    title: 26,
    heading: 13.5,
    body: 10.5,
    lineGap: 2.5,
    sectionPerPage: false,
  },
  deck: {
    layout: "landscape",
    margin: { left: 72, right: 72, top: 72, bottom: 80 },
    title: 44,
    heading: 26,
    body: 14,
    lineGap: 4,
    sectionPerPage: true,
  },
};

const { ink: INK, muted: MUTED, accent: ACCENT, rule: RULE } = pdfColours;

/** The whole document as PDF bytes. */
export async function renderTextPdf(doc: PdfDocument): Promise<Buffer> {
  const style = STYLES[doc.format ?? "document"];
  const { pdf, finished } = await startPdf({
    lang: doc.language,
    layout: style.layout,
    margins: style.margin,
    info: { Title: doc.title, Subject: doc.subtitle, Author: doc.eyebrow },
  });
  const { margin } = style;
  const width = pdf.page.width - margin.left - margin.right;
  const bottom = () => pdf.page.height - margin.bottom;

  const document = pdf.struct("Document");
  pdf.addStructure(document);

  // Title block (a deck's cover sits lower on its own page).
  if (style.sectionPerPage) pdf.y += pdf.page.height * 0.22;
  pdf
    .font("bold")
    .fontSize(style.body * 0.85)
    .fillColor(ACCENT)
    .text(doc.eyebrow.toUpperCase(), margin.left, pdf.y, { width, characterSpacing: 0.6, structParent: document });
  pdf.moveDown(0.6);
  pdf
    .font("bold")
    .fontSize(style.title)
    .fillColor(INK)
    .text(doc.title, { width, structParent: document, structType: "H1" });
  pdf.moveDown(0.3);
  pdf
    .font("regular")
    .fontSize(style.body * 1.1)
    .fillColor(MUTED)
    .text(doc.subtitle, { width, lineGap: style.lineGap, structParent: document });
  pdf.moveDown(0.8);
  artifact("Layout", () => pdf.rect(margin.left, pdf.y, 56, 3).fill(ACCENT));
  pdf.y += 18;

  for (const section of doc.sections) {
    if (style.sectionPerPage) pdf.addPage();
    const sect = pdf.struct("Sect");
    document.add(sect);
    // Keep a heading together with at least two lines of its text.
    pdf.font("bold").fontSize(style.heading);
    const headingHeight = pdf.heightOfString(section.heading, { width });
    if (pdf.y + headingHeight + pdf.fontSize(style.body).currentLineHeight(true) * 3 > bottom()) pdf.addPage();
    if (!style.sectionPerPage) pdf.y += 14;
    pdf
      .font("bold")
      .fontSize(style.heading)
      .fillColor(INK)
      .text(section.heading, margin.left, pdf.y, { width, structParent: sect, structType: "H2" });
    pdf.y += style.sectionPerPage ? 16 : 4;
    pdf.font("regular").fontSize(style.body).fillColor(INK);
    for (const paragraph of section.paragraphs) {
      pdf.text(paragraph, margin.left, pdf.y, { width, lineGap: style.lineGap, structParent: sect });
      pdf.moveDown(0.45);
    }
    if (section.bullets?.length) {
      const list = pdf.struct("L");
      sect.add(list);
      pdf.list(section.bullets, margin.left + style.body * 0.4, pdf.y, {
        width: width - style.body * 0.4,
        lineGap: style.lineGap,
        bulletRadius: style.body * 0.17,
        textIndent: style.body * 1.2,
        structParent: list,
      });
      list.end();
      pdf.moveDown(0.45);
    }
    sect.end();
  }
  document.end();

  // Footer and page number on every page, outside the text flow (artifacts, not content).
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const footerY = pdf.page.height - margin.bottom + 36;
    const label = doc.language === "de" ? `Seite ${index + 1} von ${count}` : `Page ${index + 1} of ${count}`;
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    pdf.page.margins.bottom = 0;
    artifact("Pagination", () => {
      pdf.rect(margin.left, footerY - 8, width, 0.5).fill(RULE);
      pdf.font("regular").fontSize(8.5).fillColor(MUTED);
      pdf.text(doc.footer, margin.left, footerY, { width: width * 0.7, lineBreak: false });
      pdf.text(label, margin.left, footerY, { width, align: "right", lineBreak: false });
    });
    pdf.page.margins.bottom = margin.bottom;
  }
  pdf.end();
  return finished;

  function artifact(type: "Layout" | "Pagination", draw: () => void) {
    pdf.markContent("Artifact", { type });
    draw();
    pdf.endMarkedContent();
  }
}
