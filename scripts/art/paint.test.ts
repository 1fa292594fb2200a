import { describe, expect, it } from "vitest";
import { paintSlot, sceneFor } from "./paint.ts";
import { paletteFor, venueKeywords, VENUE_PALETTES } from "./palette.ts";
import { createRng, hashString } from "./random.ts";

describe("seeded randomness", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = createRng("venue/skyline-stage");
    const b = createRng("venue/skyline-stage");
    const c = createRng("venue/liberty-stage");
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next(), c.next()]).not.toEqual(first);
  });

  it("hashes strings stably (FNV-1a)", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
  });
});

describe("paintSlot", () => {
  it("paints the same SVG for the same slot, every time", () => {
    expect(paintSlot("venue/horizon-stage")).toBe(paintSlot("venue/horizon-stage"));
    expect(paintSlot("portrait/anna-berg")).toBe(paintSlot("portrait/anna-berg"));
  });

  it("paints different pictures for different slots", () => {
    expect(paintSlot("venue/horizon-stage")).not.toBe(paintSlot("venue/liberty-stage"));
    expect(paintSlot("gallery/interior-1")).not.toBe(paintSlot("gallery/interior-2"));
  });

  it("uses the slot's format: 16:10, square portraits, 1200x630 Open Graph cards", () => {
    expect(paintSlot("venue/nova-stage")).toContain('width="1600" height="1000"');
    expect(paintSlot("portrait/jonas-weber")).toContain('width="640" height="640"');
    expect(paintSlot("og/og-default")).toContain('width="1200" height="630"');
  });

  it("lights each venue in its own palette", () => {
    expect(paintSlot("venue/horizon-stage")).toContain(VENUE_PALETTES.horizon!.primary);
    expect(paintSlot("venue/vista-stage")).toContain(VENUE_PALETTES.vista!.primary);
    expect(paintSlot("venue/vista-stage")).not.toContain(VENUE_PALETTES.horizon!.primary);
  });

  it("contains no text: art is abstract", () => {
    expect(paintSlot("venue/skyline-stage")).not.toMatch(/<text/);
    expect(paintSlot("og/og-default")).not.toMatch(/<text/);
  });

  it("animates only through the loop phase: t=0 is the still, t=1 returns to it", () => {
    const still = paintSlot("hero/home-stage", { width: 960, height: 540 });
    expect(paintSlot("hero/home-stage", { width: 960, height: 540, t: 0 })).toBe(still);
    expect(paintSlot("hero/home-stage", { width: 960, height: 540, t: 0.5 })).not.toBe(still);
  });
});

describe("palettes and scenes", () => {
  it("finds venue keywords in order, once each", () => {
    expect(venueKeywords("skyline-liberty-horizon-triple")).toEqual(["skyline", "liberty", "horizon"]);
    expect(venueKeywords("workshop")).toEqual([]);
  });

  it("blends a combined venue: the first venue's room, the second venue's light", () => {
    const palette = paletteFor("horizon-liberty-double", createRng(1));
    expect(palette.primary).toBe(VENUE_PALETTES.horizon!.primary);
    expect(palette.secondary).toBe(VENUE_PALETTES.liberty!.primary);
  });

  it("chooses scenes by telling words before the theme", () => {
    expect(sceneFor("venue/skyline-stage-terrace", 0)).toBe("terrace");
    expect(sceneFor("product/enterprise-office", 0)).toBe("office");
    expect(sceneFor("facility/spark-frankfurt", 0)).toBe("skyline");
    expect(sceneFor("portrait/anyone", 3)).toBe("portrait");
    expect(sceneFor("venue/horizon-stage", 5)).toBe("stage");
  });
});
