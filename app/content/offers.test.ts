import { describe, expect, it } from "vitest";
import { giftCard } from "./gift-card";
import { offerCategoryTabs, offers, offersFor } from "./offers";
import { giftCardSchema, offerSchema } from "./offers.schema";

describe("offers", () => {
  it("match the offer card schema", () => {
    for (const offer of offers) expect(() => offerSchema.parse(offer), offer.id).not.toThrow();
  });

  it("are the six offers of the spec at its prices, all without discount", () => {
    const prices = Object.fromEntries(offers.map((offer) => [offer.title.en, offer.price]));
    expect(prices).toEqual({
      "Weekend Immersion": 2500,
      "Weekday Business Edge": 1800,
      "Extended Focus": 3200,
      "Co-Create & Accelerate": 1600,
      "Virtual Keynote Experience": 2800,
      "Hybrid Studio Day": 1900,
    });
    expect(offers.every((offer) => offer.discount === "0")).toBe(true);
  });

  it("give every tab of both pages at least one offer, each offer on exactly one page", () => {
    for (const page of ["exclusive", "private"] as const)
      for (const tab of offerCategoryTabs)
        expect(offersFor(page, tab.value).length, `${page}/${tab.value}`).toBeGreaterThan(0);
    expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
  });

  it("have the tab labels of the spec", () => {
    expect(offerCategoryTabs.map((tab) => tab.label.en)).toEqual([
      "Conference & Events",
      "Meetings & Workshops",
      "Broadcast & Streaming",
    ]);
    expect(offerCategoryTabs.map((tab) => tab.label.de)).toEqual([
      "Konferenzen & Events",
      "Meetings & Workshops",
      "Broadcast & Streaming",
    ]);
  });

  it("keep the layout rule in German: as many features in both languages, the same figures in each", () => {
    for (const offer of offers) {
      for (const feature of offer.features) {
        const figures = (value: string) => (value.match(/\d+/g) ?? []).join(" ");
        expect(figures(feature.de), `${offer.id}: ${feature.en}`).toBe(figures(feature.en));
      }
      expect(offer.priceNote.de).toContain("zzgl. MwSt.");
    }
  });
});

describe("gift card", () => {
  it("has the spec's range, validity and bonus", () => {
    expect(giftCardSchema.parse(giftCard)).toMatchObject({
      minAmount: 500,
      maxAmount: 50000,
      validYears: 2,
      bonusThreshold: 5000,
      bonusPercent: 10,
    });
  });
});
