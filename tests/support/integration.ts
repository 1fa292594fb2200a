import { existsSync } from "node:fs";
import { describe, it } from "vitest";

/**
 * The `describe` of an integration suite, which needs the production build and TEST_DATABASE_URL.
 * Without them: locally the suite is skipped with a warning (`npm run test:fast` provides both); in CI
 * (`CI` set) a failing test stands in for it, so that CI is never green without the integration tests.
 */
export function integrationSuite(name: string): typeof describe | typeof describe.skip {
  const missing = [
    ...(process.env.TEST_DATABASE_URL ? [] : ["TEST_DATABASE_URL"]),
    ...(existsSync("build/server/index.js") ? [] : ["build/ (npm run build)"]),
  ];
  if (missing.length === 0) return describe;
  const reason = `${name} cannot run without ${missing.join(" and ")}`;
  if (process.env.CI) describe(name, () => it("has what it needs to run", () => Promise.reject(new Error(reason))));
  else console.warn(`[integration] skipped: ${reason}`);
  return describe.skip;
}
