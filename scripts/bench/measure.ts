import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

// What the data benchmarks share: a median and p95 of repeated runs after warm-ups, and their
// section of BENCHMARKS.md, between its markers (added after another section the first time).

export async function timeRuns(
  runs: number,
  work: () => Promise<unknown>,
  warmups = 3,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmups; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

export function writeBenchSection(name: string, heading: string, text: string, after: string): void {
  // No blank line under the heading: BENCHMARKS.md stays under 250 lines (scripts/bench/benchmarks-doc.test.ts).
  const section = [`<!-- bench:${name}:start -->`, `## ${heading}`, text, `<!-- bench:${name}:end -->`].join("\n");
  const current = readFileSync("BENCHMARKS.md", "utf8");
  const marked = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*<!-- bench:${name}:end -->`);
  writeFileSync(
    "BENCHMARKS.md",
    marked.test(current)
      ? current.replace(marked, section)
      : current.replace(`<!-- bench:${after}:end -->`, `<!-- bench:${after}:end -->\n\n${section}`),
  );
  console.log(`[bench:${name}] wrote BENCHMARKS.md`);
}
