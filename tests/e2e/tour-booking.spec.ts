import type { APIRequestContext, Page } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { dayAhead, dayHeading } from "../support/tour-days";
import { axeOf, expect, expectToast, sendPlainForm, test, waitForHydration } from "./fixtures";

// Tours booked into free times (issue 46), as a planner does it: the form offers the day's free
// times, the booking is confirmed at once with a calendar invite, and the link in the mail moves
// and cancels it. Each test takes a weekday of its own three to seven weeks ahead.

interface FreeTimes {
  lastDay: string;
  days: { day: string; times: string[] }[];
}

/** The free-times answer for a month, as the form's calendar reads it. */
async function monthAnswer(request: APIRequestContext, month: string): Promise<FreeTimes> {
  return (await (await request.get(`/book-tour/free-times?month=${month}`)).json()) as FreeTimes;
}

/** Today in Frankfurt (YYYY-MM-DD): the calendar starts at this month. */
const frankfurtToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/** "December 2026": a month as the calendar names it (written out here, not taken from the code under test). */
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** A weekend day of a month without free times (the hours are Mon-Fri), else any such day from `from` on. */
function dayWithoutTimes(answer: FreeTimes, from = ""): string {
  const empty = answer.days.filter((entry) => entry.day >= from && entry.times.length === 0).map((entry) => entry.day);
  const weekend = empty.find((day) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
  return weekend ?? empty[0]!;
}

/** Opens the calendar (the visitor reaches the date) and checks it sits under the date field, inside the screen. */
async function openCalendar(page: Page, dateLabel: RegExp, calendarName: string, width: number) {
  const dateField = page.getByLabel(dateLabel);
  await expect(page.getByRole("group", { name: calendarName })).toHaveCount(0);
  await dateField.focus();
  const calendar = page.getByRole("group", { name: calendarName });
  await expect(calendar.getByRole("table")).toBeVisible();
  // Both boxes read at one moment: the page may still be scrolling the field into view.
  const [field, box] = await calendar.evaluate(
    (element, input) => {
      const rect = (node: Element) => node.getBoundingClientRect().toJSON() as DOMRect;
      return [rect(input!), rect(element)];
    },
    await dateField.elementHandle(),
  );
  expect(box.top).toBeGreaterThanOrEqual(field.bottom);
  expect(Math.abs(box.left - field.left)).toBeLessThanOrEqual(1);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  return calendar;
}

/** The first day on or after a random weekday 3-7 weeks ahead that has free times, with its times. */
async function freeDay(request: APIRequestContext): Promise<{ day: string; times: string[] }> {
  const start = dayAhead(3 + Math.floor(Math.random() * 4), 1 + Math.floor(Math.random() * 5));
  for (const month of [start.slice(0, 7), monthAfter(start.slice(0, 7))]) {
    const answer = (await (await request.get(`/book-tour/free-times?month=${month}`)).json()) as FreeTimes;
    const found = answer.days.find((entry) => entry.day >= start && entry.times.length > 1);
    if (found) return found;
  }
  throw new Error(`no free tour day after ${start}`);
}

/** The first day after `after` with free times, from the same answer the form reads. */
async function nextFreeDay(request: APIRequestContext, after: string): Promise<string> {
  for (const month of [after.slice(0, 7), monthAfter(after.slice(0, 7))]) {
    const answer = (await (await request.get(`/book-tour/free-times?month=${month}`)).json()) as FreeTimes;
    const found = answer.days.find((entry) => entry.day > after && entry.times.length);
    if (found) return found.day;
  }
  throw new Error(`no free tour day after ${after}`);
}

function monthAfter(month: string, by = 1): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 1 + by, 1)).toISOString().slice(0, 7);
}

async function fillVisitor(page: Page, name: string, email: string) {
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Number of guests/).fill("6");
}

/** The calendar file of the newest mail of a template to an address, unfolded. */
async function calendarOf(email: string, template: string, count = 1) {
  await waitForOutbox(email, template, count);
  const [mail] = await rows<{ attachments: { filename: string; content: string }[]; text_body: string }>(
    "select attachments, text_body from mail_outbox where recipient = $1 and template = $2 order by id desc limit 1",
    [email, template],
  );
  const ics = mail!.attachments[0]!.content.replace(/\r\n /g, "");
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(ics)?.[1]?.trim();
  return { mail: mail!, field };
}

test("a planner books a free time, gets the invite, moves the tour and cancels it with the link", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("tour-book");
  const email = `${tag}@example.com`;
  const { day, times } = await freeDay(request);
  const time = times.at(-1)!;
  await page.goto("/book-tour");
  await waitForHydration(page);
  await fillVisitor(page, "Grace Planner", email);
  // Reaching the date opens the month calendar under it; the visitor goes on to the day's month.
  const calendar = await openCalendar(page, /^Preferred date/, "Free tour times by day", 1280);
  const thisMonth = frankfurtToday().slice(0, 7);
  await expect(calendar.getByRole("table", { name: monthName(thisMonth) })).toBeVisible();
  for (let month = thisMonth; month < day.slice(0, 7);) {
    month = monthAfter(month);
    await calendar.getByRole("button", { name: "Next month" }).click();
    await expect(calendar.getByRole("table", { name: monthName(month) })).toBeVisible();
  }
  // A day without free times (a weekend day) is there, struck through, and cannot be chosen.
  const answer = await monthAnswer(request, day.slice(0, 7));
  const closed = calendar.getByRole("button", { name: `${dayHeading(dayWithoutTimes(answer))}, no free times` });
  await expect(closed).toBeDisabled();
  await expect(closed).toHaveCSS("text-decoration-line", "line-through");
  // The free day says how many times are free; choosing it fills the date field.
  const free = calendar.getByRole("button", { name: `${dayHeading(day)}, ${times.length} free times` });
  await free.click();
  await expect(free).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel(/^Preferred date/)).toHaveValue(day);
  // The time field offers only the day's free times.
  const timeField = page.getByRole("combobox", { name: /^Preferred time/ });
  await expect(timeField).toBeVisible();
  await expect(timeField.getByRole("option")).toHaveCount(times.length + 1);
  await timeField.selectOption(time);
  await page.getByRole("button", { name: "Request Tour" }).click();
  await expectToast(page, "Tour request submitted successfully!");

  const [booking] = await rows<{ id: number; status: string; calendar_sequence: number }>(
    `select b.id, s.status, s.calendar_sequence from tour_bookings b join tour_slots s on s.tour_booking_id = b.id
     where b.email = $1`,
    [email],
  );
  expect(booking).toMatchObject({ status: "held", calendar_sequence: 0 });

  // The invite: METHOD:REQUEST, one UID for this tour, the start in UTC, SEQUENCE 0, and the manage link.
  const invite = await calendarOf(email, "tour-booked");
  expect(invite.field("METHOD")).toBe("REQUEST");
  expect(invite.field("UID")).toBe(`tour-${booking!.id}@spark-frankfurt.de`);
  expect(invite.field("DTSTART")).toMatch(new RegExp(`^${day.replaceAll("-", "")}T\\d{6}Z$`));
  expect(invite.field("SEQUENCE")).toBe("0");
  const link = /https?:\/\/\S+(\/book-tour\/manage\?t=[\w.-]+)/.exec(invite.mail.text_body)?.[1];
  expect(link).toBeTruthy();

  // The link: the tour, and another free time of the same day.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`at ${time}`);
  await page.getByLabel("New date").fill(day);
  await page.getByRole("button", { name: "Show free times" }).click();
  const other = times[0]!;
  // The page a visitor reaches from the mail passes axe with the free times shown.
  expect((await (await axeOf(page)).analyze()).violations).toEqual([]);
  await page.getByRole("radio", { name: other }).check();
  await page.getByRole("button", { name: "Move tour" }).click();
  await expect(page.getByRole("status")).toContainText("Your tour is moved.");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`at ${other}`);
  const moved = await calendarOf(email, "tour-moved");
  expect(moved.field("SEQUENCE")).toBe("1");
  expect(moved.field("UID")).toBe(`tour-${booking!.id}@spark-frankfurt.de`);

  // Cancelled: the calendar's cancellation; the link then only says so.
  // Cancelling asks once more; keeping the tour changes nothing.
  await page.getByRole("button", { name: "Cancel tour" }).click();
  await expect(page.getByText(`Cancel your tour on`)).toBeVisible();
  await page.getByRole("link", { name: "Keep my tour" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`at ${other}`);
  await page.getByRole("button", { name: "Cancel tour" }).click();
  await page.getByRole("button", { name: "Yes, cancel the tour" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This tour is cancelled" })).toBeVisible();
  const cancelled = await calendarOf(email, "tour-cancelled");
  expect(cancelled.field("METHOD")).toBe("CANCEL");
  expect(cancelled.field("SEQUENCE")).toBe("2");
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "This tour is cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel tour" })).toHaveCount(0);

  // A forged link shows nothing of anybody's tour.
  const forged = await page.goto(link!.replace(/t=\d+/, `t=${booking!.id + 1}`));
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
});

test("the calendar on a 320 px phone: this month to the last day offered, a free day by keyboard; a day typed without free times offers the next one", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/book-tour");
  await waitForHydration(page);
  const calendar = await openCalendar(page, /^Preferred date/, "Free tour times by day", 320);
  await expect(calendar.getByRole("list", { name: "Key" })).toContainText("No free times");
  // It starts at this month and goes no further back.
  const today = frankfurtToday();
  const thisMonth = today.slice(0, 7);
  await expect(calendar.getByRole("table", { name: monthName(thisMonth) })).toBeVisible();
  await expect(calendar.getByRole("button", { name: "Previous month" })).toBeDisabled();
  // Forward to the month of the last day tours are offered for, and no further.
  const { lastDay } = await monthAnswer(request, thisMonth);
  for (let month = thisMonth; month < lastDay.slice(0, 7);) {
    month = monthAfter(month);
    await calendar.getByRole("button", { name: "Next month" }).click();
    await expect(calendar.getByRole("table", { name: monthName(month) })).toBeVisible();
  }
  await expect(calendar.getByRole("button", { name: "Next month" })).toBeDisabled();
  const last = await monthAnswer(request, lastDay.slice(0, 7));
  const beyond = last.days.find((entry) => entry.day > lastDay);
  if (beyond)
    await expect(calendar.getByRole("button", { name: `${dayHeading(beyond.day)}, no free times` })).toBeDisabled();
  await calendar.getByRole("button", { name: "Previous month" }).click();
  // A free day by keyboard: one day is in the tab order, the arrow keys move between free days.
  const shown = await monthAnswer(request, monthAfter(lastDay.slice(0, 7), -1));
  const freeDays = shown.days.filter((entry) => entry.times.length && entry.day <= lastDay);
  expect(freeDays.length).toBeGreaterThan(1);
  const [first, second] = freeDays as [FreeTimes["days"][number], FreeTimes["days"][number]];
  await page.getByLabel(/^Number of guests/).focus();
  await page.keyboard.press("Tab"); // the month before
  await page.keyboard.press("Tab"); // the month after
  await page.keyboard.press("Tab");
  await expect(calendar.getByRole("button", { name: new RegExp(`^${dayHeading(first.day)}, `) })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const next = calendar.getByRole("button", {
    name: `${dayHeading(second.day)}, ${second.times.length} free ${second.times.length === 1 ? "time" : "times"}`,
  });
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(next).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel(/^Preferred date/)).toHaveValue(second.day);
  await expect(page.getByRole("combobox", { name: /^Preferred time/ }).getByRole("option")).toHaveCount(
    second.times.length + 1,
  );

  await page.setViewportSize({ width: 1280, height: 720 });
  const saturday = dayAhead(2, 6); // by arrangement
  await page.getByLabel(/^Preferred date/).fill(saturday);
  await expect(page.getByText(/^No free tour times on Saturday/)).toBeVisible();
  // The calendar follows the typed day's month and marks it as a day without free times.
  await expect(calendar.getByRole("button", { name: `${dayHeading(saturday)}, no free times` })).toBeDisabled();
  // A time can still be typed for a request by arrangement.
  await expect(page.getByLabel(/^Preferred time/)).toHaveAttribute("type", "time");
  expect((await (await axeOf(page)).analyze()).violations).toEqual([]);
  // The next day with free times after that Saturday (a Monday, unless it is a holiday).
  const following = await nextFreeDay(request, saturday);
  await page.getByRole("button", { name: `choose ${dayHeading(following)}` }).click();
  await expect(page.getByRole("combobox", { name: /^Preferred time/ })).toBeVisible();
  await expect(page.getByLabel(/^Preferred date/)).toHaveValue(following);
  await expect(calendar.getByRole("button", { name: new RegExp(`^${dayHeading(following)}, `) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("the calendar in German: its month, its key and a day without free times", async ({ page, request }) => {
  await page.goto("/de/tour-buchen");
  await waitForHydration(page);
  const calendar = await openCalendar(page, /^Wunschdatum/, "Freie Besichtigungstermine nach Tag", 1280);
  const month = frankfurtToday().slice(0, 7);
  const name = new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
  await expect(calendar.getByRole("table", { name })).toBeVisible();
  await expect(calendar.getByRole("list", { name: "Legende" })).toContainText("Keine freien Termine");
  await expect(calendar.getByRole("button", { name: "Nächster Monat" })).toBeVisible();
  const closed = dayWithoutTimes(await monthAnswer(request, month));
  const [year, mon, date] = closed.split("-");
  const weekday = new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", weekday: "long" }).format(
    new Date(`${closed}T12:00:00Z`),
  );
  await expect(
    calendar.getByRole("button", { name: `${weekday}, ${date}.${mon}.${year}, keine freien Termine` }),
  ).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a taken time comes back with the typed input, a clear message and the day's free times", async ({
    page,
    request,
  }) => {
    const { day, times } = await freeDay(request);
    const time = times.at(-1)!;
    for (const [index, name] of ["First Planner", "Second Planner"].entries()) {
      await page.goto("/book-tour");
      await fillVisitor(page, name, `${uniqueTag(`tour-nojs-${index}`)}@example.com`);
      await page.getByLabel(/^Preferred date/).fill(day);
      await page.getByLabel(/^Preferred time/).fill(time);
      await sendPlainForm(page, "Request Tour");
    }
    // The second planner asked for the time the first just got.
    const notice = page.getByRole("alert").first();
    await expect(notice).toContainText("This time is not free");
    await expect(notice).toContainText(`Free times on`);
    await expect(notice).toContainText(times[0]!);
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Second Planner");
    await expect(page.getByLabel(/^Preferred date/)).toHaveValue(day);
    expect(
      await rows("select 1 from tour_bookings where full_name = 'Second Planner' and preferred_date = $1", [day]),
    ).toHaveLength(0);
  });
});
