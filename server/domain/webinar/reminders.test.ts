import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The reminder sweep's due-time rules with the clock passed in (`now`), on the embedded PGlite:
// which registrations get the 24-hour mail, which numbers the 5-minute SMS, once each; a cancelled
// session gets neither; an ended session becomes held and loses its numbers. Publishing a session
// claims the waiting interest addresses once.
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";

const { database, closeDatabase } = await import("../../db/index.ts");
const { tourBookings, webinarSmsReminders } = await import("../../db/schema.ts");
const { smsOutbox, webinarInterest, webinarRegistrations, webinarSessions } = await import("./schema.ts");
const { jobQueue, queueNames, stopJobQueue, sweepTime } = await import("../../jobs/queue.ts");
const { sweepWebinarReminders } = await import("./reminders.ts");
const { cancelSession, createSession, updateSession } = await import("./session-admin.ts");
const { mailOutbox } = await import("../../db/schema.ts");
const { env } = await import("../../env.ts");
const mailJob = await import("./mail-jobs.ts");
const { registrationRowOfSession } = await import("./registration.ts");
const { parseSessionForm, sessionSlug } = await import("./session-form.ts");

const minute = 60_000;
const hour = 60 * minute;
const actor = { id: "staff-1", email: "staff@example.com" };

describe("webinar reminder sweep", () => {
  beforeAll(async () => {
    await jobQueue();
  }, 60_000);
  afterAll(async () => {
    await stopJobQueue();
    await closeDatabase();
  });

  const jobs = async (name: string) => {
    const { db } = await database();
    const result = await db.execute(sql`select data from pgboss.job where name = ${name} order by created_on, id`);
    return (result as unknown as { rows: { data: Record<string, unknown> }[] }).rows.map((row) => row.data);
  };

  async function sessionWith(slug: string, startsAt: Date, registrants: { email: string; createdAt: Date }[]) {
    const { db } = await database();
    const [session] = await db
      .insert(webinarSessions)
      .values({
        slug,
        topic: "LED-Wall-Events",
        startsAt,
        durationMinutes: 60,
        capacity: 10,
        seatsTaken: registrants.length,
        joinUrl: "https://live.example.test/room",
      })
      .returning();
    const ids: number[] = [];
    for (const person of registrants) {
      const [booking] = await db
        .insert(tourBookings)
        .values({ fullName: person.email, email: person.email, preferredDate: "x", preferredTime: "11:00" })
        .returning();
      const [registration] = await db
        .insert(webinarRegistrations)
        .values({
          sessionId: session!.id,
          tourBookingId: booking!.id,
          email: person.email,
          createdAt: person.createdAt,
        })
        .returning();
      ids.push(registration!.id);
    }
    const [sms] = await db
      .insert(webinarSmsReminders)
      .values({ webinarId: slug, countryCode: "+49", phoneNumber: "0170 1234567" })
      .returning();
    return { session: session!, registrationIds: ids, smsId: sms!.id };
  }

  it("the 24-hour mail from 24 hours before, the SMS from 5 minutes before, each once; then held, numbers gone", async () => {
    const { db } = await database();
    const start = new Date("2030-06-01T09:00:00Z");
    const early = new Date(start.getTime() - 3 * 24 * hour);
    const late = new Date(start.getTime() - 2 * hour); // registered after the 24-hour point
    const { session, registrationIds, smsId } = await sessionWith("sweep-a", start, [
      { email: "a1@example.com", createdAt: early },
      { email: "a2@example.com", createdAt: early },
      { email: "a3@example.com", createdAt: late },
    ]);
    await db.insert(smsOutbox).values({ sessionId: session.id, recipient: "+491701234567", body: "old copy" });

    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 24 * hour - minute))).toMatchObject({
      reminderMails: 0,
      sms: 0,
    });
    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 24 * hour))).toMatchObject({
      reminderMails: 2,
      sms: 0,
    });
    // Swept again (the next minute, or another process): nothing twice.
    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 24 * hour + minute))).toMatchObject({
      reminderMails: 0,
    });
    const mailJobs = (await jobs(queueNames.webinarMail))
      .filter((data) => registrationIds.includes(data.registrationId as number))
      .sort((a, b) => (a.registrationId as number) - (b.registrationId as number));
    expect(mailJobs).toEqual([
      { kind: "reminder", registrationId: registrationIds[0] },
      { kind: "reminder", registrationId: registrationIds[1] },
    ]);

    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 5 * minute - 1000))).toMatchObject({ sms: 0 });
    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 5 * minute))).toMatchObject({ sms: 1 });
    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 4 * minute))).toMatchObject({ sms: 0 });
    expect((await jobs(queueNames.webinarSms)).filter((data) => data.reminderId === smsId)).toHaveLength(1);

    // During the session it stays scheduled; once it has ended it is held and its numbers are deleted.
    expect(await sweepWebinarReminders(db, new Date(start.getTime() + 59 * minute))).toMatchObject({ held: 0 });
    expect(await sweepWebinarReminders(db, new Date(start.getTime() + 60 * minute))).toMatchObject({
      held: 1,
      smsNumbersDeleted: 1,
    });
    const [after] = await db
      .select()
      .from(webinarSessions)
      .where(sql`id = ${session.id}`);
    expect(after!.status).toBe("held");
    expect(
      await db
        .select()
        .from(webinarSmsReminders)
        .where(sql`webinar_id = 'sweep-a'`),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(smsOutbox)
        .where(sql`session_id = ${session.id}`),
    ).toEqual([]);
  });

  it("a session that starts within a day of the sweep, and the start passed: no late reminders", async () => {
    const { db } = await database();
    const start = new Date("2030-07-01T09:00:00Z");
    await sessionWith("sweep-b", start, [{ email: "b1@example.com", createdAt: new Date("2030-06-01T00:00:00Z") }]);
    // The servers were down from 25 hours before until after the start: nothing is sent late.
    expect(await sweepWebinarReminders(db, new Date(start.getTime() + minute))).toMatchObject({
      reminderMails: 0,
      sms: 0,
    });
  });

  it("a cancelled session gets no reminders; its registrants get the cancellation mail and its numbers go", async () => {
    const { db } = await database();
    const start = new Date("2030-08-01T09:00:00Z");
    const { session, registrationIds } = await sessionWith("sweep-c", start, [
      { email: "c1@example.com", createdAt: new Date("2030-07-01T00:00:00Z") },
    ]);
    await cancelSession(db, actor, session.id, new Date(start.getTime() - 48 * hour));
    expect(await sweepWebinarReminders(db, new Date(start.getTime() - 2 * minute))).toMatchObject({
      reminderMails: 0,
      sms: 0,
    });
    expect((await jobs(queueNames.webinarMail)).filter((d) => d.registrationId === registrationIds[0])).toEqual([
      { kind: "cancellation", registrationId: registrationIds[0] },
    ]);
    expect(
      await db
        .select()
        .from(webinarSmsReminders)
        .where(sql`webinar_id = 'sweep-c'`),
    ).toEqual([]);
    await expect(cancelSession(db, actor, session.id, new Date(start.getTime() - 47 * hour))).rejects.toThrow(
      "Only a scheduled session",
    );
  });

  it("moving a session mails each registrant the new time with the calendar file of the same UID and a raised SEQUENCE", async () => {
    const { db } = await database();
    const start = new Date("2030-09-05T09:00:00Z");
    const { session, registrationIds } = await sessionWith("move-a", start, [
      { email: "m1@example.com", createdAt: new Date("2030-08-01T00:00:00Z") },
      { email: "m2@example.com", createdAt: new Date("2030-08-02T00:00:00Z") },
    ]);
    const edit = {
      topic: session.topic,
      startsAt: session.startsAt,
      durationMinutes: session.durationMinutes,
      capacity: session.capacity,
      joinUrl: session.joinUrl,
    };
    const now = new Date("2030-08-20T12:00:00Z");
    const movedJobs = async () =>
      (await jobs(queueNames.webinarMail))
        .filter((d) => d.kind === "moved" && registrationIds.includes(d.registrationId as number))
        .sort((a, b) => (a.registrationId as number) - (b.registrationId as number));

    // A new capacity is no new time: no mail, the calendar file unchanged.
    expect((await updateSession(db, actor, session.id, { ...edit, capacity: 20 }, now)).registrantsMailed).toBe(0);
    expect(await movedJobs()).toEqual([]);

    // 11:00 -> 15:30 Frankfurt time, a week later.
    const later = new Date("2030-09-12T13:30:00Z");
    const { session: moved, registrantsMailed } = await updateSession(
      db,
      actor,
      session.id,
      { ...edit, capacity: 20, startsAt: later },
      now,
    );
    expect(moved.calendarSequence).toBe(1);
    expect(registrantsMailed).toBe(2);
    expect(await movedJobs()).toEqual(
      registrationIds.map((registrationId) => ({
        kind: "moved",
        registrationId,
        previousStartsAt: start.toISOString(),
      })),
    );
    // The registrants' leads show the new date.
    const bookings = await db
      .select({ preferredDate: tourBookings.preferredDate, preferredTime: tourBookings.preferredTime })
      .from(tourBookings)
      .innerJoin(webinarRegistrations, sql`${webinarRegistrations.tourBookingId} = ${tourBookings.id}`)
      .where(sql`${webinarRegistrations.sessionId} = ${session.id}`);
    const { preferredDate, preferredTime } = registrationRowOfSession(moved);
    expect(preferredTime).toBe("15:30");
    expect(bookings).toEqual([
      { preferredDate, preferredTime },
      { preferredDate, preferredTime },
    ]);

    const job = { id: "j-1", name: queueNames.webinarMail, data: (await movedJobs())[0] } as unknown as Parameters<
      typeof mailJob.run
    >[0];
    expect(await mailJob.run(job, db, env())).toBe("outbox");
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(sql`template = 'webinar-moved' and recipient = 'm1@example.com'`);
    expect(mail?.subject).toBe("Neuer Termin: LED-Wall-Events am 12.09.2030 um 15:30 Uhr");
    expect(mail?.textBody).toContain("nicht wie geplant am 05.09.2030 um 11:00 Uhr statt");
    expect(mail?.textBody).toContain("15:30 bis 16:30 Uhr");
    const ics = mail!.attachments[0]!.content.replace(/\r\n /g, "");
    expect(mail!.attachments[0]).toMatchObject({
      filename: "spark-webinar-led-wall-events.ics",
      contentType: "text/calendar; charset=utf-8",
    });
    expect(ics).toContain(`UID:move-a-${registrationIds[0]}@spark-frankfurt.de\r\nSEQUENCE:1\r\n`);
    expect(ics).toContain("DTSTART:20300912T133000Z\r\nDTEND:20300912T143000Z\r\n");

    // Moved again (a longer session): the next file supersedes that one.
    const { session: again } = await updateSession(
      db,
      actor,
      session.id,
      { ...edit, capacity: 20, startsAt: later, durationMinutes: 90 },
      now,
    );
    expect(again.calendarSequence).toBe(2);
    expect(await movedJobs()).toHaveLength(4);
  });

  it("publishing a session mails every waiting interest address once", async () => {
    const { db } = await database();
    const [waiting] = await db.insert(webinarInterest).values({ email: "wait@example.com" }).returning();
    const now = new Date("2030-01-01T12:00:00Z");
    const input = {
      topic: "LED-Wall-Events",
      startsAt: new Date("2030-02-01T10:00:00Z"),
      durationMinutes: 60,
      capacity: 100,
      joinUrl: "https://live.example.test/room",
    };
    const first = await createSession(db, actor, input, now);
    const second = await createSession(db, actor, input, now);
    expect(first.session.slug).toBe("led-wall-2030-02-01-1100");
    expect(second.session.slug).toBe("led-wall-2030-02-01-1100-2");
    expect([first.notified, second.notified]).toEqual([1, 0]);
    expect((await jobs(queueNames.webinarMail)).filter((d) => d.kind === "interest")).toEqual([
      { kind: "interest", interestId: waiting!.id, sessionId: first.session.id },
    ]);
  });

  it("the form: Frankfurt wall-clock time, future starts, https links, capacity not below seats taken", () => {
    const now = new Date("2027-03-01T12:00:00Z");
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      const all = {
        topic: "LED-Wall-Events",
        date: "2027-03-28",
        time: "11:00",
        duration: "60",
        capacity: "100",
        joinUrl: "https://meet.spark-frankfurt.de/r",
        ...values,
      };
      for (const [key, value] of Object.entries(all)) data.set(key, value);
      return data;
    };
    // 28 March 2027 is the day summer time begins: 11:00 in Frankfurt is 09:00Z.
    expect(parseSessionForm(form({}), now).input?.startsAt.toISOString()).toBe("2027-03-28T09:00:00.000Z");
    expect(sessionSlug(new Date("2027-03-28T09:00:00Z"))).toBe("led-wall-2027-03-28-1100");
    expect(parseSessionForm(form({ date: "2027-02-28" }), now).errors.date).toBe(
      "The start must be in the future (Frankfurt time).",
    );
    expect(parseSessionForm(form({ date: "2027-02-30" }), now).errors.date).toBe(
      "That date does not exist in the calendar.",
    );
    expect(parseSessionForm(form({ joinUrl: "http://meet.spark-frankfurt.de/r" }), now).errors.joinUrl).toBe(
      "Please enter the join link as a full https:// address.",
    );
    expect(parseSessionForm(form({ capacity: "3" }), now, 5).errors.capacity).toBe(
      "The capacity cannot be below the 5 seats already taken.",
    );
    expect(parseSessionForm(form({ duration: "10" }), now).errors.duration).toMatch(/between 15 and 480/);
    expect(parseSessionForm(form({ topic: " " }), now).errors.topic).toBe("Please enter a topic.");
  });

  it("the sweep's time comes from the job only with the test clock on", () => {
    const job = { data: { now: "2030-01-01T00:00:00.000Z" } } as Parameters<typeof sweepTime>[0];
    const base = { JOBS_TEST_CLOCK: false } as Parameters<typeof sweepTime>[1];
    expect(sweepTime(job, { ...base, JOBS_TEST_CLOCK: true }).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(sweepTime(job, base).getFullYear()).not.toBe(2030);
  });
});
