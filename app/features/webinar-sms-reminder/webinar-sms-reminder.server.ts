import type { RouterContextProvider } from "react-router";
import { env } from "../../../server/env.ts";
import { checkSmsNumber } from "../../../server/domain/webinar/sms-numbers.ts";
import { saveSmsNumber } from "../../../server/domain/webinar/sms-reminders.ts";
import { sessionState, type WebinarSession } from "../../../server/domain/webinar/sessions.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { registrationFromRequest } from "../webinar-confirmation/registration-session.server.ts";
import { smsReminderMessages, smsReminderRefusals } from "./messages.ts";
import { smsReminderSchema } from "./schema.ts";

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
      const refuse = (description: string) => ({
        refused: {
          status: "error" as const,
          title: smsReminderRefusals.title,
          description,
          fieldErrors: { phone_number: description },
          values: { country_code: values.country_code, phone_number: values.phone_number },
        },
      });
      const number = checkSmsNumber(values.country_code, values.phone_number);
      if (!number.ok) return refuse(smsReminderRefusals[number.reason]);
      const saved = await saveSmsNumber(db, env(), values, found);
      if (saved === "hour" || saved === "day") return refuse(smsReminderRefusals.budget);
    },
  });
}
