import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForOutbox } from "../support/outbox";
import { rows, uniqueTag } from "../support/database";
import { ownerSession, signedInPage, type SessionState } from "./staff-helpers";
import { readPdf } from "../support/pdf-text";
import { dayLabel, frankfurtDay, instantFromZonedLocal, VENUE_TIME_ZONE } from "../../server/domain/company/venue-time";
import { estimateEvent } from "../../server/domain/enquiries/estimate";
import { defaultPriceList } from "../../server/domain/enquiries/price-list";
import { eventSpace } from "../../server/domain/enquiries/spaces";

// An event enquiry in the back office (issue 47, decision 1136) as an owner works it: opened from the
// inbox, its panel with the dates and the estimate; its first option extended, then released after
// asking once more (without JavaScript); another enquiry's first option converted into a booking. The
// options and bookings of a floor and day are the whole site's availability (the enquiry form's
// calendar), so this spec runs alone (SERIAL in playwright.config.ts), on days of a far year of its own.

test.describe.configure({ mode: "serial" });

const tag = uniqueTag("enquiries");
const ownerEmail = `owner-${tag}@example.com`;
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, ownerEmail);
});

const DAY = 86_400_000;
const LIBERTY_FLOOR = 5;
const liberty = eventSpace("liberty")!;
const addOns = [{ id: "technician", quantity: 4 }];
const estimate = estimateEvent({ space: liberty, dates: 1, rate: "day", guests: 120, addOns }, defaultPriceList);
const money = (cents: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(cents / 100);

/** Two days of a far year no other run takes (within a few thousand days). */
const firstDay = new Date(Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 3_000) * DAY).toISOString().slice(0, 10);
const days = [firstDay, new Date(Date.parse(firstDay) + DAY).toISOString().slice(0, 10)] as const;
/** "Thu 12 Mar 2093, 09:00-18:00", as the panel lists a date. */
const dateText = (day: string) => `${dayLabel(day, "short")} ${day.slice(0, 4)}, 09:00-18:00`;

/** An enquiry for Liberty Stage with its option on `day` (rank 1 lapses in five days); its lead's id. */
async function enquiry(who: { name: string; email: string; lang: "en" | "de" }, day: string, rank: 1 | 2) {
  const [row] = await rows<{ id: number }>(
    `insert into event_enquiries (full_name, email, company, space_id, guests, setup, event_type, add_ons, estimate, lang)
     values ($1, $2, 'Planners GmbH', 'liberty', 120, 'theatre', 'Conference', $3::jsonb, $4::jsonb, $5) returning id`,
    [who.name, who.email, JSON.stringify(addOns), JSON.stringify(estimate), who.lang],
  );
  const enquiryId = row!.id;
  await rows(
    `insert into event_holds (enquiry_id, floor, day, kind, rank, status, starts_at, ends_at, expires_at)
     values ($1, $2, $3, 'option', $4, 'active', $5, $6, $7)`,
    [
      enquiryId,
      LIBERTY_FLOOR,
      day,
      rank,
      instantFromZonedLocal(`${day}T09:00`, VENUE_TIME_ZONE),
      instantFromZonedLocal(`${day}T18:00`, VENUE_TIME_ZONE),
      rank === 1 ? new Date(Date.now() + 5 * DAY) : null,
    ],
  );
  const [lead] = await rows<{ id: number }>("select id from lead_inbox where kind = 'enquiry' and source_id = $1", [
    enquiryId,
  ]);
  return { enquiryId, leadId: lead!.id, ...who };
}

async function holds(enquiryId: number) {
  return rows<{ kind: string; rank: number | null; status: string; expires_at: Date | null }>(
    "select kind, rank, status, expires_at from event_holds where enquiry_id = $1 order by kind desc, id",
    [enquiryId],
  );
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

test("an enquiry's option is extended and released (asked first, also without JavaScript); another is converted into a booking", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = (name: string, lang: "en" | "de") => ({
    name: `${name} ${tag}`,
    email: `${name.toLowerCase()}-${tag}@example.com`,
    lang,
  });
  const first = await enquiry(person("Greta", "de"), days[0], 1);
  const behind = await enquiry(person("Ben", "en"), days[0], 2);
  const booker = await enquiry(person("Clara", "en"), days[1], 1);
  const waiting = await enquiry(person("Dieter", "de"), days[1], 2);
  const lapses = (await holds(first.enquiryId))[0]!.expires_at!;

  // Opened from the inbox's enquiries.
  const owner = await signedInPage(browser, baseURL, ownerState);
  // The inbox's CSV carries each enquiry's language and guests.
  const csv = await (await owner.request.get(`/staff/export.csv?q=${encodeURIComponent(tag)}`)).text();
  expect(csv).toMatch(new RegExp(`,enquiry,new,de,[^,]+,${first.name},${first.email},Planners GmbH,,,,,120,`));
  expect(csv).toMatch(new RegExp(`,enquiry,new,en,[^,]+,${behind.name},${behind.email},Planners GmbH,,,,,120,`));
  await owner.goto(`/staff?kind=enquiry&q=${encodeURIComponent(tag)}`);
  // A German lead is marked so in the list.
  await expect(owner.getByRole("row").filter({ hasText: first.name }).getByTitle("German")).toHaveText("DE");
  await expect(owner.getByRole("row").filter({ hasText: behind.name }).getByTitle("German")).toHaveCount(0);
  await owner.getByRole("link", { name: first.name }).click();
  await expect(owner.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  const panel = owner.getByRole("region", { name: "Event enquiry" });
  for (const text of ["Liberty Stage", "Theatre", "Conference", "Additional show technician × 4"])
    await expect(panel).toContainText(text);
  const date = panel.getByRole("list", { name: "Dates" }).getByRole("listitem");
  await expect(date).toContainText(dateText(days[0]));
  await expect(date).toContainText("1st option until ");
  const table = panel.getByRole("table", { name: "Estimate" });
  await expect(table.getByRole("row").filter({ hasText: "Liberty Stage, full day (one floor)" })).toContainText(
    money(estimate.lines[0]!.totalCents),
  );
  await expect(table.getByRole("row").filter({ hasText: "Net" })).toContainText(money(estimate.netCents));
  await expect(table.getByRole("row").filter({ hasText: "VAT 19%" })).toContainText(money(estimate.vatCents));
  await expect(table.getByRole("row").filter({ hasText: "Gross" })).toContainText(money(estimate.grossCents));
  await expect(panel.getByRole("link", { name: "Download the offer (PDF)" })).toHaveCount(0);

  // Extended by three days: a week by default.
  await expect(panel.getByLabel("Days")).toHaveValue("7");
  await panel.getByLabel("Days").fill("3");
  await panel.getByRole("button", { name: "Extend option" }).click();
  await expect(owner.getByRole("status").filter({ hasText: /^Option extended until / })).toBeVisible();
  expect((await holds(first.enquiryId))[0]!.expires_at).toEqual(new Date(lapses.getTime() + 3 * DAY));

  // Released without JavaScript: asked once more, kept, asked again and released.
  const plain = await signedInPage(browser, baseURL, ownerState, { javaScriptEnabled: false });
  await plain.goto(`/staff/leads/${first.leadId}`);
  const plainPanel = plain.getByRole("region", { name: "Event enquiry" });
  const ask = plainPanel.getByRole("form", { name: "Release the option" });
  await plainPanel.getByRole("button", { name: "Release option" }).click();
  await expect(ask).toContainText(
    `Release the option of ${first.name} on ${dateText(days[0])}? The visitor is mailed; a second option behind it moves up.`,
  );
  await expect(plainPanel.getByRole("button", { name: "Release option" })).toHaveCount(0);
  await ask.getByRole("link", { name: "Keep the option" }).click();
  await expect(ask).toHaveCount(0);
  expect((await holds(first.enquiryId)).map((hold) => hold.status)).toEqual(["active"]);
  await plainPanel.getByRole("button", { name: "Release option" }).click();
  await ask.getByRole("button", { name: "Yes, release the option" }).click();
  await expect(
    notice(
      plain,
      "Option released. The visitor is mailed. The second option behind it is now the first; its visitor is mailed.",
    ),
  ).toBeVisible();
  await expect(plainPanel.getByRole("list", { name: "Dates" })).toContainText("Released");
  await expect(plainPanel.getByRole("button")).toHaveCount(0);
  await plain.context().close();
  expect(await holds(first.enquiryId)).toMatchObject([{ kind: "option", status: "released" }]);
  expect(await holds(behind.enquiryId)).toMatchObject([{ kind: "option", rank: 1, status: "active" }]);
  // The German visitor is told in German; the one behind now holds the first option.
  const [released] = await waitForOutbox(first.email, "enquiry-released");
  expect(released!.subject).toBe("Ihre Option auf Liberty Stage wurde freigegeben");
  const [promoted] = await waitForOutbox(behind.email, "enquiry-promoted");
  expect(promoted!.text_body).toContain("The option ahead of yours has been released");
  await owner.reload();
  const timeline = owner.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Option extended by 3 days, until");
  await expect(timeline).toContainText(
    `Option released for ${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${days[0]}T00:00:00Z`))}; the second option behind it moved up`,
  );

  // Another enquiry converted into a booking, after asking once more.
  await owner.goto(`/staff/leads/${booker.leadId}`);
  const bookerPanel = owner.getByRole("region", { name: "Event enquiry" });
  await bookerPanel.getByRole("button", { name: "Convert to booking" }).click();
  const convert = bookerPanel.getByRole("form", { name: "Convert to booking" });
  await expect(convert).toContainText(`Book Liberty Stage for ${booker.name} on ${dateText(days[1])}?`);
  await convert.getByRole("button", { name: "Yes, convert to booking" }).click();
  await expect(
    notice(
      owner,
      "Converted to a booking. The visitor is mailed the booking with the offer (PDF) and the calendar files. The second option behind it was released; its visitor is mailed.",
    ),
  ).toBeVisible();
  await expect(bookerPanel.getByRole("list", { name: "Dates" })).toContainText("Booked");
  await expect(bookerPanel.getByRole("button")).toHaveCount(0);
  // Staff download the offer the visitor is mailed; an enquiry not booked has none.
  const download = bookerPanel.getByRole("link", { name: "Download the offer (PDF)" });
  const offerResponse = await owner.request.get((await download.getAttribute("href"))!);
  expect(offerResponse.status()).toBe(200);
  expect(offerResponse.headers()["content-type"]).toBe("application/pdf");
  const downloaded = (await readPdf(await offerResponse.body())).text.replace(/\s+/g, " ");
  expect(downloaded).toContain(`Total ${money(estimate.grossCents)}`);
  expect((await owner.request.get(`/staff/leads/${first.leadId}/offer.pdf`)).status()).toBe(404);
  await expect(owner.getByRole("region", { name: "Timeline" })).toContainText("Option converted to a booking for");
  expect(await holds(booker.enquiryId)).toMatchObject([
    { kind: "option", status: "converted" },
    { kind: "booking", rank: null, status: "active" },
  ]);
  expect(await holds(waiting.enquiryId)).toMatchObject([{ kind: "option", status: "released" }]);

  // The booking's mail carries the offer (its total read back from the PDF) and the calendar invite; the
  // visitor behind is told in German that the date was booked.
  const [booked] = await waitForOutbox(booker.email, "enquiry-booked");
  expect(booked!.subject).toBe("Your booking at SPARK: Liberty Stage");
  const [offer, attachment] = (booked as unknown as { attachments: { filename: string; content: string }[] })
    .attachments;
  const number = `${frankfurtDay().slice(0, 4)}-${String(booker.enquiryId).padStart(5, "0")}`;
  expect(offer!.filename).toBe(`SPARK-offer-${number}.pdf`);
  const offerText = (await readPdf(Buffer.from(offer!.content, "base64"))).text.replace(/\s+/g, " ");
  expect(offerText).toContain(`Offer number: ${number}`);
  expect(offerText).toContain(`Total ${money(estimate.grossCents)}`);
  expect(offerText).toContain(`The total of ${money(estimate.grossCents)} is payable in full with the invoice`);
  expect(booked!.text_body).toContain(`Our offer no. ${number} is attached as a PDF`);
  expect(downloaded).toContain(`Offer number: ${number}`);
  expect(attachment!.filename).toBe(`spark-event-${days[1]}.ics`);
  expect(attachment!.content).toContain(`UID:enquiry-${booker.enquiryId}-${days[1]}@spark-frankfurt.de`);
  const [ended] = await waitForOutbox(waiting.email, "enquiry-released");
  expect(ended!.text_body).toContain("anderweitig gebucht");

  // Each change in the audit log, by the owner, on its lead.
  const entries = owner.getByRole("table", { name: "Audit log" }).getByRole("row");
  for (const [action, leadId] of [
    ["enquiries.extend", first.leadId],
    ["enquiries.release", first.leadId],
    ["enquiries.convert", booker.leadId],
  ] as const) {
    await owner.goto(`/staff/audit?action=${action}&actor=${encodeURIComponent(ownerEmail)}`);
    await expect(entries.filter({ has: owner.getByRole("cell", { name: `lead ${leadId}`, exact: true }) })).toHaveCount(
      1,
    );
  }
  await owner.context().close();
});
