import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GATED_ART, gatedArtGates, listedSlots, PUBLIC_ART } from "../../app/lib/art-slots.ts";
import { isGatedSource, scanSlots, scanSource, stripComments } from "./scan.ts";

describe("scanSource", () => {
  it("finds art() literals with any quote style", () => {
    const { slots, problems } = scanSource(
      `const a = art("venue/skyline-stage"); const b = art('space/arena'); art(\`gallery/interior-1\`)`,
    );
    expect(slots).toEqual(["venue/skyline-stage", "space/arena", "gallery/interior-1"]);
    expect(problems).toEqual([]);
  });

  it("ignores slots named in comments", () => {
    const source = `// art("theme/id") is how a slot is named\n/* art("x/y") */\nconst url = "https://example.com"; art("venue/nova-stage")`;
    expect(scanSource(source).slots).toEqual(["venue/nova-stage"]);
    expect(stripComments(source)).toContain("https://example.com");
  });

  it("reports calls it cannot paint: templates with variables, bad slot names", () => {
    const { slots, problems } = scanSource('art(`venue/${id}`);\nart("Venue/Bad_Name");\nart(slot)', "app/x.tsx");
    expect(slots).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^app\/x\.tsx:1 /);
    expect(problems[2]).toMatch(/^app\/x\.tsx:3 /);
  });

  it("does not mistake the definition or a method for a slot", () => {
    expect(scanSource("export function art(slot: string) { return x.art(slot); }").problems).toEqual([]);
  });
});

describe("scanSlots", () => {
  it("walks the app folder, skips tests, dedupes, sorts, and always includes the default card", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "art-scan-"));
    const app = path.join(dir, "app");
    mkdirSync(path.join(app, "routes"), { recursive: true });
    writeFileSync(path.join(app, "routes", "a.tsx"), 'art("venue/b"); art("venue/a");');
    writeFileSync(path.join(app, "content.ts"), 'art("venue/a")');
    writeFileSync(path.join(app, "content.test.ts"), 'art("test/only")');
    expect(scanSlots(app).slots).toEqual(["og/og-default", "venue/a", "venue/b"]);
  });
});

describe("gated art", () => {
  it("tells gated sources from public ones", () => {
    expect(isGatedSource("app/content/gated/development.server.ts")).toBe(true);
    expect(isGatedSource("app/routes/event-planners.catering.tsx")).toBe(true);
    expect(isGatedSource("app/routes/development.tsx")).toBe(true);
    expect(isGatedSource("app/content/gallery.ts")).toBe(false);
    expect(isGatedSource("app/routes/venues.tsx")).toBe(false);
  });
});

// The painter reads the list of app/lib/art-slots.ts, never the sources (0681). The scan stays as this
// check of the list: a listed slot no page shows is painted for nothing, and a slot listed under the
// wrong gate would leak a gated picture into public/ or break a public page's picture.
describe("the picture list (app/lib/art-slots.ts)", () => {
  const scan = scanSlots(path.resolve(import.meta.dirname, "../../app"));

  it("lists exactly the slots the pages name with art(id), with no id twice", () => {
    expect(listedSlots()).toEqual(scan.slots);
    const all = [...PUBLIC_ART, ...Object.values(GATED_ART).flat()];
    expect(all.filter((slot, index) => all.indexOf(slot) !== index)).toEqual([]);
    expect(scan.problems).toEqual([]);
  });

  it("lists under each gate exactly the slots only that gate's pages show", () => {
    expect(gatedArtGates()).toEqual(scan.gatesOf);
    expect(gatedArtGates()["development/floor-plan-level-4"]).toEqual(["development"]);
    expect(gatedArtGates()["portrait/handbook-head-of-events"]).toEqual(["event-planners"]);
    expect(gatedArtGates()["venue/skyline-stage"]).toBeUndefined();
  });
});
