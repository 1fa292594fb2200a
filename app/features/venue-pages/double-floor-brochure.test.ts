import { describe, expect, it } from "vitest";
import { doubleFloorOffers, offerPrice } from "~/content/floors";
import { readPdf } from "../../../tests/support/pdf-text";
import { doubleFloorBrochure } from "./double-floor-brochure.server";

describe("double-floor brochure", async () => {
  const bytes = await doubleFloorBrochure();
  const read = await readPdf(bytes);
  const text = read.text.replace(/\s+/g, " ");

  it("is a PDF a reader opens", () => {
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(read.pages.length).toBeGreaterThan(1);
  });

  it("names all six offers with their prices and every feature", () => {
    for (const offer of doubleFloorOffers) {
      expect(text).toContain(`${offer.title.en} · ${offerPrice(offer)}`);
      for (const feature of offer.features) expect(text).toContain(feature.en.replace(/\s+/g, " "));
    }
  });
});

describe("the German brochure", async () => {
  const read = await readPdf(await doubleFloorBrochure("de"));
  const text = read.text.replace(/\s+/g, " ");

  it("names the six offers with German prices and features", () => {
    for (const offer of doubleFloorOffers) {
      expect(text).toContain(`${offer.title.de} · ${offerPrice(offer, "de")}`.replace(/\s+/g, " "));
      for (const feature of offer.features) expect(text).toContain(feature.de.replace(/\s+/g, " "));
    }
    expect(text).toContain("Die Doppeletage auf einen Blick");
    expect(text).not.toContain("at a glance");
  });
});
