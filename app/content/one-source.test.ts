import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "./site";
import { capacity, capacityText } from "./venues";

// Decision 0200: one edit in app/content/ changes every page. The facts most often written out
// again (the capacities, the tour hours and length, the response time) must come from
// app/content/venues.ts and app/content/site.ts everywhere else in app/: this scan fails on a
// literal copy outside app/content/.

const root = join(import.meta.dirname, "..");
const facts: { name: string; pattern: RegExp }[] = [
  { name: "single-stage capacity", pattern: new RegExp(`\\b${capacity.singleStage}\\b`) },
  {
    name: "double-floor capacity",
    pattern: new RegExp(`\\b${capacity.double.min}\\s*[-–]\\s*${capacity.double.max}\\b`),
  },
  { name: "triple-floor capacity", pattern: new RegExp(`\\b${capacity.triple}\\b`) },
  { name: "tour length", pattern: new RegExp(site.tourAvailability.minutes.replace("-", "\\s*[-–]\\s*")) },
  { name: "tour hours", pattern: new RegExp(site.tourAvailability.hours.replace("-", "\\s*[-–]\\s*")) },
  { name: "response time", pattern: new RegExp(site.responseWindow.replace(" ", "\\s+"), "i") },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(root, "content") ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one source per fact", () => {
  it("the facts read as the pages write them", () => {
    expect(capacityText).toEqual({ single: "199", double: "350-400", triple: "550" });
    expect(site.tourAvailability.duration).toBe("Tours last 60-90 minutes");
    expect(site.responsePromise).toBe("We answer every request within 24 hours.");
  });

  it("no source outside app/content/ writes a capacity, the tour hours or the response time out again", () => {
    const copies: string[] = [];
    for (const file of sources(root)) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const fact of facts)
            if (fact.pattern.test(line))
              copies.push(`${relative(root, file)}:${index + 1} ${fact.name}: ${line.trim()}`);
        });
    }
    expect(copies).toEqual([]);
  });

  it("the scan finds a copy when there is one", () => {
    expect(
      facts.filter((fact) => fact.pattern.test("Tours last 60-90 minutes, 9:00-18:00, for 350-400 guests")),
    ).toHaveLength(3);
    expect(facts.some((fact) => fact.pattern.test("we answer within 24 hours"))).toBe(true);
  });
});
