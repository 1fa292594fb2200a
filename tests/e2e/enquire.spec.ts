import type { Page } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { estimateEvent } from "../../server/domain/enquiries/estimate";
import { defaultPriceList, type PriceList } from "../../server/domain/enquiries/price-list";
import { eventSpace } from "../../server/domain/enquiries/spaces";
import { expect, expectToast, personPause, test, waitForHydration } from "./fixtures";

// The event enquiry (/enquire, issue 47) as planners use it: from a stage page's 'Check availability',
// an estimate while filling in, the date held as a first option with the estimate mailed; a second
// planner for the same date gets the second option (without JavaScript); a third is refused with the
// input kept. The date is one no earlier run holds (holds are the whole site's).

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

const euro = (cents: number) =>
  `€${(cents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function fillEvent(page: Page, day: string) {
  await page.getByLabel(/^Guests/).fill("120");
  await page.getByLabel(/^Date/).fill(day);
  await page.getByLabel(/^Start/).fill("09:00");
  await page.getByLabel(/^End/).fill("18:00");
  await page.getByLabel(/^Setup/).selectOption("theatre");
}

async function fillPlanner(page: Page, name: string, email: string) {
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
}

test("a planner checks availability from a stage, sees the estimate, and holds the date as a first option", async ({
  page,
}) => {
  const day = await freeDay();
  const email = `${uniqueTag("enquire")}@example.com`;
  await page.goto("/venues/liberty-stage");
  await page.getByRole("link", { name: "Check availability" }).click();
  await expect(page).toHaveURL(/\/enquire\?space=liberty#availability$/);
  await expect(page.getByRole("heading", { name: "Availability: Liberty Stage" })).toBeInViewport();
  await waitForHydration(page);
  await expect(page.getByLabel(/^Space/)).toHaveValue("liberty");

  const estimate = page.getByRole("region", { name: "Your estimate" });
  await expect(estimate).toContainText("Choose a space, a date, the times and your number of guests");
  await fillEvent(page, day);
  // The list in force (the defaults unless the team saved one), worked out here by hand's rules.
  const [saved] = await rows<{ prices: PriceList }>("select prices from event_price_list where id = 1");
  const prices = saved?.prices ?? defaultPriceList;
  const space = eventSpace("liberty")!;
  const plain = estimateEvent({ space, dates: 1, rate: "day", guests: 120, addOns: [] }, prices);
  await expect(estimate.getByTestId("estimate-total")).toHaveText(euro(plain.grossCents));
  const technician = prices.addOns.find((addOn) => addOn.unit === "hour")!;
  await page.getByRole("checkbox", { name: new RegExp(`^${technician.label}`) }).check();
  await page.getByLabel(`${technician.label}: hours`).fill("4");
  const withHours = estimateEvent(
    { space, dates: 1, rate: "day", guests: 120, addOns: [{ id: technician.id, quantity: 4 }] },
    prices,
  );
  await expect(estimate.getByTestId("estimate-total")).toHaveText(euro(withHours.grossCents));
  await expect(estimate).toContainText("An estimate, not an offer");

  await fillPlanner(page, "Clara Vogt", email);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent: your date is held");
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("as a first option until");

  const [enquiry] = await rows<{ id: number; guests: number; estimate: { grossCents: number }; lang: string }>(
    "select id, guests, estimate, lang from event_enquiries where email = $1",
    [email],
  );
  expect(enquiry).toMatchObject({ guests: 120, lang: "en", estimate: { grossCents: withHours.grossCents } });
  expect(await rows("select rank from event_holds where enquiry_id = $1", [enquiry!.id])).toEqual([{ rank: 1 }]);
  expect(
    await rows("select kind from lead_inbox where kind = 'enquiry' and source_id = $1", [enquiry!.id]),
  ).toHaveLength(1);
  const [mail] = await waitForOutbox(email, "enquiry-received");
  expect(mail!.text_body).toContain(euro(withHours.grossCents).replace("€", ""));
});

test("the calendar shows a held day as on option on every space with its floor, never whose; a free day fills the form", async ({
  page,
}) => {
  const day = await freeDay();
  const planner = { name: "Wilhelmina Calendarova", company: "Quietly Held GmbH" };
  const email = `${uniqueTag("calendar")}@example.com`;
  await page.goto("/enquire?space=horizon#availability");
  await expect(page.getByRole("heading", { name: "Availability: Horizon Stage" })).toBeVisible();
  const dayLink = page.locator(`a[href="?space=horizon&date=${day}#enquiry-form-heading"]`);
  await expect(dayLink).toHaveText(new RegExp(`^${Number(day.slice(8))} free$`));
  await dayLink.click();
  await expect(page).toHaveURL(new RegExp(`date=${day}#enquiry-form-heading$`));
  await waitForHydration(page);
  await expect(page.getByLabel(/^Space/)).toHaveValue("horizon");
  await expect(page.getByLabel(/^Date/)).toHaveValue(day);
  await page.getByLabel(/^Guests/).fill("80");
  await page.getByLabel(/^Setup/).selectOption("banquet");
  await fillPlanner(page, planner.name, email);
  await page.getByLabel(/^Company/).fill(planner.company);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent: your date is held");

  // Horizon alone, and each combination with Horizon's floor, shows the day on option; Liberty alone is free.
  for (const [spaceId, name, state] of [
    ["horizon", "Horizon Stage", "on option"],
    ["horizon-liberty", "Double floor: Horizon Stage + Liberty Stage", "on option"],
    ["all-three", "All three stages", "on option"],
    ["liberty", "Liberty Stage", "free"],
  ] as const) {
    await page.goto(`/enquire?space=${spaceId}`);
    await expect(page.getByRole("heading", { name: `Availability: ${name}` })).toBeVisible();
    const cell = page.locator(`a[href="?space=${spaceId}&date=${day}#enquiry-form-heading"]`);
    await expect(cell).toHaveText(`${Number(day.slice(8))} ${state}`);
    await expect(cell).toHaveAttribute("data-state", state === "free" ? "free" : "option");
    // Never whose: nothing of the planner is on the page.
    const html = await page.content();
    for (const secret of [planner.name, planner.company, email]) expect(html).not.toContain(secret);
  }
});

test("every venue and product page leads to its space's calendar; offices to the contact form", async ({ page }) => {
  for (const [path, heading] of [
    ["/venues/horizon-skyline-double", "Availability: Double floor: Horizon Stage + Skyline Stage"],
    ["/venues/skyline-liberty-horizon-triple", "Availability: All three stages"],
    ["/venues/liberty-studio", "Availability: Liberty Stage"],
    ["/venues/double-floor", "Availability: Double floor: Horizon Stage + Liberty Stage"],
    ["/venues/single-floor", "Availability: Horizon Stage"],
  ] as const) {
    await page.goto(path);
    await page.getByRole("link", { name: "Check availability" }).click();
    await expect(page.getByRole("heading", { name: heading })).toBeInViewport();
  }
  await page.goto("/venues/floors");
  await expect(page.getByRole("link", { name: "Check availability" })).toHaveCount(3);
  await page.goto("/venues/team-office");
  await page.getByRole("link", { name: "Check availability" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a second planner for the same date holds the second option; a third is refused with the input kept", async ({
    page,
  }) => {
    const day = await freeDay();
    const planners = ["First Planner", "Second Planner", "Third Planner"].map((name, index) => ({
      name,
      email: `${uniqueTag(`enquire-nojs-${index}`)}@example.com`,
    }));
    const answers: string[] = [];
    for (const planner of planners) {
      await page.goto("/enquire?space=skyline");
      await fillEvent(page, day);
      await fillPlanner(page, planner.name, planner.email);
      await personPause(page);
      await page.getByRole("button", { name: "Send enquiry" }).click();
      answers.push(
        await page
          .getByRole(planner === planners[2] ? "alert" : "status")
          .first()
          .innerText(),
      );
    }
    expect(answers[0]).toContain("Enquiry sent: your date is held");
    expect(answers[1]).toContain("Enquiry sent: second option");
    expect(answers[2]).toContain("Date not available");
    expect(answers[2]).toContain("Please choose other dates; nothing was sent.");
    // The refused form keeps what was typed.
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Third Planner");
    await expect(page.getByLabel(/^Date/)).toHaveValue(day);
    const stored = await rows<{ email: string; rank: number }>(
      "select e.email, h.rank from event_enquiries e join event_holds h on h.enquiry_id = e.id where h.day = $1 order by h.rank",
      [day],
    );
    expect(stored).toEqual([
      { email: planners[0]!.email, rank: 1 },
      { email: planners[1]!.email, rank: 2 },
    ]);
  });
});
