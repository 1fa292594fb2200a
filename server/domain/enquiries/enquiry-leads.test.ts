import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client.ts";
import { leadInbox } from "../../db/schema.ts";
import { leadDetail } from "../leads/inbox.ts";
import { replyMail } from "../leads/reply.ts";
import { subjectCounts } from "../privacy/lead-requests.ts";
import { sweepExpired } from "../privacy/retention.ts";
import { deleteSubjectData, exportSubjectData } from "../privacy/subject-requests.ts";
import { estimateEvent } from "./estimate.ts";
import { placeOptions, convertToBooking } from "./options.ts";
import { defaultPriceList } from "./price-list.ts";
import { eventEnquiries } from "./schema.ts";
import { eventSpace } from "./spaces.ts";

// Event enquiries are leads (issue 47): the inbox trigger files each one with the visitor's language,
// the lead page reads it in words, and the privacy rules cover it (retention, export, erasure).
// Embedded PGlite of its own: the retention sweep deletes across every table.

describe("event enquiries as leads", () => {
  let handle: DatabaseHandle;
  let db: Database;
  const liberty = eventSpace("liberty")!;
  const now = new Date("2027-03-01T10:00:00Z");

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:", poolSize: 1 });
    db = handle.db;
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function enquire(email: string, day: string, lang: "en" | "de" = "en") {
    const estimate = estimateEvent(
      { space: liberty, dates: 1, rate: "day", guests: 120, addOns: [{ id: "technician", quantity: 4 }] },
      defaultPriceList,
    );
    const [row] = await db
      .insert(eventEnquiries)
      .values({
        fullName: "Clara Vogt",
        email,
        company: "Vogt Events GmbH",
        spaceId: liberty.id,
        guests: 120,
        setup: "theatre",
        eventType: "Conference",
        addOns: [{ id: "technician", quantity: 4 }],
        estimate,
        lang,
        createdAt: now,
      })
      .returning({ id: eventEnquiries.id });
    const id = row!.id;
    const startsAt = new Date(`${day}T08:00:00Z`);
    await db.transaction((tx) =>
      placeOptions(tx, {
        enquiryId: id,
        space: liberty,
        dates: [{ day, startsAt, endsAt: new Date(startsAt.getTime() + 9 * 3_600_000) }],
        now,
      }),
    );
    return id;
  }

  const leadOf = async (id: number) =>
    (await db.select().from(leadInbox).where(eq(leadInbox.sourceId, id))).find((lead) => lead.kind === "enquiry");

  it("files an enquiry in the inbox with the visitor's language; the lead page reads it in words", async () => {
    const id = await enquire("clara@example.com", "2027-04-15", "de");
    const lead = await leadOf(id);
    expect(lead).toMatchObject({
      kind: "enquiry",
      name: "Clara Vogt",
      email: "clara@example.com",
      company: "Vogt Events GmbH",
      language: "de",
    });
    const detail = await leadDetail(db, lead!.id);
    expect(detail?.lead.language).toBe("de");
    const submission = Object.fromEntries(detail!.submission);
    expect(submission).toMatchObject({ space_id: "liberty", setup: "theatre", event_type: "Conference", lang: "de" });
    expect(JSON.parse(submission.add_ons!)).toEqual([{ id: "technician", quantity: 4 }]);
    // 2,500 + 4 × 85 = 2,840 net; 19 % VAT: 3,379.60
    expect(JSON.parse(submission.estimate!)).toMatchObject({ netCents: 284_000, grossCents: 337_960 });
    await db.delete(eventEnquiries).where(eq(eventEnquiries.id, id));
    expect(await leadOf(id)).toBeUndefined();
  });

  it("replies to an enquiry in its language, Reply-To the team that sells events", () => {
    const settings = {
      siteUrl: "https://spark.test",
      team: {
        contact: "hello@spark.test",
        tour: "tours@spark.test",
        webinar: "webinar@spark.test",
        enquiry: "events@spark.test",
      },
    };
    const german = replyMail({
      to: "clara@example.com",
      kind: "enquiry",
      language: "de",
      body: "Gern halten wir den Termin für Sie.",
      quoted: null,
      settings,
    });
    expect(german.subject).toBe("Re: Ihre Veranstaltungsanfrage bei SPARK");
    expect(german.replyTo).toBe("events@spark.test");
    const english = replyMail({
      to: "a@example.com",
      kind: "enquiry",
      language: "en",
      body: "Hi",
      quoted: null,
      settings,
    });
    expect(english.subject).toBe("Re: Your event enquiry at SPARK");
  });

  it("deletes an enquiry 12 months after its last date unless it became a booking", async () => {
    const old = await enquire("old@example.com", "2027-05-03");
    const booked = await enquire("booked@example.com", "2027-05-04");
    await db.transaction((tx) => convertToBooking(tx, { enquiryId: booked, now }));
    const recent = await enquire("recent@example.com", "2027-09-01");

    const justBefore = await sweepExpired(db, new Date("2028-05-03T12:00:00Z"));
    expect(justBefore.eventEnquiries).toBe(0);
    const after = await sweepExpired(db, new Date("2028-05-05T12:00:00Z"));
    expect(after.eventEnquiries).toBe(1);
    const left = (await db.select({ id: eventEnquiries.id }).from(eventEnquiries)).map((row) => row.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([booked, recent]));
    expect(await leadOf(old)).toBeUndefined();
  });

  it("exports an address's enquiries with their dates and erases those that are no booking", async () => {
    const email = "Planner@Example.com";
    const open = await enquire(email, "2027-06-10");
    const booked = await enquire("planner@example.com", "2027-06-11");
    await db.transaction((tx) => convertToBooking(tx, { enquiryId: booked, now }));

    const exported = await exportSubjectData(db, "planner@example.com", now);
    expect(exported.eventEnquiries.map((enquiry) => [enquiry.id, enquiry.booked, enquiry.dates])).toEqual([
      [open, false, [{ day: "2027-06-10", kind: "option", status: "active" }]],
      [
        booked,
        true,
        [
          { day: "2027-06-11", kind: "option", status: "converted" },
          { day: "2027-06-11", kind: "booking", status: "active" },
        ],
      ],
    ]);
    expect((await subjectCounts(db, "planner@example.com")).eventEnquiries).toBe(1);

    const deleted = await deleteSubjectData(db, "planner@example.com");
    expect(deleted.eventEnquiries).toBe(1);
    const left = (await db.select({ id: eventEnquiries.id }).from(eventEnquiries)).map((row) => row.id);
    expect(left).toContain(booked);
    expect(left).not.toContain(open);
  });
});
