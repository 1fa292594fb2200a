import { describe, expect, it } from "vitest";
import { shopSections, venueCategories, venueCategoryById } from "./shop";
import { shopSectionSchema, venueCategorySchema } from "./shop.schema";
import { venueCategoryIds } from "./venue-category-ids";

describe("venue shop", () => {
  it("has the four categories at the spec's prices, each with its own page", () => {
    for (const category of venueCategories)
      expect(() => venueCategorySchema.parse(category), category.id).not.toThrow();
    expect(Object.fromEntries(venueCategories.map((c) => [c.id, c.price.en]))).toEqual({
      "event-floors": "From €2,500/day",
      "private-rooms": "From €500/day",
      "workshop-packages": "From €1,200/event",
      "rooftop-terrace": "From €800/day",
    });
    // German prices as German planners read them (a non-breaking space before the sign).
    expect(Object.fromEntries(venueCategories.map((c) => [c.id, c.price.de]))).toEqual({
      "event-floors": "ab 2.500\u00a0€/Tag",
      "private-rooms": "ab 500\u00a0€/Tag",
      "workshop-packages": "ab 1.200\u00a0€/Veranstaltung",
      "rooftop-terrace": "ab 800\u00a0€/Tag",
    });
    for (const category of venueCategories) {
      expect(category.href).toBe(`/shop/venue/${category.id}`);
      expect(category.hoverImage).not.toBe(category.image);
      expect(venueCategoryById(category.id)).toBe(category);
    }
    expect(venueCategoryById("ballroom")).toBeUndefined();
    expect(venueCategories.map((c) => c.title.de)).toEqual([
      "Eventetagen",
      "Meetingräume",
      "Workshop-Pakete",
      "Dachterrasse",
    ]);
    expect(venueCategories.map((c) => c.id)).toEqual([...venueCategoryIds]);
  });

  it("leads from the index to pages that exist on the site", () => {
    for (const section of shopSections()) expect(() => shopSectionSchema.parse(section), section.id).not.toThrow();
    expect(shopSections().map((s) => s.href)).toEqual([
      "/shop/venue",
      "/exclusive-offers",
      "/private-offers",
      "/exclusive-offers#gift-card",
    ]);
  });
});
