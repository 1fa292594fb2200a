import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retention } from "./retention-periods.ts";
import { specSchedule, specSession, specSignupLabel } from "../../../tests/support/spec-session.ts";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import {
  contactSubmissions,
  mailOutbox,
  newsletterSubscriptions,
  rateLimitHits,
  smsBudget,
  tourBookings,
  visitorConfirmations,
  webinarSmsReminders,
} from "../../db/schema.ts";
import { webinarInterest, webinarRegistrations, webinarSessions } from "../webinar/schema.ts";
import { unsubscribeAddress } from "../newsletter/subscriptions.ts";
import { sweepExpired } from "./retention.ts";
import { deleteSubjectData, exportSubjectData } from "./subject-requests.ts";

// Against PostgreSQL (TEST_DATABASE_URL, the test's own database): the retention sweep with the
// clock moved past each period, and the data subject requests.
const url = process.env.TEST_DATABASE_URL;
const day = 86_400_000;
const addMonths = (date: Date, months: number) => {
  const copy = new Date(date);
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
};

describe.runIf(url)("privacy on PostgreSQL", () => {
  let handle: DatabaseHandle;
  const tag = `priv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const mail = (name: string) => `${tag}-${name}@example.com`;

  beforeAll(async () => {
    handle = await openDatabase({ url, dataDir: ":memory:", poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("deletes each kind once its period has passed and keeps the rest", async () => {
    const { db } = handle;
    const base = new Date("2030-01-15T12:00:00Z"); // a fixed "now" far from any other test's rows
    const contactOld = addMonths(base, -retention.contactMonths);
    const [oldContact, newContact] = await db
      .insert(contactSubmissions)
      .values([
        {
          firstName: "Old",
          lastName: tag,
          email: mail("c-old"),
          message: "m",
          createdAt: new Date(contactOld.getTime() - day),
        },
        {
          firstName: "New",
          lastName: tag,
          email: mail("c-new"),
          message: "m",
          createdAt: new Date(contactOld.getTime() + day),
        },
      ])
      .returning();
    const tourRow = (name: string, preferredDate: string) => ({
      fullName: name,
      email: mail(name),
      preferredDate,
      preferredTime: "10:00",
      additionalInformation: tag,
    });
    // 12 months after the tour date (not the request date): 2029-01-13 is due on 2030-01-15, 2029-01-16 not yet.
    const [dueTour, keptTour] = await db
      .insert(tourBookings)
      .values([tourRow("t-due", "2029-01-13"), tourRow("t-kept", "2029-01-16")])
      .returning();
    const [registration] = await db
      .insert(tourBookings)
      .values({
        fullName: "Reg",
        email: mail("webinar"),
        preferredDate: specSchedule.dateOptionLabel,
        preferredTime: specSchedule.time,
        additionalInformation: specSignupLabel,
      })
      .returning();
    const [sms] = await db
      .insert(webinarSmsReminders)
      .values({ webinarId: specSession.slug, countryCode: "+49", phoneNumber: "1701234567" })
      .returning();
    const [pendingOld, pendingNew, confirmedOld] = await db
      .insert(newsletterSubscriptions)
      .values([
        { email: mail("n-pending-old"), status: "pending", createdAt: new Date(base.getTime() - 31 * day) },
        { email: mail("n-pending-new"), status: "pending", createdAt: new Date(base.getTime() - 29 * day) },
        {
          email: mail("n-confirmed"),
          status: "confirmed",
          confirmedAt: new Date(base.getTime() - 400 * day),
          createdAt: new Date(base.getTime() - 400 * day),
        },
      ])
      .returning();
    const [outboxOld, outboxNew] = await db
      .insert(mailOutbox)
      .values(
        [31, 29].map((days) => ({
          template: "t",
          sender: "s",
          recipient: mail(`o${days}`),
          subject: "s",
          textBody: "t",
          htmlBody: "h",
          createdAt: new Date(base.getTime() - days * day),
        })),
      )
      .returning();

    const ids = async () => ({
      contacts: (
        await db
          .select({ id: contactSubmissions.id })
          .from(contactSubmissions)
          .where(inArray(contactSubmissions.id, [oldContact!.id, newContact!.id]))
      ).map((r) => r.id),
      tours: (
        await db
          .select({ id: tourBookings.id })
          .from(tourBookings)
          .where(inArray(tourBookings.id, [dueTour!.id, keptTour!.id, registration!.id]))
      ).map((r) => r.id),
      sms: (
        await db
          .select({ id: webinarSmsReminders.id })
          .from(webinarSmsReminders)
          .where(sql`id = ${sms!.id}`)
      ).length,
      newsletter: (
        await db
          .select({ id: newsletterSubscriptions.id })
          .from(newsletterSubscriptions)
          .where(inArray(newsletterSubscriptions.id, [pendingOld!.id, pendingNew!.id, confirmedOld!.id]))
      ).map((r) => r.id),
      outbox: (
        await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, [outboxOld!.id, outboxNew!.id]))
      ).map((r) => r.id),
    });

    // Before the webinar ended: its registration and SMS number stay.
    const webinarEnd = new Date(specSchedule.end);
    await sweepExpired(db, new Date(webinarEnd.getTime() - 60_000));
    expect((await ids()).sms).toBe(1);

    // Just after the webinar: the SMS number goes, the registration stays for 3 months.
    await sweepExpired(db, new Date(webinarEnd.getTime() + 60_000));
    expect((await ids()).sms).toBe(0);
    expect((await ids()).tours).toContain(registration!.id);
    await sweepExpired(db, new Date(addMonths(webinarEnd, retention.webinarMonths).getTime() - 60_000));
    expect((await ids()).tours).toContain(registration!.id);
    await sweepExpired(db, new Date(addMonths(webinarEnd, retention.webinarMonths).getTime() + 60_000));
    expect((await ids()).tours).not.toContain(registration!.id);

    const result = await sweepExpired(db, base);
    expect(result.contactMessages).toBeGreaterThanOrEqual(1);
    const after = await ids();
    expect(after.contacts).toEqual([newContact!.id]);
    expect(after.tours).toEqual([keptTour!.id]);
    expect(after.newsletter.sort()).toEqual([pendingNew!.id, confirmedOld!.id].sort());
    expect(after.outbox).toEqual([outboxNew!.id]);

    // Moved on past the rest of the periods, they go too; a confirmed subscription never expires.
    await sweepExpired(db, addMonths(base, 13));
    const later = await ids();
    expect(later.contacts).toEqual([]);
    expect(later.tours).toEqual([]);
    expect(later.newsletter).toEqual([confirmedOld!.id]);
    expect(later.outbox).toEqual([]);
  });

  it("exports everything about an address as JSON, then deletes it all (any letter case)", async () => {
    const { db } = handle;
    const email = mail("subject");
    const other = mail("bystander");
    await db.insert(contactSubmissions).values([
      { firstName: "S", lastName: "Subject", email, message: "hello" },
      { firstName: "B", lastName: "Bystander", email: other, message: "hi" },
    ]);
    await db.insert(tourBookings).values([
      { fullName: "S", email: email.toUpperCase(), preferredDate: "2031-02-03", preferredTime: "09:00" },
      {
        fullName: "S",
        email,
        preferredDate: specSchedule.dateOptionLabel,
        preferredTime: specSchedule.time,
        additionalInformation: specSignupLabel,
      },
    ]);
    await db.insert(newsletterSubscriptions).values({ email, status: "confirmed", consentText: "yes" });
    await db.insert(mailOutbox).values([
      { template: "visitor-contact", sender: "s", recipient: email, subject: "a", textBody: "t", htmlBody: "h" },
      {
        template: "team-contact",
        sender: "s",
        recipient: "team@example.com",
        subject: "b",
        textBody: "t",
        htmlBody: "h",
        headers: { "Reply-To": email },
      },
    ]);

    const exported = await exportSubjectData(db, ` ${email.toUpperCase()} `);
    expect(JSON.parse(JSON.stringify(exported))).toMatchObject({
      email: email.toUpperCase(),
      contactMessages: [{ message: "hello" }],
      tourRequests: [{ preferredDate: "2031-02-03" }],
      webinarRegistrations: [{ preferredDate: specSchedule.dateOptionLabel }],
      newsletterSubscriptions: [{ status: "confirmed", consentText: "yes" }],
    });
    expect(exported.mails.map((m) => m.subject).sort()).toEqual(["a", "b"]);

    expect(await deleteSubjectData(db, email)).toEqual({
      newsletterSubscriptions: 1,
      contactMessages: 1,
      tourBookings: 2,
      webinarInterest: 0,
      eventEnquiries: 0,
      mails: 2,
    });
    const empty = await exportSubjectData(db, email);
    expect([empty.contactMessages, empty.tourRequests, empty.webinarRegistrations, empty.mails]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect((await exportSubjectData(db, other)).contactMessages).toHaveLength(1);
  });

  it("covers every session: a second session's sign-ups and numbers follow its own end; interest addresses expire", async () => {
    const { db } = handle;
    const start = new Date("2031-03-05T10:00:00Z");
    const [session] = await db
      .insert(webinarSessions)
      .values({
        slug: `${tag}-second`,
        topic: "LED-Wall-Events",
        startsAt: start,
        durationMinutes: 90,
        capacity: 10,
        seatsTaken: 1,
        joinUrl: "https://live.example.test/room",
      })
      .returning();
    const end = new Date(start.getTime() + 90 * 60_000);
    const [linked, labelled] = await db
      .insert(tourBookings)
      .values([
        // Linked through webinar_registrations (how sign-ups are stored now)...
        { fullName: "Linked", email: mail("s2-linked"), preferredDate: "x", preferredTime: "11:00" },
        // ...and an older row known only by its label, which names the session's slug.
        {
          fullName: "Labelled",
          email: mail("s2-labelled"),
          preferredDate: "x",
          preferredTime: "11:00",
          additionalInformation: `Webinar-Anmeldung: LED-Wall-Events (${tag}-second)`,
        },
      ])
      .returning();
    await db
      .insert(webinarRegistrations)
      .values({ sessionId: session!.id, tourBookingId: linked!.id, email: mail("s2-linked") });
    const [number] = await db
      .insert(webinarSmsReminders)
      .values({ webinarId: session!.slug, countryCode: "+49", phoneNumber: "1701234567" })
      .returning();
    const [waiting, notified] = await db
      .insert(webinarInterest)
      .values([
        { email: mail("i-waiting"), createdAt: start },
        { email: mail("i-notified"), createdAt: start, notifiedAt: start },
      ])
      .returning();
    const left = async () => ({
      bookings: (
        await db
          .select({ id: tourBookings.id })
          .from(tourBookings)
          .where(inArray(tourBookings.id, [linked!.id, labelled!.id]))
      ).length,
      sms: (
        await db
          .select()
          .from(webinarSmsReminders)
          .where(sql`id = ${number!.id}`)
      ).length,
      interest: (
        await db
          .select({ id: webinarInterest.id })
          .from(webinarInterest)
          .where(inArray(webinarInterest.id, [waiting!.id, notified!.id]))
      ).map((row) => row.id),
    });

    // The subject export names the session of the linked sign-up and finds the labelled one.
    const exported = await exportSubjectData(db, mail("s2-linked"));
    expect(exported.webinarRegistrations).toMatchObject([{ session: { slug: `${tag}-second` } }]);
    expect(exported.tourRequests).toEqual([]);
    expect((await exportSubjectData(db, mail("s2-labelled"))).webinarRegistrations).toHaveLength(1);

    await sweepExpired(db, new Date(end.getTime() - 60_000));
    expect(await left()).toEqual({ bookings: 2, sms: 1, interest: [waiting!.id, notified!.id] });
    await sweepExpired(db, new Date(end.getTime() + 60_000));
    expect((await left()).sms).toBe(0);
    expect((await left()).bookings).toBe(2);
    // A week after its mail, a notified address is gone (normally its mail job deletes it at once).
    await sweepExpired(db, new Date(start.getTime() + 8 * day));
    expect((await left()).interest).toEqual([waiting!.id]);
    await sweepExpired(db, new Date(addMonths(end, retention.webinarMonths).getTime() + 60_000));
    expect((await left()).bookings).toBe(0);
    // A waiting address goes after the period the privacy page states.
    await sweepExpired(db, new Date(addMonths(start, retention.webinarInterestMonths).getTime() - 60_000));
    expect((await left()).interest).toEqual([waiting!.id]);
    await sweepExpired(db, new Date(addMonths(start, retention.webinarInterestMonths).getTime() + 60_000));
    expect((await left()).interest).toEqual([]);
  });

  it("the abuse defences' rows: counters, once-a-day notes and a registration's network go after their periods", async () => {
    const { db } = handle;
    const now = new Date("2032-06-10T12:00:00Z");
    const minute = 60_000;
    const before = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(rateLimitHits).values([
      { bucket: `${tag}-old`, windowStart: before(retention.rateLimitMinutes * minute + minute) },
      { bucket: `${tag}-young`, windowStart: before(retention.rateLimitMinutes * minute - minute) },
    ]);
    const noteAge = retention.confirmationNoteDays * day;
    await db.insert(visitorConfirmations).values([
      { address: mail("note-old"), kind: "contact", day: "2032-06-08", createdAt: before(noteAge + minute) },
      { address: mail("note-young"), kind: "contact", day: "2032-06-08", createdAt: before(noteAge - minute) },
    ]);
    // The budget's windows are shared by every run on this database: a run leaves its young window behind.
    const budgetAge = retention.smsBudgetDays * day;
    await db
      .insert(smsBudget)
      .values([
        { period: "hour", windowStart: before(budgetAge + 60 * minute), used: 3 },
        { period: "day", windowStart: before(budgetAge - 60 * minute), used: 3 },
      ])
      .onConflictDoNothing();
    const start = new Date(now.getTime() + 60 * minute);
    const [session] = await db
      .insert(webinarSessions)
      .values({
        slug: `${tag}-networks`,
        topic: "LED-Wall-Events",
        startsAt: start,
        durationMinutes: 60,
        capacity: 10,
        seatsTaken: 1,
        joinUrl: "https://live.example.test/room",
      })
      .returning();
    const [booking] = await db
      .insert(tourBookings)
      .values({ fullName: "Net", email: mail("net"), preferredDate: "x", preferredTime: "11:00" })
      .returning();
    const [registration] = await db
      .insert(webinarRegistrations)
      .values({
        sessionId: session!.id,
        tourBookingId: booking!.id,
        email: mail("net"),
        clientNetwork: "203.0.113.0/24",
      })
      .returning();

    const left = async () => ({
      counters: (
        await db
          .select({ bucket: rateLimitHits.bucket })
          .from(rateLimitHits)
          .where(inArray(rateLimitHits.bucket, [`${tag}-old`, `${tag}-young`]))
      ).map((row) => row.bucket),
      notes: (
        await db
          .select({ address: visitorConfirmations.address })
          .from(visitorConfirmations)
          .where(inArray(visitorConfirmations.address, [mail("note-old"), mail("note-young")]))
      ).map((row) => row.address),
      budget: (
        await db
          .select({ period: smsBudget.period })
          .from(smsBudget)
          .where(inArray(smsBudget.windowStart, [before(budgetAge + 60 * minute), before(budgetAge - 60 * minute)]))
      ).map((row) => row.period),
      network: (
        await db
          .select({ network: webinarRegistrations.clientNetwork })
          .from(webinarRegistrations)
          .where(sql`id = ${registration!.id}`)
      )[0]?.network,
    });

    await sweepExpired(db, now);
    expect(await left()).toEqual({
      counters: [`${tag}-young`],
      notes: [mail("note-young")],
      budget: ["day"],
      network: "203.0.113.0/24",
    });
    // After the webinar: the network goes, the registration stays (its own period is longer).
    await sweepExpired(db, new Date(start.getTime() + 61 * minute));
    expect((await left()).network).toBeNull();
    expect(
      await db
        .select()
        .from(webinarRegistrations)
        .where(sql`id = ${registration!.id}`),
    ).toHaveLength(1);
  });

  it("a data-subject deletion removes the address's interest and gives an open session its seat back", async () => {
    const { db } = handle;
    const email = mail("seat");
    const [session] = await db
      .insert(webinarSessions)
      .values({
        slug: `${tag}-seat`,
        topic: "LED-Wall-Events",
        startsAt: new Date("2032-01-01T10:00:00Z"),
        durationMinutes: 60,
        capacity: 5,
        seatsTaken: 2,
        joinUrl: "https://live.example.test/room",
      })
      .returning();
    const [booking] = await db
      .insert(tourBookings)
      .values({ fullName: "Seat", email, preferredDate: "x", preferredTime: "11:00" })
      .returning();
    await db.insert(webinarRegistrations).values({ sessionId: session!.id, tourBookingId: booking!.id, email });
    await db.insert(webinarInterest).values({ email: email.toUpperCase() });
    expect((await exportSubjectData(db, email)).webinarInterest).toHaveLength(1);
    expect(await deleteSubjectData(db, email)).toMatchObject({ tourBookings: 1, webinarInterest: 1 });
    const [after] = await db
      .select()
      .from(webinarSessions)
      .where(sql`id = ${session!.id}`);
    expect(after!.seatsTaken).toBe(1);
    expect(
      await db
        .select()
        .from(webinarRegistrations)
        .where(sql`session_id = ${session!.id}`),
    ).toEqual([]);
  });

  it("the back office's unsubscribe deletes the subscription", async () => {
    const { db } = handle;
    await db.insert(newsletterSubscriptions).values({ email: mail("unsub"), status: "confirmed" });
    expect(await unsubscribeAddress(db, mail("UNSUB"))).toBe(true);
    expect(await unsubscribeAddress(db, mail("unsub"))).toBe(false);
  });
});
