import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { linkIn, waitForOutbox } from "../support/outbox";

test.describe("newsletter", () => {
  test("subscribe: button disabled while empty, busy label, toast, cleared field, one row; confirmed, again in other case: already subscribed", async ({
    page,
  }) => {
    const tag = uniqueTag("news");
    await page.goto("/");
    await waitForHydration(page);
    const field = page.getByLabel("E-mail address");
    const button = page.getByRole("button", { name: "Subscribe" });
    await expect(button).toBeDisabled();
    await field.fill(`${tag}@example.com`);
    await expect(button).toBeEnabled();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/forms/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    await expect(field).toHaveValue("");
    await page.unroute("**/forms/newsletter");

    // Double opt-in: the address counts as subscribed once the link in the mail is opened.
    const [mail] = await waitForOutbox(`${tag}@example.com`, "newsletter-confirmation");
    await page.goto(linkIn(mail!, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
    await page.goto("/");
    await waitForHydration(page);

    await field.fill(`${tag.toUpperCase()}@EXAMPLE.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Already subscribed", "This email is already subscribed to our newsletter.");
    const stored = await rows("select email from newsletter_subscriptions where lower(email) = lower($1)", [
      `${tag}@example.com`,
    ]);
    expect(stored).toEqual([{ email: `${tag}@example.com` }]);
  });
});

test.describe("newsletter before its script", () => {
  // The browser reports the blocked script itself.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported module|boot-/] });

  test("sent before the page's script runs: held for it; if it never comes, posted without script after 8 s, once", async ({
    page,
  }) => {
    const tag = uniqueTag("news-held");
    // The island script never arrives (a dropped connection, a blocked file): the form must still go.
    await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
    const sentAt = Date.now();
    await page.getByRole("button", { name: "Subscribe" }).click();
    // Held at first: still on the page, nothing stored.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/$/);
    expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toEqual([]);
    // Then the plain post, answered by the page without script.
    await expect(page).toHaveURL(/\/newsletter$/, { timeout: 15_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(7_500);
    await expect(page.getByText("Successfully subscribed!").first()).toBeVisible();
    expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(
      1,
    );
  });
});
