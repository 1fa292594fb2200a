import { and, asc, count, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { tourBookings, webinarSmsReminders } from "../../db/schema.ts";
import { leadInbox } from "../staff/schema.ts";
import { webinarInterest, webinarRegistrations, webinarSessions, type WebinarSessionStatus } from "./schema.ts";
import { queueNames, transactionWithJobs } from "../../jobs/queue.ts";
import { deleteSmsNumbers } from "./reminders.ts";
import { e164 } from "./sms-reminder-job.ts";
import { maskNumber } from "../../sms/transport.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { sessionSlug, type SessionInput } from "./session-form.ts";
import { sessionById } from "./sessions.ts";
import { registrationRowOfSession } from "./registration.ts";

// Webinar sessions in the back office (docs/decisions/1050): the list with seats and reminder
// state, one session's registrations and SMS reminders, and creating, editing and cancelling a
// session, each recorded in the audit log. Publishing a session mails the interest list once;
// cancelling it mails its registrants.

type Actor = { id: string; email: string };
type Session = typeof webinarSessions.$inferSelect;

// --- Reading -----------------------------------------------------------------------------------

export interface SessionRow {
  id: number;
  slug: string;
  topic: string;
  startsAt: string;
  durationMinutes: number;
  status: WebinarSessionStatus;
  capacity: number;
  seatsTaken: number;
  registrations: number;
  remindersMailed: number;
  smsReminders: number;
  smsSent: number;
  upcoming: boolean;
}

/** Every session: upcoming ones first (soonest first), then past ones (latest first). */
export async function listSessions(db: Database, now = new Date()): Promise<SessionRow[]> {
  const registrations = db
    .select({
      sessionId: webinarRegistrations.sessionId,
      total: count().as("total"),
      mailed: count(webinarRegistrations.reminderMailSentAt).as("mailed"),
    })
    .from(webinarRegistrations)
    .groupBy(webinarRegistrations.sessionId)
    .as("r");
  const sms = db
    .select({
      slug: webinarSmsReminders.webinarId,
      total: count().as("sms_total"),
      sent: count(webinarSmsReminders.sentAt).as("sms_sent"),
    })
    .from(webinarSmsReminders)
    .groupBy(webinarSmsReminders.webinarId)
    .as("m");
  const rows = await db
    .select({
      session: webinarSessions,
      registrations: sql<number>`coalesce(${registrations.total}, 0)::int`,
      remindersMailed: sql<number>`coalesce(${registrations.mailed}, 0)::int`,
      smsReminders: sql<number>`coalesce(${sms.total}, 0)::int`,
      smsSent: sql<number>`coalesce(${sms.sent}, 0)::int`,
    })
    .from(webinarSessions)
    .leftJoin(registrations, eq(registrations.sessionId, webinarSessions.id))
    .leftJoin(sms, eq(sms.slug, webinarSessions.slug))
    .orderBy(asc(webinarSessions.startsAt));
  const all = rows.map(({ session, ...counts }) => ({
    id: session.id,
    slug: session.slug,
    topic: session.topic,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    status: session.status,
    capacity: session.capacity,
    seatsTaken: session.seatsTaken,
    ...counts,
    upcoming: session.startsAt.getTime() + session.durationMinutes * 60_000 > now.getTime(),
  }));
  return [...all.filter((s) => s.upcoming), ...all.filter((s) => !s.upcoming).reverse()];
}

/** One session's registrations (with the inbox lead each belongs to) and its SMS reminders. */
export async function sessionDetail(db: Database, id: number) {
  const session = await sessionById(db, id);
  if (!session) return undefined;
  const registrations = await db
    .select({
      id: webinarRegistrations.id,
      name: tourBookings.fullName,
      email: tourBookings.email,
      createdAt: webinarRegistrations.createdAt,
      reminderMailSentAt: webinarRegistrations.reminderMailSentAt,
      leadId: leadInbox.id,
      network: webinarRegistrations.clientNetwork,
      fillMs: webinarRegistrations.fillMs,
      // Sign-ups of this session from the same network: many look like one client (decision 1102).
      fromNetwork: sql<number>`(count(*) over (partition by ${webinarRegistrations.clientNetwork}))::int`,
    })
    .from(webinarRegistrations)
    .innerJoin(tourBookings, eq(tourBookings.id, webinarRegistrations.tourBookingId))
    .leftJoin(leadInbox, and(eq(leadInbox.kind, "webinar"), eq(leadInbox.sourceId, tourBookings.id)))
    .where(eq(webinarRegistrations.sessionId, id))
    .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id));
  const sms = await db
    .select({
      id: webinarSmsReminders.id,
      countryCode: webinarSmsReminders.countryCode,
      phoneNumber: webinarSmsReminders.phoneNumber,
      createdAt: webinarSmsReminders.createdAt,
      sentAt: webinarSmsReminders.sentAt,
      leadId: leadInbox.id,
    })
    .from(webinarSmsReminders)
    .leftJoin(leadInbox, and(eq(leadInbox.kind, "sms"), eq(leadInbox.sourceId, webinarSmsReminders.id)))
    .where(eq(webinarSmsReminders.webinarId, session.slug))
    .orderBy(asc(webinarSmsReminders.createdAt));
  return {
    session,
    registrations: registrations.map((r) => ({ ...r, automated: looksAutomated(r) })),
    sms: sms.map(({ countryCode, phoneNumber, ...rest }) => ({
      ...rest,
      number: maskNumber(e164(countryCode, phoneNumber)),
    })),
  };
}

/** Why a registration looks automated (decision 1102), or undefined: many from one network, or filled in under 3 s. */
function looksAutomated(r: { network: string | null; fillMs: number | null; fromNetwork: number }): string | undefined {
  const reasons: string[] = [];
  if (r.network && r.fromNetwork >= 3) reasons.push(`${r.fromNetwork} from ${r.network}`);
  if (r.fillMs !== null && r.fillMs < 3_000) reasons.push(`filled in ${(r.fillMs / 1000).toFixed(1)} s`);
  return reasons.length ? reasons.join(", ") : undefined;
}

// --- Changing ----------------------------------------------------------------------------------

/**
 * Releases a registration's seat (decision 1102): the registration and its SMS number go, the seat
 * returns to the session in the same transaction; the lead stays in the inbox. Audited.
 */
export async function releaseSeat(db: Database, actor: Actor, sessionId: number, registrationId: number) {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .delete(webinarRegistrations)
      .where(and(eq(webinarRegistrations.id, registrationId), eq(webinarRegistrations.sessionId, sessionId)))
      .returning({ id: webinarRegistrations.id, network: webinarRegistrations.clientNetwork });
    if (!released) throw new SessionError("That registration is not (or no longer) part of this session.");
    await tx
      .update(webinarSessions)
      .set({ seatsTaken: sql`greatest(${webinarSessions.seatsTaken} - 1, 0)`, updatedAt: new Date() })
      .where(eq(webinarSessions.id, sessionId));
    await tx.delete(webinarSmsReminders).where(eq(webinarSmsReminders.registrationId, registrationId));
    await recordAudit(tx as unknown as Database, actor, {
      action: "webinar.release",
      targetType: "webinar",
      targetId: sessionId,
      details: { registrationId, network: released.network },
    });
  });
}

export class SessionError extends Error {}

/** Creates a scheduled session and queues one mail to every waiting interest address (once). */
export async function createSession(db: Database, actor: Actor, input: SessionInput, now = new Date()) {
  return transactionWithJobs(db, async (tx, send) => {
    const base = sessionSlug(input.startsAt);
    let session: Session | undefined;
    for (let n = 1; !session; n++) {
      [session] = await tx
        .insert(webinarSessions)
        .values({ ...input, slug: n === 1 ? base : `${base}-${n}`, status: "scheduled" })
        .onConflictDoNothing({ target: webinarSessions.slug })
        .returning();
    }
    // Claimed in one conditional UPDATE: a second publish (another process) finds none left.
    const waiting = await tx
      .update(webinarInterest)
      .set({ notifiedAt: now })
      .where(sql`${webinarInterest.notifiedAt} is null`)
      .returning({ id: webinarInterest.id });
    for (const { id } of waiting)
      await send(queueNames.webinarMail, { kind: "interest", interestId: id, sessionId: session.id });
    await recordAudit(tx, actor, {
      action: "webinar.create",
      targetType: "webinar",
      targetId: session.id,
      details: {
        slug: session.slug,
        startsAt: session.startsAt.toISOString(),
        capacity: session.capacity,
        notified: waiting.length,
      },
    });
    return { session, notified: waiting.length };
  });
}

/**
 * Changes a scheduled session. The capacity is checked against the seats taken in the same UPDATE
 * (a sign-up in between cannot be lost); a new start resets the reminders so they follow it. A new
 * time (start or length) raises the calendar file's SEQUENCE and mails every registrant the new time
 * with that file; their leads show the new date and topic (tour_bookings, spec section 3's mapping).
 */
export async function updateSession(db: Database, actor: Actor, id: number, input: SessionInput, now = new Date()) {
  return transactionWithJobs(db, async (tx, send) => {
    const [before] = await tx.select().from(webinarSessions).where(eq(webinarSessions.id, id)).for("update");
    if (!before) throw new SessionError("There is no such session.");
    if (before.status !== "scheduled" || before.startsAt <= now)
      throw new SessionError("Only a scheduled session that has not started can be changed.");
    const retimed =
      before.startsAt.getTime() !== input.startsAt.getTime() || before.durationMinutes !== input.durationMinutes;
    const [after] = await tx
      .update(webinarSessions)
      .set({
        ...input,
        updatedAt: now,
        ...(retimed ? { calendarSequence: sql`${webinarSessions.calendarSequence} + 1` } : {}),
      })
      .where(and(eq(webinarSessions.id, id), lte(webinarSessions.seatsTaken, input.capacity)))
      .returning();
    if (!after) throw new SessionError(`The capacity cannot be below the ${before.seatsTaken} seats already taken.`);
    const moved = before.startsAt.getTime() !== after.startsAt.getTime();
    if (moved) {
      await tx
        .update(webinarRegistrations)
        .set({ reminderMailSentAt: null })
        .where(and(eq(webinarRegistrations.sessionId, id), isNotNull(webinarRegistrations.reminderMailSentAt)));
      await tx
        .update(webinarSmsReminders)
        .set({ sentAt: null })
        .where(and(eq(webinarSmsReminders.webinarId, after.slug), isNotNull(webinarSmsReminders.sentAt)));
    }
    const registrants = await tx
      .select({ id: webinarRegistrations.id, tourBookingId: webinarRegistrations.tourBookingId })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.sessionId, id));
    if (retimed || before.topic !== after.topic) {
      const bookingIds = registrants.map((registrant) => registrant.tourBookingId);
      if (bookingIds.length > 0)
        await tx.update(tourBookings).set(registrationRowOfSession(after)).where(inArray(tourBookings.id, bookingIds));
    }
    if (retimed)
      for (const registrant of registrants)
        await send(queueNames.webinarMail, {
          kind: "moved",
          registrationId: registrant.id,
          previousStartsAt: before.startsAt.toISOString(),
        });
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ["topic", "durationMinutes", "capacity", "joinUrl"] as const)
      if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
    if (moved) changes.startsAt = { from: before.startsAt.toISOString(), to: after.startsAt.toISOString() };
    await recordAudit(tx as unknown as Database, actor, {
      action: "webinar.update",
      targetType: "webinar",
      targetId: id,
      details: { ...changes, ...(retimed ? { registrantsMailed: registrants.length } : {}) },
    });
    return { session: after, registrantsMailed: retimed ? registrants.length : 0 };
  });
}

/** Cancels a scheduled session: one cancellation mail per registrant, its SMS numbers deleted. */
export async function cancelSession(db: Database, actor: Actor, id: number, now = new Date()) {
  return transactionWithJobs(db, async (tx, send) => {
    const [session] = await tx
      .update(webinarSessions)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(eq(webinarSessions.id, id), eq(webinarSessions.status, "scheduled"), gt(webinarSessions.startsAt, now)),
      )
      .returning();
    if (!session) throw new SessionError("Only a scheduled session that has not started can be cancelled.");
    const registrants = await tx
      .select({ id: webinarRegistrations.id })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.sessionId, id));
    for (const { id: registrationId } of registrants)
      await send(queueNames.webinarMail, { kind: "cancellation", registrationId });
    const smsDeleted = await deleteSmsNumbers(tx, [session.slug], [session.id]);
    await recordAudit(tx, actor, {
      action: "webinar.cancel",
      targetType: "webinar",
      targetId: id,
      details: { slug: session.slug, registrants: registrants.length, smsDeleted },
    });
    return { session, registrants: registrants.length };
  });
}
