import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, headlessShellPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const PAGES = ["**/page-quality.spec.ts", "**/page-metadata.spec.ts"];
const SCANS = "**/page-scans.spec.ts";
/**
 * Feature specs that change what every page or session shares: the webinar's sessions, the staff
 * accounts, the rate-limit table, or that run their own server and proxy. They run one at a time
 * (project `e2e-serial`), beside the others but on a server and database of their own (scripts/test.sh:
 * E2E_SERIAL_DATABASE_URL, port E2E_PORT + 1); every other feature spec uses its own addresses, cookies
 * and rows and runs two files at a time (project `e2e`). docs/decisions/0695.
 */
const SERIAL = [
  "**/webinar.spec.ts",
  "**/webinar-staff.spec.ts",
  "**/staff.spec.ts",
  "**/staff-office.spec.ts",
  "**/staff-security.spec.ts",
  "**/staff-sign-in-security.spec.ts",
  // The tour rules it saves are the whole site's (the booking form's free times).
  "**/staff-tours.spec.ts",
  // The event price list it saves is the whole site's (every enquiry's estimate).
  "**/staff-prices.spec.ts",
  // The offers it publishes are the whole site's (issue 45).
  "**/staff-content.spec.ts",
  // The references and the gift card it publishes are the whole site's (issue 45).
  "**/staff-references.spec.ts",
  // Its photos are the whole site's library (issue 45).
  "**/staff-media.spec.ts",
  "**/staff-photos.spec.ts",
  "**/staff-home-slides.spec.ts",
  "**/staff-webinar-landing.spec.ts",
  // The product records it publishes are the whole site's (issue 45).
  "**/staff-products.spec.ts",
  // The stage pages' and explorer spaces' words and the films they publish are the whole site's (issue 45).
  "**/staff-stages.spec.ts",
  "**/staff-explorer-spaces.spec.ts",
  "**/staff-company.spec.ts",
  "**/staff-films.spec.ts",
  // Its options and bookings are the whole site's availability of a floor and day.
  "**/staff-enquiries.spec.ts",
  "**/behind-proxy.spec.ts",
  "**/database-down.spec.ts",
  "**/audit-toasts.spec.ts",
  "**/form-failures.spec.ts",
];
/** Measures each tap's time to respond: runs last, with nothing else on the machine (project `first-tap`). */
const FIRST_TAP = "**/first-tap.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // A stray test.only must turn CI red, not quietly run one test.
  forbidOnly: !!process.env.CI,
  // At most two at once (two cores): the page scans and the feature specs that share nothing; the
  // stateful specs and Lighthouse run alone.
  workers: 2,
  // Retries are per test, never per lane: a flaky browser test gets one more try in CI (bounded by its
  // own 60 s limit); the page checks never retry (each page test keeps the best of a few Lighthouse runs).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  // Two lanes (scripts/test.sh): the feature specs (npm run test:e2e): projects `e2e` and `e2e-serial` side by
  // side, then `first-tap`;
  // and the page checks that visit every page of the route table (npm run test:pages): project `scans`,
  // then project `pages`.
  // Each project's own output folder: `e2e` and `e2e-serial` run as two commands at once, and each clears its
  // folder as it starts.
  projects: [
    {
      name: "e2e",
      outputDir: "test-results/e2e",
      testIgnore: [...PAGES, SCANS, ...SERIAL, FIRST_TAP],
      workers: 2,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs } },
    },
    {
      // scripts/test.sh runs this project beside `e2e`, against a second server and database.
      name: "e2e-serial",
      outputDir: "test-results/e2e-serial",
      testMatch: SERIAL,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs } },
    },
    {
      // After `e2e` and `e2e-serial`, alone: its response times are read in the full browser a visitor runs.
      name: "first-tap",
      outputDir: "test-results/first-tap",
      testMatch: FIRST_TAP,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } },
    },
    {
      // Every page at phone, tablet and desktop widths (overflow, axe): read-only, two pages at a time
      // (scripts/test.sh runs this project before `pages`, never beside it).
      name: "scans",
      outputDir: "test-results/scans",
      testMatch: SCANS,
      fullyParallel: true,
      workers: 2,
      retries: 0,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs } },
    },
    {
      name: "pages",
      outputDir: "test-results/pages",
      testMatch: PAGES,
      workers: 1,
      retries: 0,
      // Lighthouse and the host measure beside it: the full browser a visitor runs.
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
      // No SMTP_URL: mail goes to the outbox table, which the mail tests read; workers poll often.
      JOBS_POLL_SECONDS: "0.5",
      // The past webinar's registrations are due for deletion (3 months after it): a sweep in the
      // middle of a webinar test would take its fresh row. The sweep has its own tests (server/privacy).
      RETENTION_CRON: "off",
      // The morning digest has its own tests (server/domain/leads/digest.test.ts).
      STAFF_DIGEST_CRON: "off",
      STAFF_SIGN_IN_MAX: "100000",
      // Browser tests insert webinar sessions and expect the landing page to show them at once.
      WEBINAR_SESSIONS_CACHE_SECONDS: "0",
      // Stops at once when the run ends: no proxy waits on its health check here.
      SHUTDOWN_DELAY_SECONDS: "0",
    },
  },
});
