// The generated pictures as a visitor sees them (issue 48 item 4): no two slots share one
// composition, and no hero is too dark to read. Paints every slot of the site in memory.
import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compositionDistance, compositionHash, luminance } from "./look.ts";
import { paintSlot } from "./paint.ts";
import { listedSlots } from "../../app/lib/art-slots.ts";
import { sourceFiles, stripComments } from "./scan.ts";

const appDir = path.resolve(import.meta.dirname, "../../app");
const slots = listedSlots();

/**
 * Below this distance two pictures are one composition (calibrated in docs/decisions/0680: the
 * string-light terraces of issue 48 measured 0.011-0.027, distinct scenes of one kind 0.05 and up).
 */
const SAME_COMPOSITION = 0.035;
/**
 * A hero must be bright enough to read (0-255 greyscale, docs/decisions/0680): the nearly black
 * Boardroom hero of issue 48 measured mean 21; the dimmest legible hero, a night skyline, contrast 24.6.
 */
const HERO_MEAN_FLOOR = 30;
const HERO_CONTRAST_FLOOR = 22;

/** Hero slots: the hero theme, and every product's or page's `heroImage`. */
function heroSlots(): string[] {
  const heroes = new Set(slots.filter((slot) => slot.startsWith("hero/")));
  for (const file of sourceFiles(appDir))
    for (const match of stripComments(readFileSync(file, "utf8")).matchAll(/heroImage\s*:\s*art\(\s*["'`]([^"'`]+)/g))
      heroes.add(match[1]!);
  return [...heroes].sort();
}

describe("the generated pictures", () => {
  it("give every slot its own composition", async () => {
    // Portraits are people, judged by their own test (paint.test.ts): a head and shoulders on a backdrop.
    const pictures = slots.filter((slot) => !slot.startsWith("portrait/"));
    const hashes = await Promise.all(
      pictures.map(async (slot) => [slot, await compositionHash(paintSlot(slot))] as const),
    );
    const same: string[] = [];
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) {
        const distance = compositionDistance(hashes[i]![1], hashes[j]![1]);
        if (distance < SAME_COMPOSITION) same.push(`${hashes[i]![0]} ~ ${hashes[j]![0]} (${distance.toFixed(3)})`);
      }
    expect(pictures.length).toBeGreaterThan(250);
    expect(same).toEqual([]);
  }, 300_000);

  it("tells one layout in two palettes apart from two layouts", async () => {
    // The measure is blind to colour: the same terrace lit amber and violet is one composition.
    const amber = await compositionHash(paintSlot("space/skyline-sky-terrace"));
    const violet = await compositionHash(
      paintSlot("space/skyline-sky-terrace").replaceAll(
        /#[0-9a-f]{6}/gi,
        (hex) => `#${hex.slice(5, 7)}${hex.slice(1, 5)}`,
      ),
    );
    expect(compositionDistance(amber, violet)).toBeLessThan(SAME_COMPOSITION * 3);
    expect(compositionDistance(amber, await compositionHash(paintSlot("space/office-private")))).toBeGreaterThan(0.3);
  });

  it("paints no hero too dark to read", async () => {
    const heroes = heroSlots();
    expect(heroes).toContain("product/liberty-boardroom");
    const dark: string[] = [];
    for (const slot of heroes) {
      const { mean, stddev } = await luminance(paintSlot(slot));
      if (mean < HERO_MEAN_FLOOR || stddev < HERO_CONTRAST_FLOOR)
        dark.push(`${slot}: mean ${mean.toFixed(1)}, contrast ${stddev.toFixed(1)}`);
    }
    expect(dark).toEqual([]);
  }, 300_000);
});
