import { sessionScheduleIn } from "./webinar.ts";
import type { Locale } from "../company/locale.ts";

// What the browser learns about a session (no join link: that is for registrants only) and the
// German texts the pages show for it. Server and browser build the same texts from the same data.

export interface SessionView {
  id: number;
  slug: string;
  topic: string;
  status: "scheduled" | "cancelled" | "held";
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
}

/** Free seats of a session (never below zero): the one rule the pages, the back office and registration share. */
export function seatsLeft(session: { capacity: number; seatsTaken: number }): number {
  return Math.max(0, session.capacity - session.seatsTaken);
}

/** Below this many free seats the landing page says how many are left. */
const SEATS_LEFT_SHOWN_BELOW = 20;

export function toSessionView(session: {
  id: number;
  slug: string;
  topic: string;
  status: SessionView["status"];
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
}): SessionView {
  return {
    id: session.id,
    slug: session.slug,
    topic: session.topic,
    status: session.status,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    seatsLeft: seatsLeft(session),
  };
}

/** A session's date texts in a page's language (German unless told). */
export function viewSchedule(session: Pick<SessionView, "startsAt" | "durationMinutes">, locale: Locale = "de") {
  return sessionScheduleIn(new Date(session.startsAt), session.durationMinutes, locale);
}

/** "Nur noch 7 Plätze frei" / "Only 7 seats left" when fewer than 20 are left and some are; otherwise nothing. */
export function seatsLeftText(session: Pick<SessionView, "seatsLeft">, locale: Locale = "de"): string | undefined {
  const n = session.seatsLeft;
  if (n <= 0 || n >= SEATS_LEFT_SHOWN_BELOW) return undefined;
  if (locale === "en") return `Only ${n} ${n === 1 ? "seat" : "seats"} left`;
  return `Nur noch ${n} ${n === 1 ? "Platz" : "Plätze"} frei`;
}
