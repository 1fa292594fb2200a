import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A lead's mails for its timeline (decision 1123), on the embedded PGlite: waiting and failed ones
// from the queue, delivered ones from lead_mails (once per job), each on the lead it is about.
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";
process.env.MAIL_RETRY_LIMIT = "0";

const { database, closeDatabase } = await import("../../db/index.ts");
const { contactSubmissions, leadInbox, tourBookings } = await import("../../db/schema.ts");
const { webinarRegistrations, webinarSessions } = await import("../webinar/schema.ts");
const { eventEnquiries } = await import("../enquiries/schema.ts");
const { jobQueue, queueNames, sendLeadMails, stopJobQueue, transactionWithJobs } = await import("../../jobs/queue.ts");
const { leadMailsOf, recordLeadMail } = await import("./lead-mails.ts");
const { and, eq } = await import("drizzle-orm");

describe("a lead's mails", () => {
  beforeAll(async () => {
    await jobQueue();
  }, 60_000);
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  async function leadOf(kind: "contact" | "webinar" | "enquiry", sourceId: number): Promise<number> {
    const { db } = await database();
    const [lead] = await db
      .select({ id: leadInbox.id })
      .from(leadInbox)
      .where(and(eq(leadInbox.kind, kind), eq(leadInbox.sourceId, sourceId)));
    return lead!.id;
  }

  it("lists the queued mails as waiting, a failed one with its error, a delivered one as sent, once", async () => {
    const { db } = await database();
    const boss = await jobQueue();
    const email = `timeline-${Date.now()}@example.com`;
    const sourceId = await transactionWithJobs(db, async (tx, send) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ firstName: "Tia", lastName: "Line", email, message: "m" })
        .returning({ id: contactSubmissions.id });
      await sendLeadMails(tx, send, { kind: "contact", id: row!.id }, email);
      return row!.id;
    });
    const leadId = await leadOf("contact", sourceId);
    // Queued in one transaction, at one instant: in either order.
    expect((await leadMailsOf(db, leadId)).map((m) => `${m.label}: ${m.state}`).sort()).toEqual([
      "Confirmation to the visitor: waiting",
      "Notification to the team: waiting",
    ]);

    const [team] = (await boss.fetch(queueNames.teamNotification, { batchSize: 50 })).filter(
      (job) => (job.data as { id: number }).id === sourceId,
    );
    const [visitor] = (await boss.fetch(queueNames.visitorConfirmation, { batchSize: 50 })).filter(
      (job) => (job.data as { id: number }).id === sourceId,
    );
    await boss.fail(queueNames.teamNotification, team!.id, { message: "550 mailbox unavailable" });
    // Delivered: the worker notes it (twice, as after a retry: one entry).
    await boss.complete(queueNames.visitorConfirmation, visitor!.id);
    await recordLeadMail(db, queueNames.visitorConfirmation, visitor!, new Date("2030-01-01T10:00:00Z"));
    await recordLeadMail(db, queueNames.visitorConfirmation, visitor!, new Date("2030-01-01T10:05:00Z"));

    const mails = await leadMailsOf(db, leadId);
    expect(mails).toEqual([
      expect.objectContaining({
        id: visitor!.id,
        label: "Confirmation to the visitor",
        state: "sent",
        at: "2030-01-01T10:00:00.000Z",
      }),
      expect.objectContaining({
        id: team!.id,
        label: "Notification to the team",
        state: "failed",
        error: "550 mailbox unavailable",
      }),
    ]);
  });

  it("puts a registrant's webinar mails on their webinar lead, and nothing for a job about no lead", async () => {
    const { db } = await database();
    const [session] = await db
      .insert(webinarSessions)
      .values({
        slug: `timeline-${Date.now()}`,
        topic: "LED-Wall-Events",
        startsAt: new Date("2031-01-01T10:00:00Z"),
        durationMinutes: 60,
        capacity: 10,
        joinUrl: "https://live.example.test/room",
      })
      .returning();
    const [booking] = await db
      .insert(tourBookings)
      .values({
        fullName: "Mia",
        email: "mia@example.com",
        preferredDate: "x",
        preferredTime: "11:00",
        additionalInformation: `Webinar-Anmeldung: LED-Wall-Events (${session!.slug})`,
      })
      .returning();
    const [registration] = await db
      .insert(webinarRegistrations)
      .values({ sessionId: session!.id, tourBookingId: booking!.id, email: "mia@example.com" })
      .returning();
    const leadId = await leadOf("webinar", booking!.id);
    const job = { id: crypto.randomUUID(), data: { kind: "moved", registrationId: registration!.id } };
    await recordLeadMail(db, queueNames.webinarMail, job, new Date("2030-02-01T09:00:00Z"));
    await recordLeadMail(db, queueNames.staffInvite, { id: crypto.randomUUID(), data: { inviteId: 1 } });
    expect(await leadMailsOf(db, leadId)).toEqual([
      expect.objectContaining({ id: job.id, label: "New time with calendar file to the registrant", state: "sent" }),
    ]);
  });

  it("puts an event option's mails on the enquiry's lead: the delivered one, and the one still waiting", async () => {
    const { db } = await database();
    const [enquiry] = await db
      .insert(eventEnquiries)
      .values({ fullName: "Clara", email: "clara@example.com", spaceId: "liberty", guests: 80, lang: "de" })
      .returning();
    const leadId = await leadOf("enquiry", enquiry!.id);
    const lapsed = { id: crypto.randomUUID(), data: { kind: "lapsed", enquiryId: enquiry!.id } };
    await recordLeadMail(db, queueNames.enquiryMail, lapsed, new Date("2030-02-01T09:00:00Z"));
    await transactionWithJobs(db, async (_tx, send) => {
      await send(queueNames.enquiryMail, { kind: "team", enquiryId: enquiry!.id, promoted: [] });
      await send(queueNames.enquiryMail, { kind: "booked", enquiryId: enquiry!.id });
    });
    // The two queued in one transaction share their time: their order between them is not the point.
    const mails = await leadMailsOf(db, leadId);
    expect(mails).toHaveLength(3);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: lapsed.id, label: "Option lapsed: mail to the visitor", state: "sent" }),
        expect.objectContaining({ label: "Option lapse: notification to the team", state: "waiting" }),
        expect.objectContaining({ label: "Booking confirmation with calendar files to the visitor", state: "waiting" }),
      ]),
    );
  });
});
