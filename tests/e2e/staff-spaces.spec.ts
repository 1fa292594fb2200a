import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { acceptInvite, cliInvite, newPage, ownerSession, signedInPage, type SessionState } from "./staff-helpers";
import { dayLabel, instantFromZonedLocal, VENUE_TIME_ZONE } from "../../server/domain/company/venue-time";

// The calendar of spaces (/staff/spaces, issue 47, decision 1139) as the team reads it: a month of a
// far year with a booking on Liberty and a first and second option on Horizon, each named and linked
// to its lead, the other cells 'Free'; 'Next month' moves on; a salesperson reads it too; at 390 px
// the page does not scroll sideways. It only reads the site's state: its holds are in a month no
// other hold is in, and are deleted with their enquiries at its end.

const tag = uniqueTag("spaces");
let ownerState: SessionState;
let month = "";
const enquiryIds: number[] = [];

const FLOORS = { horizon: 4, liberty: 5, skyline: 6 } as const;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
  // A month of 2090-2099 without a hold (another spec's or an earlier run's).
  for (let attempt = 0; attempt < 50 && !month; attempt++) {
    const candidate = `${2090 + Math.floor(Math.random() * 10)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`;
    const [held] = await rows<{ n: number }>(
      "select count(*)::int as n from event_holds where to_char(day, 'YYYY-MM') = $1",
      [candidate],
    );
    if (held!.n === 0) month = candidate;
  }
  expect(month, "a free month in 2090-2099").not.toBe("");
});

test.afterAll(async () => {
  if (enquiryIds.length) await rows("delete from event_enquiries where id = any($1::int[])", [enquiryIds]);
});

const at = (day: string, time: string) => instantFromZonedLocal(`${day}T${time}`, VENUE_TIME_ZONE);

/** An enquiry holding `floor` on `day` (a booking, or an option of a rank); its lead's id. */
async function holding(
  who: { name: string; company: string },
  hold: { floor: number; day: string; kind: "booking" | "option"; rank?: 1 | 2; expiresAt?: Date },
) {
  const [row] = await rows<{ id: number }>(
    `insert into event_enquiries (full_name, email, company, space_id, guests)
     values ($1, $2, $3, 'liberty', 150) returning id`,
    [who.name, `${who.name.split(" ")[0]!.toLowerCase()}-${tag}@example.com`, who.company],
  );
  enquiryIds.push(row!.id);
  await rows(
    `insert into event_holds (enquiry_id, floor, day, kind, rank, status, starts_at, ends_at, expires_at)
     values ($1, $2, $3, $4, $5, 'active', $6, $7, $8)`,
    [
      row!.id,
      hold.floor,
      hold.day,
      hold.kind,
      hold.rank ?? null,
      at(hold.day, "09:00"),
      at(hold.day, "18:00"),
      hold.expiresAt ?? null,
    ],
  );
  const [lead] = await rows<{ id: number }>("select id from lead_inbox where kind = 'enquiry' and source_id = $1", [
    row!.id,
  ]);
  return lead!.id;
}

const untilText = (instant: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" }).format(
    instant,
  );
const monthText = (yearMonth: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${yearMonth}-01T12:00:00Z`),
  );

test("a month shows per day and floor the booking and the options with their leads; 'Next month' moves on; no sideways scroll at 390 px", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bookedDay = `${month}-05`;
  const optionDay = `${month}-12`;
  const expiresAt = at(`${month}-09`, "12:00");
  const booker = { name: `Bea Booker ${tag}`, company: `Booked GmbH ${tag}` };
  const first = { name: `Olga First ${tag}`, company: `First AG ${tag}` };
  const second = { name: `Sven Second ${tag}`, company: `Second KG ${tag}` };
  const bookerLead = await holding(booker, { floor: FLOORS.liberty, day: bookedDay, kind: "booking" });
  await holding(first, { floor: FLOORS.horizon, day: optionDay, kind: "option", rank: 1, expiresAt });
  await holding(second, { floor: FLOORS.horizon, day: optionDay, kind: "option", rank: 2 });

  // Found in the back office's navigation: this Frankfurt month.
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Spaces" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spaces" })).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()).slice(0, 7);
  await expect(page.getByRole("table")).toHaveAccessibleName(new RegExp(`^Spaces in ${monthText(thisMonth)}`));

  await page.goto(`/staff/spaces?month=${month}`);
  const table = page.getByRole("table", {
    name: `Spaces in ${monthText(month)}: bookings and options per day and floor`,
  });
  await expect(table).toBeVisible();
  for (const name of ["Day", "Horizon Stage (floor 4)", "Liberty Stage (floor 5)", "Skyline Stage (floor 6)"])
    await expect(table.getByRole("columnheader", { name })).toBeVisible();
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  await expect(table.getByRole("rowheader")).toHaveCount(days);
  const row = (day: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: dayLabel(day, "short"), exact: true }) });
  const cells = (day: string) => row(day).getByRole("cell");

  await expect(cells(bookedDay).nth(1)).toHaveText(`Booked: ${booker.name} (${booker.company})`);
  await expect(cells(bookedDay).nth(0)).toHaveText("Free");
  await expect(cells(bookedDay).nth(2)).toHaveText("Free");
  const horizon = cells(optionDay).nth(0);
  await expect(horizon).toContainText(`1st option until ${untilText(expiresAt)}: ${first.name} (${first.company})`);
  await expect(horizon).toContainText(`2nd option: ${second.name} (${second.company})`);
  await expect(cells(optionDay).nth(1)).toHaveText("Free");
  await expect(cells(`${month}-01`)).toHaveText(["Free", "Free", "Free"]);

  // A name opens its lead.
  await cells(bookedDay)
    .nth(1)
    .getByRole("link", { name: `${booker.name} (${booker.company})` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${bookerLead}$`));
  await expect(page.getByRole("heading", { level: 1, name: booker.name })).toBeVisible();

  // 'Next month' moves on; 'Previous month' comes back.
  await page.goBack();
  await page.getByRole("navigation", { name: "Months" }).getByRole("link", { name: "Next month" }).click();
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 7);
  await expect(page).toHaveURL(new RegExp(`/staff/spaces\\?month=${next}$`));
  await expect(page.getByRole("table")).toHaveAccessibleName(new RegExp(`^Spaces in ${monthText(next)}`));
  await expect(page.getByText(booker.name)).toHaveCount(0);
  await page.getByRole("link", { name: "Previous month" }).click();
  await expect(page.getByRole("link", { name: `${first.name} (${first.company})` })).toBeVisible();
  await expect(page.getByRole("link", { name: "This month" })).toHaveAttribute("href", "/staff/spaces");

  // At phone width the table scrolls inside its frame; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/spaces?month=${month}`);
  await expect(table).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("a salesperson reads the calendar too", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const member = await newPage(browser, baseURL);
  await acceptInvite(member, cliInvite(`member-${tag}@example.com`, "staff", baseURL!), "Sam Sales");
  await member.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Spaces" }).click();
  await expect(member.getByRole("heading", { level: 1, name: "Spaces" })).toBeVisible();
  await member.goto(`/staff/spaces?month=${month}`);
  await expect(member.getByRole("table")).toHaveAccessibleName(new RegExp(`^Spaces in ${monthText(month)}`));
});
