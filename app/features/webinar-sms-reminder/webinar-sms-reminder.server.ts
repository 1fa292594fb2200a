import type { RouterContextProvider } from "react-router";
import { webinarSmsReminders } from "../../../server/db/schema.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { registrationFromRequest } from "../webinar-confirmation/registration-session.server.ts";
import { sessionState, type WebinarSession } from "../webinar-sessions/sessions.server.ts";
import { smsReminderMessages, smsReminderRefusals } from "./messages.ts";
import { smsReminderSchema, type SmsReminderRequest } from "./schema.ts";

/** A reminder request as a webinar_sms_reminders row, for the registrant's session (its slug). */
export function smsReminderRow(
  values: SmsReminderRequest,
  session: Pick<WebinarSession, "slug">,
): typeof webinarSmsReminders.$inferInsert {
  return { webinarId: session.slug, countryCode: values.country_code, phoneNumber: values.phone_number };
}

/** Why no reminder can be sent for a session, or undefined when it is still ahead (full or not). */
export function smsRefusal(session: WebinarSession | undefined, now = new Date()): string | undefined {
  if (!session) return smsReminderRefusals.invalidLink;
  const state = sessionState(session, now);
  if (state === "cancelled") return smsReminderRefusals.cancelled;
  if (state === "started" || state === "held") return smsReminderRefusals.past;
  return undefined;
}

/** Posted to /webinar/confirmation?t=<token>: the token names the registration and so the session. */
export function requestSmsReminder(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-sms-reminder",
    schema: smsReminderSchema,
    messages: smsReminderMessages,
    save: async (db, values) => {
      const found = await registrationFromRequest(request);
      const refusal = smsRefusal(found?.session);
      if (refusal || !found) {
        const description = refusal ?? smsReminderRefusals.invalidLink;
        return { refused: { status: "error", title: smsReminderRefusals.title, description } };
      }
      await db.insert(webinarSmsReminders).values(smsReminderRow(values, found.session));
    },
  });
}
