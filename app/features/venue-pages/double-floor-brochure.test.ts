import { describe, expect, it } from "vitest";
import { doubleFloorOffers, offerPrice } from "~/content/floors";
import { encodePdfText } from "~/lib/pdf";
import { doubleFloorBrochure } from "./double-floor-brochure.server";

describe("double-floor brochure", () => {
  const text = Array.from(doubleFloorBrochure(), (b) => String.fromCharCode(b)).join("");

  it("is a PDF", () => {
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("names all six offers with their prices", () => {
    for (const offer of doubleFloorOffers) {
      expect(text).toContain(`(${encodePdfText(offer.title)})`);
      expect(text).toContain(`(${encodePdfText(offerPrice(offer))})`);
    }
  });

  it("keeps every text line inside the page", () => {
    const positions = [...text.matchAll(/ ([\d.]+) ([\d.]+) Td/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const [x, y] of positions) {
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThan(560);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(842);
    }
  });
});
