import { describe, expect, it } from "vitest";
import { readPdf } from "../../tests/support/pdf-text";
import { renderTextPdf } from "./pdf.server";

const sample = {
  title: "Allgemeine Geschäftsbedingungen",
  subtitle: "Größe 12 € – Straße (mit Klammern) und ein Backslash \\",
  eyebrow: "SPARK Frankfurt",
  language: "de" as const,
  footer: "Fußzeile",
  sections: Array.from({ length: 12 }, (_, i) => ({
    heading: `${i + 1}. Abschnitt über Größe`,
    paragraphs: ["Rechnungen bis 5.000 EUR sind sofort fällig; Zuschläge von 30 % gelten. ".repeat(6)],
    bullets: ["Überweisung oder Kreditkarte – 3 % Aufschlag", "Preis: 100 €", "Łódź, Ærøskøbing, „Anführung“ … ™"],
  })),
};

describe("renderTextPdf", async () => {
  const bytes = await renderTextPdf(sample);
  const read = await readPdf(bytes);

  it("writes a PDF a reader opens", () => {
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(read.pages.length).toBeGreaterThan(1);
  });

  it("prints German and the euro sign as written, read back by a PDF reader", () => {
    expect(read.text).toContain("Größe 12 € – Straße (mit Klammern) und ein Backslash \\");
    expect(read.text).toContain("Allgemeine Geschäftsbedingungen");
    expect(read.text).toContain("Überweisung oder Kreditkarte – 3 % Aufschlag");
    expect(read.text).toContain("Preis: 100 €");
    expect(read.text).not.toContain("?");
  });

  it("prints characters outside WinAnsi too (the whole font, not a legacy encoding)", () => {
    expect(read.text).toContain("Łódź, Ærøskøbing, „Anführung“ … ™");
  });

  it("paginates long text and numbers every page", () => {
    const count = read.pages.length;
    read.pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${count}`);
      expect(page).toContain("Fußzeile");
    });
  });

  it("is tagged for assistive technology, with title and language", () => {
    expect(read.title).toBe("Allgemeine Geschäftsbedingungen");
    expect(read.language).toBe("de-DE");
    expect(read.tags).toEqual(expect.arrayContaining(["Document", "H1", "Sect", "H2", "P", "L", "LI", "LBody"]));
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/Type \/Catalog[^]*?\/MarkInfo \d+ 0 R[^]*?\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
  });

  it("lays out a deck in landscape, one section per page after the cover", async () => {
    const deck = await readPdf(await renderTextPdf({ ...sample, format: "deck", language: "en" }));
    expect(deck.pages.length).toBeGreaterThanOrEqual(sample.sections.length + 1);
    expect(deck.pages[1]).toContain("1. Abschnitt über Größe");
    expect(deck.pages[2]).toContain("2. Abschnitt über Größe");
    expect(deck.language).toBe("en-GB");
    expect(deck.pages.at(-1)).toContain(`Page ${deck.pages.length} of ${deck.pages.length}`);
  });
});
