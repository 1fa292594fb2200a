import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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

  it("marks as gated exactly the slots that no public page uses", () => {
    const { slots, gated } = scanSlots(path.resolve(import.meta.dirname, "../../app"));
    expect(gated).toContain("development/floor-plan-level-4");
    expect(gated).toContain("portrait/handbook-head-of-events");
    expect(gated).not.toContain("venue/skyline-stage");
    expect(gated).not.toContain("og/og-default");
    expect(gated.every((slot) => slots.includes(slot))).toBe(true);
  });

  it("knows which gate opens each gated slot, through the content modules its routes import", () => {
    const { gated, gatesOf } = scanSlots(path.resolve(import.meta.dirname, "../../app"));
    expect(gatesOf["development/floor-plan-level-4"]).toEqual(["development"]);
    expect(gatesOf["portrait/handbook-head-of-events"]).toEqual(["event-planners"]);
    expect(gated.filter((slot) => (gatesOf[slot] ?? []).length === 0)).toEqual([]);
  });
});
