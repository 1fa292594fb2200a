import { contactMessages } from "../../server/domain/leads/contact-messages";
import { newsletterMessages } from "../../server/domain/newsletter/messages";
import { tourMessages } from "../../server/domain/leads/tour-messages";
import { freeTourDay } from "../support/tour-days";
import { rows, uniqueTag } from "../support/database";
import { linkIn, waitForOutbox } from "../support/outbox";
import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { ownerSession, signedInPage, type SessionState } from "./staff-helpers";

// A German visitor, entirely in German (issue 44): a message from /de/kontakt gets the German toast
// and a German mail and is marked German in the back office; a tour booked from /de/tour-buchen gets
// a German invite and a German page to manage it; an event enquiry from /de/anfrage holds its date
// with a German estimate and mail; the newsletter's double opt-in in German; prices in the page's format.

const tag = uniqueTag("deutsch");
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
});

test("a message from /de/kontakt: German toast, a German mail to the visitor, marked German in the inbox", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${tag}-kontakt@example.com`;
  await page.goto("/de/kontakt");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await waitForHydration(page);
  // An empty form first: the German message of the spec's catalogue, nothing stored.
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expectToast(page, contactMessages.de.missing.title, contactMessages.de.missing.description);
  await page.getByLabel("Vorname").fill("Greta");
  await page.getByLabel("Nachname").fill(tag);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel(/^Nachricht/).fill(`Eine Produktpräsentation für 300 Gäste (${tag}).`);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expectToast(page, contactMessages.de.success.title, contactMessages.de.success.description);

  expect(await rows("select language from contact_submissions where email = $1", [email])).toEqual([
    { language: "de" },
  ]);
  const [mail] = await waitForOutbox(email, "visitor-contact");
  expect(mail!.subject).toBe("Wir haben Ihre Nachricht erhalten – SPARK Frankfurt");
  expect(mail!.text_body).toContain("Greta");
  expect(mail!.text_body).not.toContain("thank you");

  // The back office: the lead's row says it was written from a German page.
  const staff = await signedInPage(browser, baseURL, ownerState);
  await staff.goto(`/staff?q=${tag}`);
  const row = staff.getByRole("row").filter({ hasText: `Greta ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTitle("German")).toHaveText("DE");
  await staff.context().close();
});

test("a tour booked from /de/tour-buchen: German labels and toast, a German invite, a German page to manage it", async ({
  page,
  request,
}) => {
  const email = `${tag}-tour@example.com`;
  const { day, times } = await freeTourDay(request);
  await page.goto("/de/tour-buchen");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await waitForHydration(page);
  await page.getByLabel(/^Vor- und Nachname/).fill("Greta Planerin");
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Anzahl der Personen/).fill("4");
  await page.getByLabel(/^Wunschdatum/).fill(day);
  const timeField = page.getByRole("combobox", { name: /^Wunschzeit/ });
  await expect(timeField.getByRole("option")).toHaveCount(times.length + 1);
  await timeField.selectOption(times[0]!);
  await page.getByRole("button", { name: "Besichtigung anfragen" }).click();
  await expectToast(page, tourMessages.de.success.title, tourMessages.de.success.description);
  expect(await rows("select lang from tour_bookings where email = $1", [email])).toEqual([{ lang: "de" }]);

  const [mail] = await waitForOutbox(email, "tour-booked");
  expect(mail!.subject).toMatch(/^Ihre Besichtigung bei SPARK Frankfurt: /);
  expect(mail!.text_body).not.toMatch(/\byour tour\b/i);
  const [withFile] = await rows<{ attachments: { filename: string; content: string }[] }>(
    "select attachments from mail_outbox where id = $1",
    [mail!.id],
  );
  expect(withFile!.attachments[0]!.content).toContain("METHOD:REQUEST");
  // The link in the mail opens the German page to move or cancel the tour.
  const manage = /https?:\/\/\S+(\/de\/tour-buchen\/verwalten\?t=[\w.-]+)/.exec(mail!.text_body)?.[1];
  expect(manage).toBeTruthy();
  await page.goto(manage!);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // German clock times: "9:00 Uhr".
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${times[0]!.replace(/^0/, "")} Uhr`);
});

test("an event enquiry from /de/anfrage: the estimate in euros as German writes them, the date held, a German mail", async ({
  page,
}) => {
  const email = `${tag}-anfrage@example.com`;
  // A day 5 to 12 months ahead that no floor holds (holds are the whole site's).
  let day = "";
  while (!day) {
    const date = new Date();
    date.setUTCHours(12, 0, 0, 0);
    date.setUTCDate(date.getUTCDate() + 150 + Math.floor(Math.random() * 210));
    const candidate = date.toISOString().slice(0, 10);
    if (!(await rows("select 1 from event_holds where day = $1", [candidate])).length) day = candidate;
  }
  await page.goto("/de/anfrage?space=liberty");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await waitForHydration(page);
  await page.getByLabel(/^Personen/).fill("120");
  await page
    .getByLabel(/^Datum/)
    .first()
    .fill(day);
  await page
    .getByLabel(/^Beginn/)
    .first()
    .fill("09:00");
  await page.getByLabel(/^Ende/).first().fill("18:00");
  await page.getByLabel(/^Bestuhlung/).selectOption("theatre");
  const estimate = page.getByRole("region", { name: "Ihre Kostenschätzung" });
  // "12.345,00 €": the German thousands point, decimal comma and the sign after the amount.
  await expect(estimate).toContainText(/\d{1,3}(\.\d{3})*,\d{2}\u00a0€/);
  await expect(estimate).not.toContainText("€1");
  await page.getByLabel(/^Vor- und Nachname/).fill("Greta Planerin");
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expectToast(page, "Anfrage gesendet: Ihr Termin ist vorgemerkt");
  const [enquiry] = await rows<{ id: number; lang: string }>("select id, lang from event_enquiries where email = $1", [
    email,
  ]);
  expect(enquiry!.lang).toBe("de");
  expect(await rows("select rank from event_holds where enquiry_id = $1", [enquiry!.id])).toEqual([{ rank: 1 }]);
  const [mail] = await waitForOutbox(email, "enquiry-received");
  expect(mail!.subject).toMatch(/^Ihre Veranstaltungsanfrage: /);
  expect(mail!.text_body).toContain("Option");
  expect(mail!.text_body).not.toMatch(/\bestimate\b/i);
});

test("the newsletter's double opt-in in German: the block, the toast, the mail and the confirmation page", async ({
  page,
}) => {
  const email = `${tag}-newsletter@example.com`;
  await page.goto("/de");
  await waitForHydration(page);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expectToast(page, newsletterMessages.de.success.title, newsletterMessages.de.success.description);
  expect(await rows("select language, status from newsletter_subscriptions where email = $1", [email])).toEqual([
    { language: "de", status: "pending" },
  ]);

  const [mail] = await waitForOutbox(email, "newsletter-confirmation");
  expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum SPARK-Newsletter");
  expect(mail!.text_body).toContain("Bitte bestätigen Sie");
  await page.goto(linkIn(mail!, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung bestätigt" })).toBeVisible();
  // The page around it is German too: the frame follows the subscriber's language.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Impressum" })).toBeVisible();
  expect(
    (await rows<{ status: string }>("select status from newsletter_subscriptions where email = $1", [email]))[0],
  ).toEqual({ status: "confirmed" });
});

test("prices in the page's language: €2,500 on the English offers, 2.500 € on the German ones", async ({ page }) => {
  await page.goto("/exclusive-offers");
  const english = await page.getByRole("main").innerText();
  expect(english).toMatch(/€\d{1,3},\d{3}/);
  expect(english).not.toMatch(/\d{1,3}\.\d{3}\s€/);
  await page.goto("/de/exklusive-angebote");
  const german = await page.getByRole("main").innerText();
  // A non-breaking space before the sign (GERMAN.md), the thousands with a point.
  expect(german).toMatch(/\d{1,3}\.\d{3}\u00a0€/);
  expect(german).not.toMatch(/€\d/);
  expect(german).toContain("zzgl.");
});
