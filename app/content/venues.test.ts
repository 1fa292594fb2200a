import { describe, expect, it } from "vitest";
import {
  allExplorerSpaces,
  capacity,
  combinedPowerKw,
  floorPlanSchema,
  floorPlans,
  floorsInBuilding,
  ledWallSqm,
  namedRooms,
  officeSizes,
  skylineArea,
  spaceSchema,
  stagePageSchema,
  stagePages,
  venueOverview,
  venueOverviewSectionSchema,
  venues,
} from "./venues";

describe("venue content schemas", () => {
  it("every explorer space, stage page, overview section and floor plan matches its schema", () => {
    for (const space of allExplorerSpaces) expect(() => spaceSchema.parse(space), space.id).not.toThrow();
    for (const page of Object.values(stagePages)) expect(() => stagePageSchema.parse(page), page.id).not.toThrow();
    for (const section of venueOverview)
      expect(() => venueOverviewSectionSchema.parse(section), section.id).not.toThrow();
    for (const plan of Object.values(floorPlans))
      expect(() => floorPlanSchema.parse(plan), plan.title.en).not.toThrow();
  });

  it("space ids are unique", () => {
    const ids = allExplorerSpaces.map((space) => space.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("zones of a floor plan stay inside the 100 x 60 drawing", () => {
    for (const plan of Object.values(floorPlans)) {
      for (const zone of plan.zones) {
        expect(zone.x + zone.w, zone.name.en).toBeLessThanOrEqual(100);
        expect(zone.y + zone.h, zone.name.en).toBeLessThanOrEqual(60);
      }
    }
  });
});

describe("stage pages (spec section 2)", () => {
  it("Skyline has 10 configuration cards, Liberty 6, Horizon 3", () => {
    expect(stagePages["skyline-stage"].configurationIds).toHaveLength(10);
    expect(stagePages["liberty-stage"].configurationIds).toHaveLength(6);
    expect(stagePages["horizon-stage"].configurationIds).toHaveLength(3);
  });

  it("Liberty has the six spaces of floor 5 in the spec's order", () => {
    expect(stagePages["liberty-stage"].spaces.map((s) => s.name)).toEqual([
      "Atrium",
      "Workshop",
      "Arena",
      "Straight-up",
      "Boardroom",
      "Hub",
    ]);
    expect(venues.liberty.floor).toBe(5);
  });

  it("Horizon has three spaces on floor 4", () => {
    expect(stagePages["horizon-stage"].spaces.map((s) => s.name)).toEqual([
      "Horizon Stage",
      "Horizon Hub",
      "Directors Circle",
    ]);
    expect(venues.horizon.floor).toBe(4);
  });

  it("the Skyline explorer's tabs start with All Spaces, Skyline Stage, Liberty Stage, then one per space, without duplicate labels", () => {
    const labels = stagePages["skyline-stage"].filters.map((f) => f.label.en);
    expect(labels.slice(0, 3)).toEqual(["All Spaces", "Skyline Stage", "Liberty Stage"]);
    expect(labels.length).toBeGreaterThan(3);
    expect(new Set(labels).size).toBe(labels.length);
    const german = stagePages["skyline-stage"].filters.map((f) => f.label.de);
    expect(german.slice(0, 3)).toEqual(["Alle Räume", "Skyline Stage", "Liberty Stage"]);
    expect(new Set(german).size).toBe(german.length);
  });

  it("every filter matches at least one space of its page", () => {
    for (const page of Object.values(stagePages)) {
      for (const filter of page.filters) {
        const m = filter.match;
        const count = page.spaces.filter(
          (s) => "all" in m || ("category" in m && s.category === m.category) || ("spaceId" in m && s.id === m.spaceId),
        ).length;
        expect(count, `${page.id} ${filter.label.en}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("/venues overview", () => {
  it("has the Stages, Spaces and Offices sections with the spec's anchors", () => {
    expect(venueOverview.map((s) => [s.id, s.label.en])).toEqual([
      ["stages-section", "Stages"],
      ["spaces-section", "Spaces"],
      ["spatial-section", "Offices"],
    ]);
    // The German labels are the navigation's names for the same groups (app/content/navigation.ts).
    expect(venueOverview.map((s) => s.label.de)).toEqual(["Bühnen", "Eventflächen", "Büros"]);
  });

  it("stage cards link to the three stage pages, office cards to their product pages; space cards are not links", () => {
    const [stages, spaces, offices] = venueOverview;
    expect(stages!.cards.map((c) => c.href)).toEqual([
      "/venues/skyline-stage",
      "/venues/liberty-stage",
      "/venues/horizon-stage",
    ]);
    expect(spaces!.cards.every((c) => c.href === undefined)).toBe(true);
    expect(offices!.cards.map((c) => c.href)).toEqual([
      "/venues/private-office",
      "/venues/team-office",
      "/venues/corporate-office",
      "/venues/enterprise-office",
    ]);
  });
});

describe("spec section 9 figures", () => {
  it("capacities: 199 per single stage, 350-400 double, 550 triple", () => {
    expect(capacity.singleStage).toBe(199);
    expect(capacity.double).toEqual({ min: 350, max: 400 });
    expect(capacity.triple).toBe(550);
  });

  it("areas: Skyline 1000 sqm (1400 with terrace), detail 900 / 1300, configurations 400-1700; Liberty 600-700; Horizon 600-650", () => {
    expect(skylineArea.overviewSqm).toBe(1000);
    expect(skylineArea.overviewWithTerraceSqm).toBe(1400);
    expect(skylineArea.detailSqm).toBe(900);
    expect(skylineArea.detailWithTerraceSqm).toBe(1300);
    expect(skylineArea.configurationRange).toEqual({ min: 400, max: 1700 });
    expect(venues.liberty.stageAreaSqm).toBe(600);
    expect(venues.horizon.stageAreaSqm).toBe(600);
  });

  it("LED walls: 30 single, 60 double, 90 triple; Skyline 10x3 m and 5x3 m", () => {
    expect(ledWallSqm).toMatchObject({ single: 30, double: 60, triple: 90 });
    expect(venues.skyline.ledWalls).toEqual([
      { widthM: 10, heightM: 3 },
      { widthM: 5, heightM: 3 },
    ]);
  });

  it("power: Liberty 400 kW, Horizon 500 kW, combinations 850, 900 and 1350 kW", () => {
    expect(venues.liberty.powerKw).toBe(400);
    expect(venues.horizon.powerKw).toBe(500);
    expect(combinedPowerKw("skyline", "liberty")).toBe(850);
    expect(combinedPowerKw("liberty", "horizon")).toBe(900);
    expect(combinedPowerKw("skyline", "liberty", "horizon")).toBe(1350);
  });

  it("ceilings 3.5 / 6.0 / 6.5 m and event floors 6 / 5 / 4", () => {
    expect([venues.skyline.ceilingHeightM, venues.liberty.ceilingHeightM, venues.horizon.ceilingHeightM]).toEqual([
      3.5, 6.0, 6.5,
    ]);
    expect([venues.skyline.floor, venues.liberty.floor, venues.horizon.floor].sort()).toEqual([
      ...floorsInBuilding.eventFloors,
    ]);
  });

  it("boardroom 80 sqm for 25, arena 34 sqm for 40, offices 16-40 (8), 30-80 (20), 100-300 (50), 300+ (100+)", () => {
    expect(namedRooms.boardroom).toEqual({ areaSqm: 80, guests: 25 });
    expect(namedRooms.arena).toEqual({ areaSqm: 34, guests: 40 });
    expect(officeSizes.map((o) => [o.area, o.people])).toEqual([
      ["16-40 sqm", "8"],
      ["30-80 sqm", "20"],
      ["100-300 sqm", "50"],
      ["300+ sqm", "100+"],
    ]);
  });

  it("the explorers show the figures: Skyline 1000 sqm, Boardroom 80 sqm / 25 guests, Arena 34 sqm / 40 guests", () => {
    const byName = (name: string) => allExplorerSpaces.find((s) => s.name === name)!;
    expect(byName("Skyline Stage").area.en).toBe("1000 sqm");
    expect(byName("Skyline Stage").capacity.en).toBe("199 guests");
    expect(byName("Boardroom")).toMatchObject({ area: { en: "80 sqm" }, capacity: { en: "25 guests" } });
    expect(byName("Arena")).toMatchObject({ area: { en: "34 sqm" }, capacity: { en: "40 guests" } });
    // German writes the same figures its own way: "1.000 m²", "199 Gäste".
    expect(byName("Skyline Stage").area.de).toBe("1.000 m²");
    expect(byName("Skyline Stage").capacity.de).toBe("199 Gäste");
  });
});
