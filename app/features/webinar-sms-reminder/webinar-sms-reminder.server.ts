import type { RouterContextProvider } from "react-router";
import { webinarSmsReminders } from "../../../server/db/schema.ts";
import { webinar } from "../../content/webinar.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { smsReminderMessages, smsReminderSchema, type SmsReminderRequest } from "./schema.ts";

/** A reminder request as a webinar_sms_reminders row, for the configured webinar. */
export function smsReminderRow(values: SmsReminderRequest): typeof webinarSmsReminders.$inferInsert {
  return { webinarId: webinar.id, countryCode: values.country_code, phoneNumber: values.phone_number };
}

export function requestSmsReminder(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-sms-reminder",
    schema: smsReminderSchema,
    messages: smsReminderMessages,
    save: async (db, values) => {
      await db.insert(webinarSmsReminders).values(smsReminderRow(values));
    },
  });
}
