import type { RouterContextProvider } from "react-router";
import { storeTourRequest } from "../../../server/domain/booking/tour-requests.ts";
import { pastDateMessage, timeNotFreeMessage } from "../../../server/domain/leads/tour-messages.ts";
import { formLocale, handleFormSubmission, type SaveOutcome } from "../form-kit/submission.server.ts";
import { tourMessages, tourSchemas } from "./schema.ts";

export function requestTour(request: Request, context: Readonly<RouterContextProvider>) {
  // The page's language (/book-tour or /de/tour-buchen): its answers, the stored request and its mails.
  const locale = formLocale(request);
  const messages = tourMessages[locale];
  return handleFormSubmission({
    request,
    context,
    form: "tour",
    schema: tourSchemas[locale],
    messages,
    // The row, its held time and its mails commit together (server/domain/booking/tour-requests.ts).
    save: async (db, values): Promise<void | SaveOutcome> => {
      const outcome = await storeTourRequest(db, {
        fullName: values.full_name,
        email: values.email,
        company: values.company ?? null,
        phoneNumber: values.phone_number ?? null,
        preferredDate: values.preferred_date,
        preferredTime: values.preferred_time,
        numberOfGuests: values.number_of_guests ?? null,
        additionalInformation: values.additional_information ?? null,
        lang: locale,
      });
      if (outcome.stored) return;
      // Refused: the form comes back with what was typed and says which times are free.
      const typed = Object.fromEntries(
        Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
      );
      if (outcome.reason === "past")
        return {
          refused: {
            status: "error",
            title: messages.invalidTitle,
            description: pastDateMessage[locale],
            fieldErrors: { preferred_date: pastDateMessage[locale] },
            values: typed,
          },
        };
      const message = timeNotFreeMessage(values.preferred_date, outcome.alternatives, locale);
      return {
        refused: {
          status: "error",
          ...message,
          fieldErrors: { preferred_time: message.description },
          values: typed,
        },
      };
    },
  });
}
