/**
 * One page's row in build/quality/page-quality.json: written by tests/e2e/page-quality.spec.ts, read by
 * `npm run bench` (scripts/bench/run.ts) for BENCHMARKS.md. Scores are 0-1, sizes KB brotli.
 */
export interface PageQualityRow {
  path: string;
  jsKb: number;
  /**
   * What that JavaScript is for: the site shell alone (0658), React islands by name (0692), or React
   * Router hydrating the whole page.
   */
  script?: string;
  cssKb: number;
  htmlKb: number;
  performance?: number;
  /** Every simulated run's performance score, in order (the best of them is `performance`): one run, or up to
   * three when the page was under its floor. */
  runs?: number[];
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** The whole first load (Lighthouse total byte weight). */
  totalKb?: number;
  /** The host's BenchmarkIndex just before the counted Lighthouse run, and the CPU slowdown calibrated from it. */
  benchmarkIndex?: number;
  cpuSlowdown?: number;
  /**
   * Lighthouse with `throttlingMethod: 'devtools'`: the mobile profile applied to the real page load (what a
   * phone feels) instead of simulated from an unthrottled one. The best of up to three runs, stopping at the
   * bar (the same shared, noisy host); `runs` holds every run's score, in order.
   * Reported, not gated (issue 14).
   */
  devtools?: { performance: number; lcpMs?: number; tbtMs?: number; runs?: number[] };
  indexable: boolean;
  failures: string[];
}
