import { describe, expect, it } from "vitest";
import { renderTextPdf, textWidth, wrapText } from "./pdf.server";

const sample = {
  title: "Allgemeine Geschäftsbedingungen",
  subtitle: "Test (with parentheses) and a backslash \\",
  eyebrow: "SPARK Frankfurt",
  language: "de" as const,
  footer: "Fußzeile",
  sections: Array.from({ length: 12 }, (_, i) => ({
    heading: `${i + 1}. Abschnitt über Größe`,
    paragraphs: ["Rechnungen bis 5.000 EUR sind sofort fällig; Zuschläge von 30 % gelten. ".repeat(6)],
    bullets: ["Überweisung oder Kreditkarte – 3 % Aufschlag", "Preis: 100 €"],
  })),
};

function xrefOffsets(pdf: string): number[] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(start, start + 4)).toBe("xref");
  const [, count] = /^xref\n0 (\d+)\n/.exec(pdf.slice(start))!;
  const lines = pdf
    .slice(start)
    .split("\n")
    .slice(2, 2 + Number(count));
  return lines.slice(1).map((line) => Number(line.slice(0, 10)));
}

describe("renderTextPdf", () => {
  const bytes = renderTextPdf(sample);
  const pdf = bytes.toString("latin1");

  it("writes a PDF whose cross-reference table points at every object", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    const offsets = xrefOffsets(pdf);
    expect(offsets.length).toBeGreaterThan(6);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)),
    );
  });

  it("paginates long text and numbers the pages", () => {
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1]);
    expect(count).toBeGreaterThan(1);
    expect(pdf).toContain(`(Seite ${count} von ${count})`);
    expect((pdf.match(/\/Type \/Page /g) ?? []).length).toBe(count);
  });

  it("encodes umlauts, the euro sign and the dash in WinAnsi and escapes parentheses", () => {
    expect(pdf).toContain("(Allgemeine Gesch\\344ftsbedingungen)");
    expect(pdf).toContain("Preis: 100 \\200");
    expect(pdf).toContain("\\226 3 % Aufschlag");
    expect(pdf).toContain("Test \\(with parentheses\\) and a backslash \\\\");
    expect(pdf).toContain("/Encoding /WinAnsiEncoding");
  });

  it("declares the right length for every content stream", () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
    }
  });

  it("is deterministic", () => {
    expect(renderTextPdf(sample).equals(bytes)).toBe(true);
  });
});

describe("wrapText", () => {
  it("keeps every line within the width and loses no word", () => {
    const text = "Invoices are payable within 10 days of receipt; from EUR 5,000 80% are due on contract conclusion.";
    const lines = wrapText(text, 10.5, 150);
    expect(lines.length).toBeGreaterThan(2);
    lines.forEach((line) => expect(textWidth(line, 10.5)).toBeLessThanOrEqual(150));
    expect(lines.join(" ")).toBe(text);
  });
});
