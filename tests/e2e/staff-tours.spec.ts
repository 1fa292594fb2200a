import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { waitForOutbox } from "../support/outbox";
import { rows, uniqueTag } from "../support/database";
import { dayHeading } from "../support/tour-days";
import { ownerSession, signedInPage, type SessionState } from "./staff-helpers";
import { defaultTourRules } from "../../server/domain/booking/tour-availability";
import {
  hoursField,
  numberRuleLabels,
  numberRules,
  rulesToForm,
  weekdayLabels,
} from "../../app/features/staff/tour-rules-form";

// The tours calendar (/staff/tours, issue 46) as an owner uses it: a visitor's request by arrangement
// confirmed into a time, moved, cancelled (after asking once more, also without JavaScript); a
// blocked period stored and removed; the tour rules saved and kept. The rules are the whole site's,
// so this spec runs alone (SERIAL in playwright.config.ts) and puts the defaults back at its end.

test.describe.configure({ mode: "serial" });

const tag = uniqueTag("tours");
const ownerEmail = `owner-${tag}@example.com`;
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, ownerEmail);
});

// Should the test stop halfway, the site's default rules apply again (no stored row: the defaults).
test.afterAll(async () => {
  await rows("delete from tour_settings where id = 1");
});

// Frankfurt's calendar days, as the page counts them.
const frankfurtToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const isoWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A weekday of next week on which no held tour (of an earlier run or spec) touches 09:30-13:30. */
async function freeWeekdayNextWeek(monday: string): Promise<string> {
  for (let offset = 0; offset < 5; offset++) {
    const day = addDays(monday, offset);
    const busy = await rows(
      `select 1 from tour_slots where status = 'held'
         and starts_at < ($1::timestamp at time zone 'Europe/Berlin')
         and busy_until > ($2::timestamp at time zone 'Europe/Berlin')`,
      [`${day} 13:30`, `${day} 09:30`],
    );
    if (busy.length === 0) return day;
  }
  throw new Error(`No weekday of the week of ${monday} is free in the morning`);
}

/** The inbox lead of a tour request, once stored. */
async function leadOf(email: string): Promise<string | undefined> {
  const [row] = await rows<{ id: string }>(
    "select l.id from tour_bookings t join lead_inbox l on l.kind = 'tour' and l.source_id = t.id where t.email = $1",
    [email],
  );
  return row?.id;
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The states of a visitor's tour time in the database ('held', 'cancelled'). */
async function slotStates(email: string): Promise<string[]> {
  const found = await rows<{ status: string }>(
    "select s.status from tour_slots s join tour_bookings t on t.id = s.tour_booking_id where t.email = $1",
    [email],
  );
  return found.map((row) => row.status);
}

async function saveRules(page: Page, fields: Record<string, string>) {
  const rules = page.getByRole("region", { name: "Tour rules" });
  for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const)
    await rules.getByLabel(weekdayLabels[weekday], { exact: true }).fill(fields[hoursField(weekday)]!);
  for (const name of numberRules) await rules.getByLabel(numberRuleLabels[name]).fill(fields[name]!);
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(notice(page, "Tour rules saved.")).toBeVisible();
}

test("a request by arrangement is confirmed, moved and cancelled (asked first); time is blocked and freed; the rules are saved", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const today = frankfurtToday();
  const nextMonday = addDays(today, 8 - isoWeekday(today));
  // A Saturday of next month: no tour hours on weekends, so the request waits for staff.
  const firstOfNextMonth = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const saturday = addDays(firstOfNextMonth, (6 - isoWeekday(firstOfNextMonth) + 7) % 7);
  const name = `Tess ${tag}`;
  const email = `${tag}@example.com`;

  // The visitor asks for the Saturday at 11:00 on the public form.
  await page.goto("/book-tour");
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Company/).fill("Tess Events");
  await page.getByLabel(/^Preferred date/).fill(saturday);
  await page.getByLabel(/^Preferred time/).fill("11:00");
  await page.getByLabel(/^Number of guests/).fill("6");
  await page.getByRole("button", { name: "Request Tour" }).click();
  await expect.poll(() => leadOf(email)).toBeDefined();
  const leadId = (await leadOf(email))!;
  expect(
    await rows("select 1 from tour_slots s join tour_bookings t on t.id = s.tour_booking_id where t.email = $1", [
      email,
    ]),
  ).toEqual([]);

  const owner = await signedInPage(browser, baseURL, ownerState);
  await owner.goto("/staff");
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Tours" }).click();
  await expect(owner.getByRole("heading", { name: "Tours", level: 1 })).toBeVisible();
  const tourMinutes = Number(await owner.getByLabel(numberRuleLabels.tourMinutes).inputValue());
  const range = (start: number) => `${clock(start)}-${clock(start + tourMinutes)}`;

  // The request waits under 'Requests by arrangement', its form filled with the asked-for time.
  const request = owner
    .getByRole("region", { name: "Requests by arrangement" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(request.getByRole("link", { name })).toHaveAttribute("href", `/staff/leads/${leadId}`);
  await expect(request).toContainText("6 guests");
  await expect(request.getByLabel("Date", { exact: true })).toHaveValue(saturday);
  await expect(request.getByLabel("Time", { exact: true })).toHaveValue("11:00");

  // Confirmed into a weekday of next week at 10:00.
  const day = await freeWeekdayNextWeek(nextMonday);
  await request.getByLabel("Date", { exact: true }).fill(day);
  await request.getByLabel("Time", { exact: true }).fill("10:00");
  await request.getByRole("button", { name: "Confirm tour" }).click();
  await expect(notice(owner, "Tour confirmed. The visitor is mailed the invite.")).toBeVisible();
  await expect(request).toHaveCount(0);
  // Each mail is awaited before the next change: a mail job that runs after the cancellation sends nothing.
  await waitForOutbox(email, "tour-booked");

  // Next week's calendar shows it under its day.
  await owner.getByRole("link", { name: "Next week" }).click();
  await expect(owner).toHaveURL(new RegExp(`[?&]week=${nextMonday}`));
  const dayPanel = owner.getByRole("region", { name: dayHeading(day), exact: true });
  const tour: Locator = dayPanel.getByRole("listitem").filter({ hasText: name });
  await expect(tour).toContainText(range(10 * 60));
  await expect(tour).toContainText("Tess Events");
  await expect(tour).toContainText(/Guide \d+/);
  await expect(tour.getByRole("link", { name })).toHaveAttribute("href", `/staff/leads/${leadId}`);

  // The day view shows the same day alone.
  await dayPanel.getByRole("link", { name: "Day view" }).click();
  await expect(owner).toHaveURL(new RegExp(`[?&]day=${day}`));
  await expect(owner.getByRole("region", { name: dayHeading(day), exact: true })).toContainText(range(10 * 60));
  await owner.goto(`/staff/tours?week=${day}`);

  // Moved to 11:30 the same day.
  await tour.getByLabel("New time").fill("11:30");
  await tour.getByRole("button", { name: "Move tour" }).click();
  await expect(notice(owner, "Tour moved. The visitor is mailed the new time.")).toBeVisible();
  await expect(tour).toContainText(range(11 * 60 + 30));
  await expect(tour.getByLabel("New time")).toHaveValue("11:30");
  await waitForOutbox(email, "tour-moved");

  // 'Cancel tour' asks once more, also without JavaScript; 'Keep the tour' keeps it held.
  const question = `Cancel the tour of ${name} on ${dayHeading(day)} ${day.slice(0, 4)} at 11:30? The visitor is mailed.`;
  const plain = await signedInPage(browser, baseURL, ownerState, { javaScriptEnabled: false });
  await plain.goto(`/staff/tours?week=${day}`);
  const plainDay = plain.getByRole("region", { name: dayHeading(day), exact: true });
  const plainTour = plainDay.getByRole("listitem").filter({ hasText: name });
  await plainTour.getByRole("button", { name: "Cancel tour" }).click();
  const plainAsk = plainTour.getByRole("form", { name: `Cancel the tour of ${name}` });
  await expect(plainAsk).toContainText(question);
  await expect(plainTour.getByRole("button", { name: "Cancel tour" })).toHaveCount(0);
  await plainAsk.getByRole("link", { name: "Keep the tour" }).click();
  await expect(plainAsk).toHaveCount(0);
  await expect(plainTour).toContainText("Booked");
  expect(await slotStates(email)).toEqual(["held"]);
  await plain.context().close();

  // Asked again with JavaScript: kept once more, then cancelled, marked so and no longer changeable.
  const ask = tour.getByRole("form", { name: `Cancel the tour of ${name}` });
  await tour.getByRole("button", { name: "Cancel tour" }).click();
  await expect(ask).toContainText(question);
  await ask.getByRole("link", { name: "Keep the tour" }).click();
  await expect(ask).toHaveCount(0);
  await expect(tour.getByRole("button", { name: "Cancel tour" })).toBeVisible();
  expect(await slotStates(email)).toEqual(["held"]);
  await tour.getByRole("button", { name: "Cancel tour" }).click();
  await ask.getByRole("button", { name: "Yes, cancel the tour" }).click();
  await expect(notice(owner, "Tour cancelled. The visitor is mailed the cancellation.")).toBeVisible();
  await expect(tour).toContainText("Cancelled");
  await expect(tour.getByRole("button", { name: "Move tour" })).toHaveCount(0);
  await expect(ask).toHaveCount(0);
  expect(await slotStates(email)).toEqual(["cancelled"]);

  // The visitor was mailed the cancellation (once); the lead shows the tour and its history.
  await waitForOutbox(email, "tour-cancelled");
  await owner.goto(`/staff/leads/${leadId}`);
  await expect(owner.getByRole("region", { name: "Submission" })).toContainText(/Tour cancelled: .*11:30-/);
  const timeline = owner.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Tour confirmed for");
  await expect(timeline).toContainText("Tour moved from");
  await expect(timeline).toContainText("Tour invite with calendar file to the visitor");
  await owner.goto(`/staff/tours?week=${day}`);

  // A block on next week's Saturday: refused the wrong way round (what was typed kept), then stored.
  const blockDay = addDays(nextMonday, 5);
  const reason = `Product launch ${tag}`;
  const block = owner.getByRole("region", { name: "Block time" });
  await block.getByLabel("From").fill(`${blockDay}T16:00`);
  await block.getByLabel(/^To/).fill(`${blockDay}T14:00`);
  await block.getByLabel("Reason").fill(reason);
  await block.getByRole("button", { name: "Block time" }).click();
  await expect(owner.getByRole("alert").filter({ hasText: "'To' must be later than 'From'." })).toBeVisible();
  await expect(block.getByLabel("Reason")).toHaveValue(reason);
  await block.getByLabel("From").fill(`${blockDay}T14:00`);
  await block.getByLabel(/^To/).fill(`${blockDay}T16:00`);
  await block.getByRole("button", { name: "Block time" }).click();
  await expect(notice(owner, "Time blocked.")).toBeVisible();
  const blocked = owner
    .getByRole("region", { name: dayHeading(blockDay), exact: true })
    .getByRole("listitem")
    .filter({ hasText: reason });
  await expect(blocked).toContainText(`Blocked: 14:00-16:00 ${reason}`);
  expect(await rows("select 1 from tour_blocks where reason = $1", [reason])).toHaveLength(1);

  // Removed again: gone from the calendar and from the stored blocks, so its times are free at once.
  await blocked.getByRole("button", { name: "Remove block" }).click();
  await expect(notice(owner, "Block removed. Its times are free again.")).toBeVisible();
  await expect(blocked).toHaveCount(0);
  expect(await rows("select 1 from tour_blocks where reason = $1", [reason])).toEqual([]);

  // The rules: another tour length, kept after a reload; then the defaults again.
  const changed = { ...rulesToForm(defaultTourRules), tourMinutes: String(defaultTourRules.tourMinutes + 15) };
  await saveRules(owner, changed);
  await owner.reload();
  await expect(owner.getByLabel(numberRuleLabels.tourMinutes)).toHaveValue(changed.tourMinutes);
  await saveRules(owner, rulesToForm(defaultTourRules));
  await owner.reload();
  await expect(owner.getByLabel(numberRuleLabels.tourMinutes)).toHaveValue(String(defaultTourRules.tourMinutes));

  // Every change is in the audit log, by the owner, on the lead.
  const byOwner = `actor=${encodeURIComponent(ownerEmail)}`;
  const entries = owner.getByRole("table", { name: "Audit log" }).getByRole("row");
  for (const action of ["tours.confirm", "tours.move", "tours.cancel"]) {
    await owner.goto(`/staff/audit?action=${action}&${byOwner}`);
    await expect(entries.filter({ has: owner.getByRole("cell", { name: `lead ${leadId}`, exact: true }) })).toHaveCount(
      1,
    );
  }
  // The block and its removal, each with the period and the reason.
  for (const action of ["tours.block", "tours.unblock"]) {
    await owner.goto(`/staff/audit?action=${action}&${byOwner}`);
    await expect(entries.filter({ hasText: reason })).toHaveCount(1);
  }
  await owner.goto(`/staff/audit?action=tours.rules&${byOwner}`);
  // The header and the two saves.
  await expect(entries).toHaveCount(3);
  await owner.context().close();
});
