import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientFacts } from "../server/domain/company/client-facts.ts";
import { sample } from "../server/domain/company/sample.ts";
import { findSamples, sampleReport, samplesIn } from "./client-facts.ts";

const root = path.resolve(import.meta.dirname, "..");
const documented = () =>
  [...readFileSync(path.join(root, "docs/client-facts.md"), "utf8").matchAll(/^\| `([a-z0-9-]+)` +\|/gm)].map(
    (match) => match[1]!,
  );

describe("client facts", () => {
  it("the document and the registry list the same facts", () => {
    expect(documented().sort()).toEqual(Object.keys(clientFacts).sort());
  });

  it("every sample value in the code names a registered fact", () => {
    const uses = samplesIn(root);
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !(use.fact in clientFacts))).toEqual([]);
  });

  it("every registered fact points at a file that exists", () => {
    for (const fact of Object.values(clientFacts)) {
      const file = fact.where.split(" ")[0]!;
      expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
    }
  });

  it("finds sample calls with their line, ignores comments, and returns the value unchanged", () => {
    const source = `// sample("vat-id", "x")\nconst a = {\n  vatId: sample("vat-id", "DE 1"),\n};`;
    expect(findSamples(source, "site.ts")).toEqual([{ fact: "vat-id", file: "site.ts", line: 3 }]);
    expect(sample("vat-id", "DE 1")).toBe("DE 1");
  });

  it("reports what is left, grouped by fact, and nothing once every fact is supplied", () => {
    const report = sampleReport([
      { fact: "vat-id", file: "server/domain/company/site.ts", line: 50 },
      { fact: "vat-id", file: "server/domain/company/site.ts", line: 50 },
      { fact: "made-up", file: "app/x.ts", line: 1 },
    ]);
    expect(report).toContain("2 of");
    expect(report).toContain("VAT identification number");
    expect(report).toContain('unknown fact "made-up"');
    expect(sampleReport([])).toBeUndefined();
  });
});
