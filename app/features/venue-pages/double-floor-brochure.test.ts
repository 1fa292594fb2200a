import { describe, expect, it } from "vitest";
import { doubleFloorOffers, offerPrice } from "~/content/floors";
import { doubleFloorBrochure } from "./double-floor-brochure.server";

/** How the PDF writer stores a text run: printable ASCII as is, other WinAnsi bytes as octal escapes. */
function pdfLiteral(text: string): string {
  const extra: Record<string, number> = { "€": 0x80, "·": 0xb7 };
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 32 && code <= 126) return /[()\\]/.test(char) ? `\\${char}` : char;
      return `\\${(extra[char] ?? code).toString(8).padStart(3, "0")}`;
    })
    .join("");
}

describe("double-floor brochure", () => {
  const text = doubleFloorBrochure().toString("latin1");

  it("is a PDF", () => {
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("names all six offers with their prices and every feature", () => {
    for (const offer of doubleFloorOffers) {
      expect(text).toContain(`(${pdfLiteral(`${offer.title} · ${offerPrice(offer)}`)})`);
      for (const feature of offer.features)
        expect(text).toContain(pdfLiteral(feature.split(" ").slice(0, 3).join(" ")));
    }
  });
});
