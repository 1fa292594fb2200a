import type { APIRequestContext, Page } from "@playwright/test";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { dayAhead, dayHeading } from "../support/tour-days";
import { axeOf, expect, expectToast, sendPlainForm, test, waitForHydration } from "./fixtures";

// Tours booked into free times (issue 46), as a planner does it: the form offers the day's free
// times, the booking is confirmed at once with a calendar invite, and the link in the mail moves
// and cancels it. Each test takes a weekday of its own three to seven weeks ahead.

interface FreeTimes {
  days: { day: string; times: string[] }[];
}

/** The first day on or after a random weekday 3-7 weeks ahead that has free times, with its times. */
async function freeDay(request: APIRequestContext): Promise<{ day: string; times: string[] }> {
  const start = dayAhead(3 + Math.floor(Math.random() * 4), 1 + Math.floor(Math.random() * 5));
  for (const month of [start.slice(0, 7), nextMonth(start.slice(0, 7))]) {
    const answer = (await (await request.get(`/book-tour/free-times?month=${month}`)).json()) as FreeTimes;
    const found = answer.days.find((entry) => entry.day >= start && entry.times.length > 1);
    if (found) return found;
  }
  throw new Error(`no free tour day after ${start}`);
}

/** The first day after `after` with free times, from the same answer the form reads. */
async function nextFreeDay(request: APIRequestContext, after: string): Promise<string> {
  for (const month of [after.slice(0, 7), nextMonth(after.slice(0, 7))]) {
    const answer = (await (await request.get(`/book-tour/free-times?month=${month}`)).json()) as FreeTimes;
    const found = answer.days.find((entry) => entry.day > after && entry.times.length);
    if (found) return found.day;
  }
  throw new Error(`no free tour day after ${after}`);
}

function nextMonth(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
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
  await page.getByLabel(/^Preferred date/).fill(day);
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

test("the next free days are one tap away; a day without free times says so and offers the next one", async ({
  page,
  request,
}) => {
  await page.goto("/book-tour");
  await waitForHydration(page);
  // Reaching the date offers the next days with free times, under the row on a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(/^Preferred date/).focus();
  const shortcuts = page.getByRole("group", { name: "Next free days:" });
  await expect(shortcuts.getByRole("button")).toHaveCount(5);
  const first = shortcuts.getByRole("button").first();
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: /^Preferred time/ })).toBeVisible();
  expect(await page.getByLabel(/^Preferred date/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.setViewportSize({ width: 1280, height: 720 });
  const saturday = dayAhead(2, 6); // by arrangement
  await page.getByLabel(/^Preferred date/).fill(saturday);
  await expect(page.getByText(/^No free tour times on Saturday/)).toBeVisible();
  // A time can still be typed for a request by arrangement.
  await expect(page.getByLabel(/^Preferred time/)).toHaveAttribute("type", "time");
  expect((await (await axeOf(page)).analyze()).violations).toEqual([]);
  // The next day with free times after that Saturday (a Monday, unless it is a holiday).
  const next = await nextFreeDay(request, saturday);
  await page.getByRole("button", { name: `choose ${dayHeading(next)}` }).click();
  await expect(page.getByRole("combobox", { name: /^Preferred time/ })).toBeVisible();
  await expect(page.getByLabel(/^Preferred date/)).toHaveValue(next);
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
