import type { Page } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { expect, expectToast, test, waitForHydration } from "./fixtures";

// The visitor's signed link to their event enquiry (issue 47, decision 1141) in a real browser: sent
// from /enquire, the link read out of the acknowledgement mail, the held date, a request to confirm
// (told to the team), the release asked once more; a tampered link shows nothing. The page's forms are
// plain posts, so it is used here without JavaScript. The date is one no earlier run holds.

/** A day 4 to 11 months ahead on which no floor is held, in Frankfurt's calendar. */
async function freeDay(): Promise<string> {
  for (;;) {
    const date = new Date();
    date.setUTCHours(12, 0, 0, 0);
    date.setUTCDate(date.getUTCDate() + 120 + Math.floor(Math.random() * 210));
    const day = date.toISOString().slice(0, 10);
    if (!(await rows("select 1 from event_holds where day = $1", [day])).length) return day;
  }
}

async function sendEnquiry(page: Page, day: string, email: string) {
  await page.goto("/enquire?space=horizon");
  await waitForHydration(page);
  await page.getByLabel(/^Guests/).fill("80");
  await page.getByLabel(/^Date/).fill(day);
  await page.getByLabel(/^Start/).fill("09:00");
  await page.getByLabel(/^End/).fill("18:00");
  await page.getByLabel(/^Setup/).selectOption("banquet");
  await page.getByLabel(/^Full name/).fill("Mira Link");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent: your date is held");
}

test("the link from the acknowledgement shows the held date, asks us to confirm and releases the option; a tampered link does not work", async ({
  page,
  browser,
}) => {
  const day = await freeDay();
  const email = `${uniqueTag("enquire-link")}@example.com`;
  await sendEnquiry(page, day, email);
  const [enquiry] = await rows<{ id: number }>("select id from event_enquiries where email = $1", [email]);

  const [ack] = await waitForOutbox(email, "enquiry-received");
  expect(ack!.text_body).toContain("See your option, release it or ask us to confirm: http");
  const link = /https?:\/\/\S+(\/enquire\/manage\?t=[\w.-]+)/.exec(ack!.text_body)?.[1];
  expect(link).toBeTruthy();

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  const opened = await visitor.goto(link!);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.getByText("Your enquiry", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Horizon Stage");
  const date = visitor.locator("li[data-state]");
  await expect(date).toHaveCount(1);
  await expect(date).toHaveAttribute("data-state", "first");
  await expect(date).toContainText(`${Number(day.slice(8))} `);
  await expect(date).toContainText("09:00–18:00");
  await expect(date).toContainText(/First option, held until \w+day, .+ at \d\d:\d\d \(Frankfurt time\)/);
  await expect(visitor.locator("main").getByText("banquet", { exact: true })).toBeVisible();
  await expect(visitor.getByText(/incl\. VAT/)).toBeVisible();

  // Ask to confirm: the notice, an entry on the lead and a mail to the team naming the enquiry.
  await visitor.getByRole("button", { name: "Ask to confirm" }).click();
  await expect(visitor.getByRole("status")).toHaveText("We have your request to confirm. We will send you the offer.");
  await expect
    .poll(
      async () =>
        (
          await rows("select 1 from mail_outbox where template = 'team-enquiry-confirm' and text_body like $1", [
            `%${email}%`,
          ])
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(
    await rows(
      `select a.actor_email from staff_audit_log a join lead_inbox l on a.target_id = l.id::text
       where a.action = 'enquiries.confirm-requested' and l.kind = 'enquiry' and l.source_id = $1`,
      [enquiry!.id],
    ),
  ).toEqual([{ actor_email: "visitor" }]);

  // Release: asked once more; keeping the option changes nothing.
  await visitor.getByRole("button", { name: "Release option" }).click();
  await expect(visitor.getByText("Release your option on Horizon Stage?")).toBeVisible();
  await visitor.getByRole("link", { name: "Keep my option" }).click();
  await expect(date).toHaveAttribute("data-state", "first");
  await visitor.getByRole("button", { name: "Release option" }).click();
  await visitor.getByRole("button", { name: "Yes, release the option" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Your option is released.");
  await expect(date).toHaveAttribute("data-state", "released");
  await expect(date).toContainText("Released");
  await expect(visitor.locator("main").getByRole("button")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "send a new enquiry" })).toHaveAttribute("href", "/enquire");
  expect(await rows("select status from event_holds where enquiry_id = $1", [enquiry!.id])).toEqual([
    { status: "released" },
  ]);
  const [released] = await waitForOutbox(email, "enquiry-released");
  expect(released!.text_body).toContain("As you asked, we have released your option on Horizon Stage");

  // A tampered link shows nothing of anybody's enquiry.
  const token = link!.split("t=")[1]!;
  const tampered = `${link!.split("t=")[0]}t=${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  const refused = await visitor.goto(tampered);
  expect(refused?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(visitor.locator("main").getByText("Horizon Stage")).toHaveCount(0);
  await plain.close();
});
