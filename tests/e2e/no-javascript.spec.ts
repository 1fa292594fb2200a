import { expect, test, type Locator, type Page } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { linkIn, waitForOutbox } from "../support/outbox";
import { noTicketMessage } from "../../server/domain/leads/form-messages";
import { personPause, sendPlainForm } from "./fixtures";
import { arrangementDay } from "../support/tour-days";

// With JavaScript off every form still posts, stores the row and shows the same message in the page.
test.use({ javaScriptEnabled: false });

test("contact form without JavaScript", async ({ page }) => {
  const tag = uniqueTag("nojs-contact");
  await page.goto("/contact");
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
  await page.getByLabel(/^Message/).fill("Sent without JavaScript.");
  await sendPlainForm(page, "Send Message");
  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  await expect(page.getByRole("status")).toContainText("Thank you for contacting us. We'll get back to you soon.");
  expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
});

test("contact without JavaScript: the prerendered form's first post comes back filled in with the request to send again; sent again, it is stored once", async ({
  page,
}) => {
  const tag = uniqueTag("nojs-contact-ticket");
  const typed = {
    "First name": "Ada",
    "Last name": "Lovelace",
    "E-mail": `${tag}@example.com`,
    "Company (optional)": "Analytical Engines Ltd",
    Message: "A launch for 300 guests in March.",
  };
  await page.goto("/contact");
  for (const [label, value] of Object.entries(typed))
    await page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`)).fill(value);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText(noTicketMessage.title);
  await expect(page.getByRole("alert")).toContainText(noTicketMessage.description);
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`))).toHaveValue(value);
  expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(0);

  await personPause(page);
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
  await page.getByLabel(/^Preferred date/).fill(arrangementDay);
  await page.getByLabel(/^Preferred time/).fill("14:30");
  await page.getByLabel(/^Number of guests/).fill("5");
  await sendPlainForm(page, "Request Tour");
  await expect(page.getByRole("status")).toContainText("Tour request submitted successfully!");
  const [row] = await rows("select number_of_guests from tour_bookings where email = $1", [`${tag}@example.com`]);
  expect(row).toEqual({ number_of_guests: 5 });
});

test("newsletter without JavaScript, and the duplicate message", async ({ page }) => {
  const tag = uniqueTag("nojs-news");
  await page.goto("/");
  await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
  await sendPlainForm(page, "Subscribe");
  await expect(page.getByRole("status")).toContainText("Successfully subscribed!");
  // Double opt-in: the address counts as subscribed once the link in the mail is opened.
  const [mail] = await waitForOutbox(`${tag}@example.com`, "newsletter-confirmation");
  await page.goto(linkIn(mail!, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await page.goto("/");
  await page.getByLabel("E-mail address").fill(`${tag}@example.com`);
  await sendPlainForm(page, "Subscribe");
  // Not an error (spec section 8: only 'Subscription failed' is destructive): a status, not an alert.
  await expect(page.getByRole("status")).toContainText("Already subscribed");
  await expect(page.getByRole("status")).toContainText("This email is already subscribed to our newsletter.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await rows("select 1 from newsletter_subscriptions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
});

/**
 * Issue 48 item 3: the answer to a plain post is a new page, which opened at the top with the
 * message far below the fold (y = 1875 px in a 900 px window). The message must be in view: inside
 * the viewport and below the fixed header.
 */
async function expectInView(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  const viewport = page.viewportSize()!;
  // Where the visitor sees it once the page has loaded: the browser scrolls to the fragment as the
  // page is laid out, and again until it has loaded.
  const where = async () => {
    const box = (await message.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    const inView =
      box.y >= header.y + header.height - 1 &&
      box.y + box.height <= viewport.height &&
      box.x >= 0 &&
      box.x + box.width <= viewport.width;
    return `${inView ? "in view" : "out of view"}: message at ${JSON.stringify(box)}, header to ${header.y + header.height}, viewport ${viewport.width}x${viewport.height}`;
  };
  await page.waitForLoadState("load");
  await expect.poll(where).toMatch(/^in view/);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the answer in view at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("contact: after a successful post the message is on screen", async ({ page }) => {
      const tag = uniqueTag("nojs-contact-view");
      await page.goto("/contact");
      await page.getByLabel(/^First name/).fill("Ada");
      await page.getByLabel(/^Last name/).fill("Lovelace");
      await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
      await page.getByLabel(/^Message/).fill("Sent without JavaScript.");
      await sendPlainForm(page, "Send Message");
      await expectInView(page, page.getByRole("status").filter({ hasText: "Message sent successfully!" }));
    });

    test("tour: after a successful post the message is on screen", async ({ page }) => {
      const tag = uniqueTag("nojs-tour-view");
      await page.goto("/book-tour");
      await page.getByLabel(/^Full name/).fill("Grace Hopper");
      await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
      await page.getByLabel(/^Preferred date/).fill(arrangementDay);
      await page.getByLabel(/^Preferred time/).fill("14:30");
      await page.getByLabel(/^Number of guests/).fill("5");
      await sendPlainForm(page, "Request Tour");
      await expectInView(page, page.getByRole("status").filter({ hasText: "Tour request submitted successfully!" }));
    });
  });
}
