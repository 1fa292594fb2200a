import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { rows, testDatabaseUrl, uniqueTag } from "../support/database";
import { startServer, type RunningServer } from "../support/server";
import { startTcpProxy, viaProxy, type TcpProxy } from "../support/tcp-proxy";

// A second server whose way to PostgreSQL the test can cut: the visitor sees the spec's failure
// message, and once the database is back the same page works again without a restart.
test.use({ allowedConsoleErrors: [/status of 503/] });

let proxy: TcpProxy;
let server: RunningServer;

test.beforeAll(async () => {
  const target = new URL(testDatabaseUrl());
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  server = await startServer({
    DATABASE_URL: viaProxy(testDatabaseUrl(), proxy.port),
    RATE_LIMIT_FORM_MAX: "100000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

test("contact form with the database down, then back", async ({ page }) => {
  const tag = uniqueTag("down");
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  await proxy.cut();
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
  await page.getByLabel(/^Message/).fill("Is anyone there?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Failed to send message", "Please try again later or contact us directly.");
  // The visitor's text is still there to send again.
  await expect(page.getByLabel(/^Message/)).toHaveValue("Is anyone there?");

  await proxy.restore();
  await expect(async () => {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Message sent successfully!");
  }).toPass({ timeout: 10_000 });
  expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
});
