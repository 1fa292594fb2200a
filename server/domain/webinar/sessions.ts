import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { webinarSessions } from "../../db/schema.ts";
import { sessionSchedule } from "./webinar.ts";
import { seatsLeft } from "./session-view.ts";

// The webinar's sessions as the visitor meets them (docs/decisions/1000-webinar-sessions-as-data.md):
// which are open, how many seats are left, and the one statement that takes a seat.

export type WebinarSession = typeof webinarSessions.$inferSelect;

/** Why a session takes no (more) sign-ups, or "open". */
export type SessionState = "open" | "started" | "held" | "cancelled" | "full";

/** Scheduled sessions that have not started yet, the next first. */
export function openSessions(db: Database): Promise<WebinarSession[]> {
  return db
    .select()
    .from(webinarSessions)
    .where(and(eq(webinarSessions.status, "scheduled"), gt(webinarSessions.startsAt, sql`now()`)))
    .orderBy(asc(webinarSessions.startsAt), asc(webinarSessions.id));
}

export async function sessionById(db: Database, id: number): Promise<WebinarSession | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, id));
  return row;
}

export function sessionState(
  session: Pick<WebinarSession, "status" | "startsAt" | "capacity" | "seatsTaken">,
  now = new Date(),
): SessionState {
  if (session.status === "cancelled") return "cancelled";
  if (session.status === "held") return "held";
  if (session.startsAt.getTime() <= now.getTime()) return "started";
  return seatsLeft(session) > 0 ? "open" : "full";
}

/** Every German date text of a session (weekday label, date, times, ISO instants). */
export function scheduleOfSession(session: Pick<WebinarSession, "startsAt" | "durationMinutes">) {
  return sessionSchedule(session.startsAt, session.durationMinutes);
}

/** How tour_bookings.additional_information marks a webinar sign-up (the inbox's trigger, migration 0004, reads it). */
export const WEBINAR_SIGNUP_PREFIX = "Webinar-Anmeldung: ";

/** The label in tour_bookings.additional_information: the prefix, the topic and the session's slug. */
export function sessionSignupLabel(session: Pick<WebinarSession, "topic" | "slug">): string {
  return `${WEBINAR_SIGNUP_PREFIX}${session.topic} (${session.slug})`;
}

/**
 * Takes one seat of an open session, or none: one conditional UPDATE, so concurrent sign-ups queue
 * on the session's row and none can overbook. Run it inside the registration's transaction.
 */
export async function takeSeat(tx: Database, sessionId: number): Promise<WebinarSession | undefined> {
  const [row] = await tx
    .update(webinarSessions)
    .set({ seatsTaken: sql`${webinarSessions.seatsTaken} + 1` })
    .where(
      and(
        eq(webinarSessions.id, sessionId),
        eq(webinarSessions.status, "scheduled"),
        gt(webinarSessions.startsAt, sql`now()`),
        lt(webinarSessions.seatsTaken, webinarSessions.capacity),
      ),
    )
    .returning();
  return row;
}

/** Seats taken in the scheduled sessions still ahead, of all their seats (the back office's start page). */
export async function seatsAhead(db: Database): Promise<{ taken: number; capacity: number }> {
  const [row] = await db
    .select({
      taken: sql<number>`coalesce(sum(${webinarSessions.seatsTaken}), 0)::int`,
      capacity: sql<number>`coalesce(sum(${webinarSessions.capacity}), 0)::int`,
    })
    .from(webinarSessions)
    .where(and(eq(webinarSessions.status, "scheduled"), gt(webinarSessions.startsAt, sql`now()`)));
  return row ?? { taken: 0, capacity: 0 };
}
