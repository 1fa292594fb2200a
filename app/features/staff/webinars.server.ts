import { and, asc, count, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { webinar } from "../../../server/domain/webinar/webinar.ts";
import { instantFromZonedLocal, zoneOffsetMinutes } from "../../lib/zoned-time.ts";
import type { Database } from "../../../server/db/client.ts";
import { tourBookings, webinarSmsReminders } from "../../../server/db/schema.ts";
import { leadInbox } from "../../../server/domain/staff/schema.ts";
import {
  webinarInterest,
  webinarRegistrations,
  webinarSessions,
  type WebinarSessionStatus,
} from "../../../server/domain/webinar/schema.ts";
import { queueNames, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { deleteSmsNumbers } from "../../../server/domain/webinar/reminders.ts";
import { e164 } from "../../../server/domain/webinar/sms-reminder-job.ts";
import { maskNumber } from "../../../server/sms/transport.ts";
import { recordAudit } from "./audit-log.server.ts";
import { sampleLikeJoinLink } from "./join-link.ts";

// Webinar sessions in the back office (docs/decisions/1050): the list with seats and reminder
// state, one session's registrations and SMS reminders, and creating, editing and cancelling a
// session, each recorded in the audit log. Publishing a session mails the interest list once;
// cancelling it mails its registrants.

type Actor = { id: string; email: string };
type Session = typeof webinarSessions.$inferSelect;

const DEFAULT_TOPIC = "LED-Wall-Events";
const DEFAULT_DURATION = 60;
const DEFAULT_CAPACITY = 100;
const TIME_ZONE = webinar.timeZone;

export interface SessionInput {
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  joinUrl: string;
}

/** The form's values as typed (to show them again next to the errors). */
export type SessionFormValues = Record<"topic" | "date" | "time" | "duration" | "capacity" | "joinUrl", string>;
export type SessionErrors = Partial<Record<keyof SessionFormValues | "form", string>>;

/** The wall-clock date ("2026-12-03") and time ("11:00") of an instant in Frankfurt. */
function berlinLocal(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, TIME_ZONE) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export function formValuesOf(session?: Session): SessionFormValues {
  if (!session)
    return {
      topic: DEFAULT_TOPIC,
      date: "",
      time: "",
      duration: String(DEFAULT_DURATION),
      capacity: String(DEFAULT_CAPACITY),
      joinUrl: "",
    };
  return {
    topic: session.topic,
    ...berlinLocal(session.startsAt),
    duration: String(session.durationMinutes),
    capacity: String(session.capacity),
    joinUrl: session.joinUrl,
  };
}

const wholeNumber = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** Validates the session form; `seatsTaken` is the floor for the capacity when editing. */
export function parseSessionForm(
  form: FormData,
  now: Date,
  seatsTaken = 0,
): { values: SessionFormValues; input?: SessionInput; errors: SessionErrors } {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: SessionFormValues = {
    topic: get("topic").trim(),
    date: get("date").trim(),
    time: get("time").trim(),
    duration: get("duration").trim(),
    capacity: get("capacity").trim(),
    joinUrl: get("joinUrl").trim(),
  };
  const errors: SessionErrors = {};
  if (!values.topic) errors.topic = "Please enter a topic.";
  else if (values.topic.length > 120) errors.topic = "The topic can be at most 120 characters long.";

  let startsAt: Date | undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = "Please enter the date (YYYY-MM-DD).";
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = "Please enter the start time (HH:MM).";
  else {
    const candidate = instantFromZonedLocal(`${values.date}T${values.time}`, TIME_ZONE);
    const back = berlinLocal(candidate);
    if (Number.isNaN(candidate.getTime()) || back.date !== values.date)
      errors.date = "That date does not exist in the calendar.";
    else if (candidate <= now) errors.date = "The start must be in the future (Frankfurt time).";
    else startsAt = candidate;
  }

  const duration = wholeNumber(values.duration);
  if (!(duration >= 15 && duration <= 480))
    errors.duration = "The duration must be a whole number of minutes between 15 and 480.";
  const capacity = wholeNumber(values.capacity);
  if (!(capacity >= 1 && capacity <= 10_000)) errors.capacity = "The capacity must be a whole number from 1 to 10,000.";
  else if (capacity < seatsTaken)
    errors.capacity = `The capacity cannot be below the ${seatsTaken} seats already taken.`;

  let url: URL | undefined;
  try {
    url = new URL(values.joinUrl);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== "https:" || !url.hostname)
    errors.joinUrl = "Please enter the join link as a full https:// address.";
  else {
    const sampleLike = sampleLikeJoinLink(url);
    if (sampleLike)
      errors.joinUrl = `This join link looks like a test address (${sampleLike}). Please enter the real room's link: registrants receive it by e-mail, by SMS and on their confirmation page.`;
  }

  if (Object.keys(errors).length > 0 || !startsAt) return { values, errors };
  return {
    values,
    errors,
    input: { topic: values.topic, startsAt, durationMinutes: duration, capacity, joinUrl: url!.toString() },
  };
}

/** "led-wall-2026-12-03-1100": from the start in Frankfurt. */
export function sessionSlug(startsAt: Date): string {
  const { date, time } = berlinLocal(startsAt);
  return `led-wall-${date}-${time.replace(":", "")}`;
}

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

export async function sessionById(db: Database, id: number): Promise<Session | undefined> {
  const [session] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, id));
  return session;
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
 * (a sign-up in between cannot be lost); a new start resets the reminders so they follow it.
 */
export async function updateSession(db: Database, actor: Actor, id: number, input: SessionInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(webinarSessions).where(eq(webinarSessions.id, id)).for("update");
    if (!before) throw new SessionError("There is no such session.");
    if (before.status !== "scheduled" || before.startsAt <= now)
      throw new SessionError("Only a scheduled session that has not started can be changed.");
    const [after] = await tx
      .update(webinarSessions)
      .set({ ...input, updatedAt: now })
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
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ["topic", "durationMinutes", "capacity", "joinUrl"] as const)
      if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
    if (moved) changes.startsAt = { from: before.startsAt.toISOString(), to: after.startsAt.toISOString() };
    await recordAudit(tx as unknown as Database, actor, {
      action: "webinar.update",
      targetType: "webinar",
      targetId: id,
      details: changes,
    });
    return after;
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
