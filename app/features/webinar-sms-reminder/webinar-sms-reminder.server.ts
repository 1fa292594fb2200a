import type { RouterContextProvider } from "react-router";
import { env } from "../../../server/env.ts";
import { checkSmsNumber } from "../../../server/domain/webinar/sms-numbers.ts";
import { saveSmsNumber } from "../../../server/domain/webinar/sms-reminders.ts";
import { sessionState, type WebinarSession } from "../../../server/domain/webinar/sessions.ts";
import { formLocale, handleFormSubmission } from "../form-kit/submission.server.ts";
import type { Locale } from "../../../server/domain/company/locale.ts";
import { registrationFromRequest } from "../webinar-confirmation/registration-session.server.ts";
import { smsReminderMessages, smsReminderRefusals } from "./messages.ts";
import { smsReminderSchema } from "./schema.ts";

/** Why no reminder can be sent for a session, or undefined when it is still ahead (full or not). */
export function smsRefusal(
  session: WebinarSession | undefined,
  now = new Date(),
  locale: Locale = "de",
): string | undefined {
  const refusals = smsReminderRefusals[locale];
  if (!session) return refusals.invalidLink;
  const state = sessionState(session, now);
  if (state === "cancelled") return refusals.cancelled;
  if (state === "started" || state === "held") return refusals.past;
  return undefined;
}

/** Posted to /webinar/confirmation?t=<token> (or its English twin): the token names the registration and so the session. */
export function requestSmsReminder(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = formLocale(request);
  const refusals = smsReminderRefusals[locale];
  return handleFormSubmission({
    request,
    context,
    form: "webinar-sms-reminder",
    schema: smsReminderSchema[locale],
    messages: smsReminderMessages[locale],
    save: async (db, values) => {
      const found = await registrationFromRequest(request);
      const refusal = smsRefusal(found?.session, new Date(), locale);
      if (refusal || !found) {
        const description = refusal ?? refusals.invalidLink;
        return { refused: { status: "error", title: refusals.title, description } };
      }
      const refuse = (description: string) => ({
        refused: {
          status: "error" as const,
          title: refusals.title,
          description,
          fieldErrors: { phone_number: description },
          values: { country_code: values.country_code, phone_number: values.phone_number },
        },
      });
      const number = checkSmsNumber(values.country_code, values.phone_number);
      if (!number.ok) return refuse(refusals[number.reason]);
      const saved = await saveSmsNumber(db, env(), values, found);
      if (saved === "hour" || saved === "day") return refuse(refusals.budget);
    },
  });
}
