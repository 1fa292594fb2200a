import { and, eq, sql } from "drizzle-orm";
import { pgErrorCode, type Database } from "../../db/client.ts";
import { sendLeadMails, transactionWithJobs } from "../../jobs/queue.ts";
import { tourBookings } from "../leads/schema.ts";
import type { Locale } from "../company/locale.ts";
import { webinarRegistrations } from "./schema.ts";
import {
  scheduleOfSession,
  sessionById,
  sessionSignupLabel,
  sessionState,
  takeSeat,
  type SessionState,
  type WebinarSession,
} from "./sessions.ts";

/** What a sign-up stores: the form's fields after validation (the consent box is checked, not stored). */
export interface RegistrationValues {
  first_name: string;
  email: string;
  phone_number?: string;
}

/** Why a session takes no sign-up; the form names each (app/features/webinar-registration/messages.ts). */
export type RegistrationRefusal = Exclude<SessionState, "open"> | "unknown" | "network";

export type RegistrationOutcome =
  { ok: true; registrationId: number; repeated: boolean } | { ok: false; reason: RegistrationRefusal };

/** Who registers: their network (per-network seat cap, decision 1102) and how long the form took. */
export interface RegistrationClient {
  network?: string;
  fillMs?: number;
  /** Seats one network may hold in a session. */
  seatsPerNetwork?: number;
  /** The language of the page they signed up on: their mails follow it (German unless told). */
  locale?: Locale;
}

/** A webinar sign-up as a tour_bookings row, exactly as spec section 3 maps it, for its session. */
export function registrationRow(values: RegistrationValues, session: WebinarSession): typeof tourBookings.$inferInsert {
  return {
    fullName: values.first_name,
    email: values.email,
    company: null,
    phoneNumber: values.phone_number ?? null,
    numberOfGuests: null,
    ...registrationRowOfSession(session),
  };
}

/** The session's part of a sign-up's tour_bookings row: its date, time and label (rewritten when it changes). */
export function registrationRowOfSession(
  session: Pick<WebinarSession, "startsAt" | "durationMinutes" | "topic" | "slug">,
): Pick<typeof tourBookings.$inferInsert, "preferredDate" | "preferredTime" | "additionalInformation"> {
  const schedule = scheduleOfSession(session);
  return {
    preferredDate: schedule.dateOptionLabel,
    preferredTime: schedule.time,
    additionalInformation: sessionSignupLabel(session),
  };
}

async function existingRegistration(db: Database, sessionId: number, email: string) {
  const [row] = await db
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(
      and(eq(webinarRegistrations.sessionId, sessionId), sql`lower(${webinarRegistrations.email}) = lower(${email})`),
    );
  return row?.id;
}

/**
 * Registers for one session in ONE transaction: the conditional seat UPDATE, the spec's
 * tour_bookings row, the webinar_registrations row and the two mails. The same address for the
 * same session is the same registration (no second row, no second seat).
 */
export async function registerForSession(
  db: Database,
  sessionId: number,
  values: RegistrationValues,
  client: RegistrationClient = {},
): Promise<RegistrationOutcome> {
  // Beyond PostgreSQL's integer range there is no such session (and the query would fail).
  if (!Number.isSafeInteger(sessionId) || sessionId < 1 || sessionId > 2_147_483_647) {
    return { ok: false, reason: "unknown" };
  }
  const known = await existingRegistration(db, sessionId, values.email);
  if (known) return { ok: true, registrationId: known, repeated: true };
  try {
    return await transactionWithJobs(db, async (tx, send): Promise<RegistrationOutcome> => {
      if (client.network && client.seatsPerNetwork) {
        // The network's sign-ups for this session queue here, so the count below cannot be outrun.
        await tx.execute(sql`select pg_advisory_xact_lock(${sessionId}, hashtext(${client.network}))`);
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(webinarRegistrations)
          .where(
            and(eq(webinarRegistrations.sessionId, sessionId), eq(webinarRegistrations.clientNetwork, client.network)),
          );
        if ((held?.count ?? 0) >= client.seatsPerNetwork) return { ok: false, reason: "network" };
      }
      const session = await takeSeat(tx, sessionId);
      if (!session) {
        const current = await sessionById(tx, sessionId);
        const state = current ? sessionState(current) : "unknown";
        // Open by the clock but no seat taken: the start passed between the two statements.
        return { ok: false, reason: state === "open" ? "started" : state };
      }
      const [booking] = await tx
        .insert(tourBookings)
        // The tour row (and so the lead) carries the registrant's language (issue 44).
        .values({ ...registrationRow(values, session), lang: client.locale ?? "de" })
        .returning({ id: tourBookings.id });
      const [registration] = await tx
        .insert(webinarRegistrations)
        .values({
          sessionId,
          tourBookingId: booking!.id,
          email: values.email,
          clientNetwork: client.network ?? null,
          fillMs: client.fillMs ?? null,
          locale: client.locale ?? "de",
        })
        .returning({ id: webinarRegistrations.id });
      await sendLeadMails(tx, send, { kind: "webinar", id: booking!.id }, values.email);
      return { ok: true, registrationId: registration!.id, repeated: false };
    });
  } catch (error) {
    // The same address sent twice at once: the other request's registration won; its seat only.
    if (pgErrorCode(error) !== "23505") throw error;
    const winner = await existingRegistration(db, sessionId, values.email);
    if (!winner) throw error;
    return { ok: true, registrationId: winner, repeated: true };
  }
}
