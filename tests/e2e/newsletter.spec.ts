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
