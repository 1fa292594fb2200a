import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision records are superseded, not edited (docs/decisions/0690): each says when it was made and whether it still holds.
const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, number: name.slice(0, 4), head: readFileSync(path.join(dir, name), "utf8").split("\n", 8) }));
const numbers = new Set(records.map((record) => record.number));
const STATUS = /^Status: (accepted|(superseded|amended) by (\d{4}))( \(.+\))?$/;

describe("decision records", () => {
  it("are numbered once each", () => {
    expect(records.length).toBeGreaterThan(0);
    expect(numbers.size).toBe(records.length);
  });

  it("each open with the title, a Date line and a Status line", () => {
    const problems = records.flatMap(({ name, head }) => {
      const found: string[] = [];
      if (!/^# \d{4}/.test(head[0] ?? "")) found.push(`${name}: no '# NNNN title' first line`);
      const date = head.find((line) => line.startsWith("Date:"));
      const day = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(date ?? "")?.[1];
      if (!day || Number.isNaN(Date.parse(day))) found.push(`${name}: no 'Date: YYYY-MM-DD' line`);
      const status = head.find((line) => line.startsWith("Status:"));
      if (!status || !STATUS.test(status))
        found.push(`${name}: no 'Status: accepted | superseded by NNNN | amended by NNNN' line`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("name only records that exist as what superseded or amended them", () => {
    const dangling = records.flatMap(({ name, head }) => {
      const target = head.map((line) => STATUS.exec(line)?.[3]).find(Boolean);
      return target && !numbers.has(target) ? [`${name} -> ${target}`] : [];
    });
    expect(dangling).toEqual([]);
  });
});
