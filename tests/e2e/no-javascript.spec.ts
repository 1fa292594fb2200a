import { expect, test } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { linkIn, waitForOutbox } from "../support/outbox";

// With JavaScript off every form still posts, stores the row and shows the same message in the page.
test.use({ javaScriptEnabled: false });

test("contact form without JavaScript", async ({ page }) => {
  const tag = uniqueTag("nojs-contact");
  await page.goto("/contact");
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
  await page.getByLabel(/^Message/).fill("Sent without JavaScript.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  await expect(page.getByRole("status")).toContainText("Thank you for contacting us. We'll get back to you soon.");
  expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
});

test("tour form without JavaScript", async ({ page }) => {
  const tag = uniqueTag("nojs-tour");
  await page.goto("/book-tour");
  await page.getByLabel(/^Full name/).fill("Grace Hopper");
  await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
  await page.getByLabel(/^Preferred date/).fill("2027-05-12");
  await page.getByLabel(/^Preferred time/).fill("14:30");
  await page.getByLabel(/^Number of guests/).fill("5");
  await page.getByRole("button", { name: "Request Tour" }).click();
  await expect(page.getByRole("status")).toContainText("Tour request submitted successfully!");
  const [row] = await rows("select number_of_guests from tour_bookings where email = $1", [`${tag}@example.com`]);
  expect(row).toEqual({ number_of_guests: 5 });
});

test("newsletter without JavaScript, and the duplicate message", async ({ page }) => {
  const tag = uniqueTag("nojs-news");
  await page.goto("/");
  await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText("Successfully subscribed!");
  // Double opt-in: the address counts as subscribed once the link in the mail is opened.
  const [mail] = await waitForOutbox(`${tag}@example.com`, "newsletter-confirmation");
  await page.goto(linkIn(mail!, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await page.goto("/");
  await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  // Not an error (spec section 8: only 'Subscription failed' is destructive): a status, not an alert.
  await expect(page.getByRole("status")).toContainText("Already subscribed");
  await expect(page.getByRole("status")).toContainText("This email is already subscribed to our newsletter.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
});
