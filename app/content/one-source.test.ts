import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../server/domain/company/site";
import { capacity, capacityText } from "./venues";

// Decision 0200: one edit in app/content/ changes every page. The facts most often written out
// again (the capacities, the tour hours and length, the response time) are written once, in
// server/domain/company/venue-figures.ts (re-exported by venues.ts) and server/domain/company/site.ts; every other
// source in app/, app/content/ included, derives its text from them: this scan fails on a literal
// copy anywhere else (decision 0952).

const root = join(import.meta.dirname, "..");
/** The server's side (its mails above all) must not write the facts out again either. */
const serverRoot = join(root, "..", "server");
const facts: { name: string; pattern: RegExp }[] = [
  // An area that happens to have the same digits ("550 sqm", sqm(550)) is another fact.
  { name: "single-stage capacity", pattern: new RegExp(`(?<!sqm\\()\\b${capacity.singleStage}\\b(?!\\s*sqm)`) },
  {
    name: "double-floor capacity",
    pattern: new RegExp(`\\b${capacity.double.min}\\s*(?:[-–]|to)\\s*${capacity.double.max}\\b`),
  },
  // An area of the same number is no capacity: "550 sqm", sqm(550), and in German "550 m²", qm(550).
  {
    name: "triple-floor capacity",
    pattern: new RegExp(`(?<!(?:sqm|qm)\\()\\b${capacity.triple}\\b(?!\\s*(?:sqm|m²))`),
  },
  { name: "tour length", pattern: new RegExp(site.tourAvailability.minutes.replace("-", "\\s*[-–]\\s*")) },
  { name: "tour hours", pattern: new RegExp(site.tourAvailability.hours.replace("-", "\\s*[-–]\\s*")) },
  { name: "response time", pattern: new RegExp(site.responseWindow.replace(" ", "\\s+"), "i") },
];

/** The modules that write the facts: the only sources allowed to hold them as literals. */
const companyFacts = join(serverRoot, "domain", "company");
const sourceModules = [join(companyFacts, "venue-figures.ts"), join(companyFacts, "site.ts")];

/**
 * Lines that state another fact with the same words: the event photos' delivery time, the last
 * rush-charge window for changes (gated/figures.server.ts), and the hours of the Hybrid Studio Day
 * offer (a studio hire, not the tour hours).
 */
const otherFacts = [/Photos (arrive )?within 24 hours/, /window: "24 hours"/, /Any weekday, 9:00-18:00/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (sourceModules.includes(path)) return [];
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every line of the given files that writes one of the facts out again. */
function literalCopies(files: string[]): string[] {
  const copies: string[] = [];
  for (const file of files) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line) || otherFacts.some((other) => other.test(line))) return;
        for (const fact of facts)
          if (fact.pattern.test(line))
            copies.push(`${relative(join(root, ".."), file)}:${index + 1} ${fact.name}: ${line.trim()}`);
      });
  }
  return copies;
}

describe("one source per fact", () => {
  it("the facts read as the pages write them", () => {
    expect(capacityText).toEqual({ single: "199", double: "350-400", triple: "550" });
    expect(site.tourAvailability.duration).toBe("Tours last 60-90 minutes");
    expect(site.responsePromise).toBe("We answer every request within 24 hours.");
  });

  it("no source but the facts' own modules writes a capacity, the tour hours or the response time out again", () => {
    const files = [...sources(root), ...sources(serverRoot)];
    // app/content/ itself is scanned too (home, offers, careers, services...), and server/ (the mails); the source modules are not.
    expect(files).toContain(join(root, "content", "home.ts"));
    expect(files).toContain(join(root, "content", "gated", "packages.server.ts"));
    expect(files).toContain(join(serverRoot, "domain", "leads", "mail.ts"));
    expect(files).not.toContain(join(companyFacts, "venue-figures.ts"));
    expect(literalCopies(files)).toEqual([]);
  });

  it("the scan finds a copy when there is one", () => {
    expect(
      facts.filter((fact) => fact.pattern.test("Tours last 60-90 minutes, 9:00-18:00, for 350-400 guests")),
    ).toHaveLength(3);
    expect(facts.some((fact) => fact.pattern.test("we answer within 24 hours"))).toBe(true);
    expect(facts.some((fact) => fact.pattern.test("Two stages together seat 350 to 400 guests"))).toBe(true);
    expect(facts.some((fact) => fact.pattern.test("Floor 6 · 550 sqm with the west terrace"))).toBe(false);
  });

  it("the scan finds a literal copy written into a content file", () => {
    const dir = mkdtempSync(join(tmpdir(), "one-source-"));
    const file = join(dir, "offers.ts");
    writeFileSync(file, 'export const line = "Exclusive use of a complete event floor for up to 199 guests";\n');
    try {
      expect(literalCopies([file])).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
