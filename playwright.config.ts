import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } },
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      ALLOW_DEV_SECRETS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      // Browser tests send many forms from one address; the limiter has its own tests.
      RATE_LIMIT_FORM_MAX: "100000",
      RATE_LIMIT_GATE_MAX: "100000",
      STAFF_SIGN_IN_MAX: "100000",
    },
  },
});
