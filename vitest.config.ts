import { defineConfig } from "vitest/config";

// Two projects, one run: `unit` (pure code, no server, no database) and `integration` (the production
// build started as a server, against TEST_DATABASE_URL). `npm run test:fast` runs both; `vitest run
// --project unit` runs the unit tests alone.
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
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"] },
      },
    ],
  },
});
