import { describe, expect, it } from "vitest";
import {
  doubleFloorOfferSchema,
  doubleFloorOffers,
  floorSectionSchema,
  floorSections,
  offerPrice,
  singleFloorStageIds,
} from "./floors";

describe("floor content", () => {
  it("sections and offers match their schemas", () => {
    for (const section of floorSections) expect(() => floorSectionSchema.parse(section), section.id).not.toThrow();
    for (const offer of doubleFloorOffers) expect(() => doubleFloorOfferSchema.parse(offer), offer.id).not.toThrow();
  });

  it("has the single, double and triple sections with the spec's anchors", () => {
    expect(floorSections.map((s) => s.id)).toEqual([
      "single-floor-section",
      "double-floor-section",
      "triple-floor-section",
    ]);
  });

  it("the single-floor page has four cards", () => {
    expect(singleFloorStageIds).toHaveLength(4);
  });

  it("six double-floor offers priced from €3,500, 5,500, 4,200, 4,800, 6,200 and 3,800 per day", () => {
    expect(doubleFloorOffers.map((offer) => offerPrice(offer))).toEqual([
      "From €3,500/day",
      "From €5,500/day",
      "From €4,200/day",
      "From €4,800/day",
      "From €6,200/day",
      "From €3,800/day",
    ]);
    expect(offerPrice(doubleFloorOffers[0]!, "de")).toBe("ab 3.500\u00a0€ pro Tag");
  });

  it("double-floor capacities stay within 350-400 guests", () => {
    for (const offer of doubleFloorOffers) {
      expect(["350 guests", "400 guests"]).toContain(offer.capacity.en);
      expect(["350 Gäste", "400 Gäste"]).toContain(offer.capacity.de);
    }
  });
});
