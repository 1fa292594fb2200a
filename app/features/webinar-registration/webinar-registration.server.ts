import { and, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { pgErrorCode, type Database } from "../../../server/db/client.ts";
import { tourBookings, webinarRegistrations } from "../../../server/db/schema.ts";
import { sendLeadMails, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { clientNetwork } from "../../../server/security/network.ts";
import { handleFormSubmission, type SaveOutcome } from "../form-kit/submission.server.ts";
import {
  scheduleOfSession,
  sessionById,
  sessionSignupLabel,
  sessionState,
  takeSeat,
  type WebinarSession,
} from "../../../server/domain/webinar/sessions.ts";
import { forgetLandingSessions } from "../webinar-sessions/landing-sessions.server.ts";
import { confirmationPath } from "../../../server/domain/webinar/confirmation-link.ts";
import { sessionRefusals, sessionRefusalTitle } from "./messages.ts";
import { registrationMessages, registrationSchema, type WebinarRegistration } from "./schema.ts";

/** A webinar sign-up as a tour_bookings row, exactly as spec section 3 maps it, for its session. */
export function registrationRow(
  values: Omit<WebinarRegistration, "preferred_date">,
  session: WebinarSession,
): typeof tourBookings.$inferInsert {
  const schedule = scheduleOfSession(session);
  return {
    fullName: values.first_name,
    email: values.email,
    company: null,
    phoneNumber: values.phone_number ?? null,
    preferredDate: schedule.dateOptionLabel,
    preferredTime: schedule.time,
    numberOfGuests: null,
    additionalInformation: sessionSignupLabel(session),
  };
}

export type RegistrationOutcome =
  { ok: true; registrationId: number; repeated: boolean } | { ok: false; reason: keyof typeof sessionRefusals };

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
/** Who registers: their network (per-network seat cap, decision 1102) and how long the form took. */
export interface RegistrationClient {
  network?: string;
  fillMs?: number;
  /** Seats one network may hold in a session. */
  seatsPerNetwork?: number;
}

export async function registerForSession(
  db: Database,
  sessionId: number,
  values: Omit<WebinarRegistration, "preferred_date">,
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
        .values(registrationRow(values, session))
        .returning({ id: tourBookings.id });
      const [registration] = await tx
        .insert(webinarRegistrations)
        .values({
          sessionId,
          tourBookingId: booking!.id,
          email: values.email,
          clientNetwork: client.network ?? null,
          fillMs: client.fillMs ?? null,
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

export function registerForWebinar(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-registration",
    schema: registrationSchema,
    messages: registrationMessages,
    save: async (db, values, { fillMs }): Promise<SaveOutcome> => {
      const outcome = await registerForSession(db, Number(values.preferred_date), values, {
        fillMs,
        network: clientNetwork(requestInfo(context).clientIp),
        seatsPerNetwork: env().WEBINAR_SEATS_PER_NETWORK,
      });
      if (!outcome.ok) {
        const description = sessionRefusals[outcome.reason];
        return {
          refused: {
            status: "error",
            title: sessionRefusalTitle,
            description,
            fieldErrors: { preferred_date: description },
            // Kept in the form without JavaScript too (the consent box is ticked again by the visitor).
            values: {
              preferred_date: values.preferred_date,
              first_name: values.first_name,
              email: values.email,
              phone_number: values.phone_number ?? "",
            },
          },
        };
      }
      if (!outcome.repeated) forgetLandingSessions();
      // Without JavaScript the browser follows this; with it, the dialog shows the toast and navigates.
      return { redirectTo: confirmationPath(outcome.registrationId) };
    },
  });
}
