import { defineConfig } from "vitest/config";

// Three projects, one run: `unit` (pure code, no server, no database), `integration` (the production
// build started as a server, against TEST_DATABASE_URL) and `reliability` (the same, under load, faults
// and hostile input). `npm run test:fast` runs the first two, `npm run test:reliability` the third; `vitest run --project <name>` one of them.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["tests/integration/reliability.test.ts"],
        },
      },
      {
        // Load, faults and hostile input (issue 8): a lane of its own (npm run test:reliability).
        extends: true,
        test: { name: "reliability", include: ["tests/integration/reliability.test.ts"] },
      },
    ],
  },
});
