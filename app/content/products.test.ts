import { describe, expect, it } from "vitest";
import { stagePages } from "./venues";
import { floorSections, singleFloorStageIds, doubleFloorOffers } from "./floors";
import {
  CARD_FEATURE_LIMIT,
  fallbackProduct,
  findProduct,
  findProductRecord,
  isKnownProductId,
  nameFromId,
  productCard,
  productCardIn,
  productIds,
  productSchema,
  products,
  prerenderedProductIds,
  specificationLabels,
  specificationTable,
} from "./products";

const specIds =
  "skyline-stage, skyline-stage-terrace, liberty-stage, horizon-stage, nova-stage, nova-stage-terrace, vista-stage, vista-stage-terrace, skyline-horizon-double, skyline-liberty-double, horizon-liberty-double, horizon-skyline-double, skyline-liberty-horizon-triple, skyline-studio, liberty-studio, horizon-studio, workshop, arena, straight-up, boardroom, directors-circle, private-office, team-office, corporate-office, enterprise-office, skyline-floor, liberty-floor, horizon-floor".split(
    ", ",
  );

describe("product records", () => {
  it("lists exactly the spec's 28 product ids", () => {
    expect([...productIds]).toEqual(specIds);
    expect(products.map((p) => p.id)).toEqual(specIds);
  });

  it("every product id (and 'gallery') resolves to a record that matches the schema", () => {
    for (const id of prerenderedProductIds) {
      const record = findProductRecord(id);
      expect(record, id).toBeDefined();
      expect(() => productSchema.parse(record), id).not.toThrow();
      expect(findProduct(id)?.id, id).toBe(id);
    }
  });

  it("each of the 28 has features, a specification table with area and capacity, and an image", () => {
    for (const product of products) {
      expect(product.features.length, product.id).toBeGreaterThanOrEqual(3);
      expect(Object.keys(product.specifications).length, product.id).toBeGreaterThanOrEqual(5);
      expect(["STAGES", "STUDIOS", "SPACES", "SPATIAL"]).toContain(product.category);
    }
  });

  it("the gallery record carries the 16 photos of its Photos tile", () => {
    expect(findProduct("gallery")!.galleryImages).toHaveLength(16);
  });

  it("every id a card or offer links to is a known product", () => {
    const linked = [
      ...Object.values(stagePages).flatMap((page) => page.configurationIds),
      ...Object.values(stagePages).flatMap((page) => page.spaces.flatMap((s) => (s.productId ? [s.productId] : []))),
      ...floorSections.flatMap((s) => s.productIds),
      ...singleFloorStageIds,
      ...doubleFloorOffers.map((o) => o.productId),
    ];
    for (const id of linked) expect(isKnownProductId(id), id).toBe(true);
  });

  it("cards show at most three features", () => {
    for (const id of productIds) expect(productCard(id).features.length).toBeLessThanOrEqual(CARD_FEATURE_LIMIT);
    expect(findProduct("skyline-stage")!.features.length).toBeGreaterThan(CARD_FEATURE_LIMIT);
  });
});

describe("spec section 9 figures on the detail pages", () => {
  const spec = (id: string, label: string) => findProduct(id)!.specifications[label];

  it("Skyline's detail reading: 900 sqm, 1300 with terrace; two LED walls 10x3 and 5x3 m", () => {
    expect(spec("skyline-stage", "Total Area")).toBe("900 sqm");
    expect(spec("skyline-stage-terrace", "Total Area")).toBe("1300 sqm");
    expect(spec("skyline-stage", "LED Wall")).toMatch(/10 x 3 m.*5 x 3 m/);
  });

  it("capacities 199 single, 350-400 double, 550 triple", () => {
    for (const id of ["skyline-stage", "liberty-stage", "horizon-stage"])
      expect(spec(id, "Capacity")).toBe("199 guests");
    for (const id of [
      "skyline-horizon-double",
      "skyline-liberty-double",
      "horizon-liberty-double",
      "horizon-skyline-double",
    ]) {
      expect(spec(id, "Capacity")).toMatch(/^(350|400) guests$/);
    }
    expect(spec("skyline-liberty-horizon-triple", "Capacity")).toBe("550 guests");
  });

  it("LED 30 sqm single, 60 double, 90 triple", () => {
    expect(spec("liberty-stage", "LED Wall")).toContain("30 sqm");
    expect(spec("skyline-liberty-double", "LED Wall")).toContain("60 sqm");
    expect(spec("skyline-liberty-horizon-triple", "LED Wall")).toContain("90 sqm");
  });

  it("power 400 / 500 kW and combinations 850, 900, 1350 kW", () => {
    expect(spec("liberty-stage", "Power Supply")).toMatch(/^400 kW/);
    expect(spec("horizon-stage", "Power Supply")).toMatch(/^500 kW/);
    expect(spec("skyline-liberty-double", "Power Supply")).toMatch(/^850 kW/);
    expect(spec("horizon-liberty-double", "Power Supply")).toMatch(/^900 kW/);
    expect(spec("skyline-liberty-horizon-triple", "Power Supply")).toMatch(/^1350 kW/);
  });

  it("ceilings 3.5 / 6.0 / 6.5 m and floors 6 / 5 / 4", () => {
    expect(spec("skyline-stage", "Ceiling Height")).toBe("3.5 m");
    expect(spec("liberty-stage", "Ceiling Height")).toBe("6.0 m");
    expect(spec("horizon-stage", "Ceiling Height")).toBe("6.5 m");
    expect([spec("skyline-stage", "Floor"), spec("liberty-stage", "Floor"), spec("horizon-stage", "Floor")]).toEqual([
      "6",
      "5",
      "4",
    ]);
  });

  it("boardroom 80 sqm / 25 guests, arena 34 sqm / 40 guests, offices by size", () => {
    expect([spec("boardroom", "Total Area"), spec("boardroom", "Capacity")]).toEqual(["80 sqm", "25 guests"]);
    expect([spec("arena", "Total Area"), spec("arena", "Capacity")]).toEqual(["34 sqm", "40 guests"]);
    expect([spec("private-office", "Area"), spec("private-office", "Capacity")]).toEqual([
      "16-40 sqm",
      "Up to 8 people",
    ]);
    expect([spec("team-office", "Area"), spec("team-office", "Capacity")]).toEqual(["30-80 sqm", "Up to 20 people"]);
    expect([spec("corporate-office", "Area"), spec("corporate-office", "Capacity")]).toEqual([
      "100-300 sqm",
      "Up to 50 people",
    ]);
    expect([spec("enterprise-office", "Area"), spec("enterprise-office", "Capacity")]).toEqual([
      "300+ sqm",
      "100+ people",
    ]);
  });

  it("the whole Skyline floor is the largest configuration, 1700 sqm; the triple with terrace reaches 2500 sqm", () => {
    expect(spec("skyline-floor", "Total Area")).toBe("1700 sqm");
    expect(spec("nova-stage", "Total Area")).toBe("400 sqm");
    expect(spec("skyline-liberty-horizon-triple", "Total Area")).toBe("2100 sqm (2500 sqm with the Sky Terrace)");
  });
});

describe("the German records (issue 44)", () => {
  const spec = (id: string, label: string) => findProduct(id, "de")!.specifications[label];

  it("every text has its German, and the German differs where the English is prose", () => {
    for (const id of prerenderedProductIds) {
      const en = findProduct(id, "en")!;
      const de = findProduct(id, "de")!;
      expect(de.id).toBe(en.id);
      expect(Object.keys(de.specifications)).toEqual(Object.keys(en.specifications));
      expect(de.features).toHaveLength(en.features.length);
      if (id !== "gallery") expect(de.description, id).not.toBe(en.description);
      for (const feature of de.features) expect(feature.title.length, id).toBeGreaterThan(0);
    }
  });

  it("writes figures the German way: m², Gäste, decimal commas", () => {
    expect(spec("skyline-stage", "Total Area")).toBe("900 m²");
    expect(spec("skyline-stage-terrace", "Total Area")).toBe("1.300 m²");
    expect(spec("skyline-stage", "Capacity")).toBe("199 Gäste");
    expect(spec("skyline-stage", "Ceiling Height")).toBe("3,5 m");
    expect(spec("private-office", "Area")).toBe("16–40 m²");
    expect(findProduct("skyline-stage", "de")!.seatingConfigurations[0]).toMatchObject({
      name: "Reihenbestuhlung",
      capacity: "199 Gäste",
    });
  });

  it("names every specification label in German, in content order", () => {
    const product = findProduct("skyline-stage", "de")!;
    const table = specificationTable(product.specifications, "de");
    expect(Object.keys(table).slice(0, 2)).toEqual(["Gesamtfläche", "Fläche inkl. Foyer"]);
    expect(table["Kapazität"]).toBe("199 Gäste");
    expect(specificationTable(findProduct("skyline-stage")!.specifications, "en")).toEqual(
      findProduct("skyline-stage")!.specifications,
    );
    for (const label of Object.keys(specificationLabels)) expect(specificationLabels[label]!.en).toBe(label);
  });

  it("cards in German keep the product names", () => {
    const card = productCardIn("de")("liberty-stage");
    expect(card.name).toBe("Liberty Stage");
    expect(card.area).toBe("600 m² (700 m² mit Foyer)");
    expect(productCard("liberty-stage").area).toBe("600 sqm (700 sqm with foyer)");
  });
});

describe("unknown ids (spec section 2 fallback)", () => {
  it("derives the name from the id and uses the spec's texts", () => {
    const product = fallbackProduct("rooftop-cinema");
    expect(product).toMatchObject({
      name: "Rooftop Cinema",
      category: "VENUES",
      description: "Premium venue space for exceptional experiences.",
      specifications: { Area: "Variable", Capacity: "Flexible" },
    });
    expect(product.galleryImages).toHaveLength(1);
    expect(isKnownProductId("rooftop-cinema")).toBe(false);
    expect(fallbackProduct("rooftop-cinema", "de")).toMatchObject({
      name: "Rooftop Cinema",
      specifications: { Area: "Variabel", Capacity: "Flexibel" },
    });
  });

  it("nameFromId capitalises each word", () => {
    expect(nameFromId("grand_ballroom")).toBe("Grand Ballroom");
    expect(nameFromId("VIP-lounge")).toBe("Vip Lounge");
  });
});
