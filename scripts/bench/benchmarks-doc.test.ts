import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// BENCHMARKS.md holds the current figures only (docs/decisions/0690); `npm run bench` writes it and appends the notes.
const root = path.resolve(import.meta.dirname, "../..");
const benchmarks = readFileSync(path.join(root, "BENCHMARKS.md"), "utf8");
const notes = readFileSync(path.join(root, "docs/benchmarks-notes.md"), "utf8");

describe("BENCHMARKS.md", () => {
  it("stays under 250 lines: the history of its figures is in git", () => {
    expect(benchmarks.split("\n").length).toBeLessThan(250);
  });

  it("ends with docs/benchmarks-notes.md as written, after the generated sections", () => {
    expect(benchmarks.endsWith(`\n${notes}`)).toBe(true);
    expect(benchmarks.startsWith("# Benchmarks\n")).toBe(true);
    expect(benchmarks).toContain("<!-- bench:inbox:end -->");
  });

  it("says for each measured section how to reproduce it", () => {
    const sections = benchmarks.split(/^(?=## )/m).filter((part) => part.startsWith("## "));
    const silent = sections
      .filter((part) => !/`(npm (test|run [a-z:]+)|CI=true bash \.ci\/run|npx [^`]+)/.test(part))
      .map((part) => part.split("\n", 1)[0]);
    // The first three come from `npm run bench`, named once in the file's first lines.
    expect(silent).toEqual([
      "## Static page: our server vs nginx",
      "## Form submissions vs pgbench",
      "## Cost growth (GET /)",
    ]);
  });
});
