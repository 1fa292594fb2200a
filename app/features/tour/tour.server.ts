import type { RouterContextProvider } from "react-router";
import { storeTourRequest } from "../../../server/domain/booking/tour-requests.ts";
import { pastDateMessage, timeNotFreeMessage } from "../../../server/domain/leads/tour-messages.ts";
import { handleFormSubmission, type SaveOutcome } from "../form-kit/submission.server.ts";
import { tourMessages, tourSchema } from "./schema.ts";

export function requestTour(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "tour",
    schema: tourSchema,
    messages: tourMessages,
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
            title: tourMessages.invalidTitle,
            description: pastDateMessage,
            fieldErrors: { preferred_date: pastDateMessage },
            values: typed,
          },
        };
      const message = timeNotFreeMessage(values.preferred_date, outcome.alternatives);
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
