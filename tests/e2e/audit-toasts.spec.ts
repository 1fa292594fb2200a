import type { Locator } from "@playwright/test";
import { newsletterMessages } from "../../server/domain/newsletter/messages";
import { uniqueTag } from "../support/database";
import { linkIn, waitForOutbox } from "../support/outbox";
import { ensureOpenSession } from "../support/webinar";
import { expect, expectToast, test, waitForHydration } from "./fixtures";

// Toasts of the outside audit (issue 17): a toast never covers the navigation or the dialog the
// visitor is working in, and only the failures the spec calls destructive look like errors.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

async function expectApart(toast: Locator, other: Locator, what: string) {
  const [a, b] = [await box(toast), await box(other)];
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height ? "overlap" : "apart";
  expect(overlap, `the toast and ${what}`).toBe("apart");
}

// The registration dialog needs a session to offer.
test.beforeAll(async () => {
  await ensureOpenSession();
});

const MISSING = "Bitte füllen Sie alle Pflichtfelder aus und akzeptieren Sie die Datenschutzerklärung.";

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast leaves the registration dialog's heading and close button free`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/webinar/led-wall");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /anmelden/i })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Jetzt kostenfrei anmelden" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Jetzt anmelden!" }).click();
    await expectToast(page, "Fehler", MISSING);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Fehler" }).first();
    await expectApart(toast, dialog.getByRole("heading", { name: "Jetzt kostenfrei anmelden" }), "the heading");
    await expectApart(toast, dialog.getByRole("button", { name: "Schließen" }).first(), "the close button");
  });
}

test("a toast leaves the desktop navigation free", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await expectApart(toast, page.locator("header nav").first(), "the navigation");
  await expectApart(toast, page.getByRole("link", { name: "Book a Tour" }).first(), "the Book a Tour button");
});

test("'Already subscribed' is a plain toast; only 'Subscription failed' is destructive", async ({ page }) => {
  const email = `${uniqueTag("audit-dup")}@example.com`;
  await page.goto("/");
  await waitForHydration(page);
  const field = page.getByLabel("E-mail address");
  // A failure is destructive (the invalid address: an error toast).
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toHaveAttribute("data-type", "error");

  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, newsletterMessages.en.success.title, newsletterMessages.en.success.description);
  // Double opt-in: the address is subscribed once the link in its mail is opened.
  const [mail] = await waitForOutbox(email, "newsletter-confirmation");
  await page.goto(linkIn(mail!, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await page.goto("/");
  await waitForHydration(page);
  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, newsletterMessages.en.duplicate.title, newsletterMessages.en.duplicate.description);
  const duplicate = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: newsletterMessages.en.duplicate.title })
    .first();
  await expect(duplicate).not.toHaveAttribute("data-type", "error");
});
