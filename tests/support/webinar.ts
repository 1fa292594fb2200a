import { sessionSchedule } from "../../server/domain/webinar/webinar";
import { confirmationToken } from "../../server/domain/webinar/confirmation-link";
import { rows, uniqueTag } from "./database";

// Webinar sessions for browser tests (issue 16): inserted straight into the test database, as staff
// would schedule them, and removed again with their sign-ups.

export interface TestSession {
  id: number;
  slug: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  joinUrl: string;
  schedule: ReturnType<typeof sessionSchedule>;
}

const SLUG_PREFIX = "e2e-session-";

export async function insertSession(
  values: {
    startsAt?: Date;
    durationMinutes?: number;
    capacity?: number;
    seatsTaken?: number;
    status?: "scheduled" | "cancelled" | "held";
  } = {},
): Promise<TestSession> {
  const slug = uniqueTag(SLUG_PREFIX.slice(0, -1));
  const startsAt = values.startsAt ?? new Date(Date.now() + 40 * 86_400_000);
  const durationMinutes = values.durationMinutes ?? 60;
  const capacity = values.capacity ?? 100;
  const joinUrl = `https://live.spark-frankfurt.de/raum/${slug}`;
  const [row] = await rows<{ id: number }>(
    `insert into webinar_sessions (slug, topic, starts_at, duration_minutes, capacity, seats_taken, join_url, status)
     values ($1, 'LED-Wall-Events', $2, $3, $4, $5, $6, $7) returning id`,
    [slug, startsAt, durationMinutes, capacity, values.seatsTaken ?? 0, joinUrl, values.status ?? "scheduled"],
  );
  return {
    id: row!.id,
    slug,
    startsAt,
    durationMinutes,
    capacity,
    joinUrl,
    schedule: sessionSchedule(startsAt, durationMinutes),
  };
}

/** A registration as the site stores it, and its signed confirmation path. */
export async function insertRegistration(session: TestSession, email = `${uniqueTag("e2e-reg")}@example.com`) {
  const [booking] = await rows<{ id: number }>(
    `insert into tour_bookings (full_name, email, preferred_date, preferred_time, additional_information)
     values ('Jana', $1, $2, $3, $4) returning id`,
    [
      email,
      session.schedule.dateOptionLabel,
      session.schedule.time,
      `Webinar-Anmeldung: LED-Wall-Events (${session.slug})`,
    ],
  );
  const [registration] = await rows<{ id: number }>(
    "insert into webinar_registrations (session_id, tour_booking_id, email) values ($1, $2, $3) returning id",
    [session.id, booking!.id, email],
  );
  await rows("update webinar_sessions set seats_taken = seats_taken + 1 where id = $1", [session.id]);
  const token = confirmationToken(registration!.id);
  return { id: registration!.id, token, path: `/webinar/confirmation?t=${token}` };
}

export async function setSession(session: TestSession, change: "cancelled" | "held" | "started" | "full") {
  if (change === "started") {
    await rows("update webinar_sessions set starts_at = now() - interval '1 minute' where id = $1", [session.id]);
  } else if (change === "full") {
    await rows("update webinar_sessions set seats_taken = capacity where id = $1", [session.id]);
  } else {
    await rows("update webinar_sessions set status = $2 where id = $1", [session.id, change]);
  }
}

/** Removes the test sessions with their sign-ups (sessions of an interrupted run after a few minutes). */
export async function removeTestSessions(olderThanMinutes = 0) {
  const slugs = `${SLUG_PREFIX}%`;
  const age = `${olderThanMinutes} minutes`;
  await rows(
    `delete from tour_bookings where id in (select r.tour_booking_id from webinar_registrations r
       join webinar_sessions s on s.id = r.session_id where s.slug like $1 and s.created_at <= now() - $2::interval)`,
    [slugs, age],
  );
  await rows("delete from webinar_sessions where slug like $1 and created_at <= now() - $2::interval", [slugs, age]);
}

/** Makes sure the landing page offers a session (for specs that register without choosing one). */
export async function ensureOpenSession(): Promise<TestSession> {
  return insertSession({ startsAt: new Date(Date.now() + 60 * 86_400_000) });
}

export const CONFIRMATION_URL = /\/webinar\/confirmation\?t=\d+\.[\w-]{43}$/;
