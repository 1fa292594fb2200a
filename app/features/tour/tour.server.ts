import type { RouterContextProvider } from "react-router";
import { tourBookings } from "../../../server/db/schema.ts";
import { sendLeadMails, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { tourMessages, tourSchema } from "./schema.ts";

export function requestTour(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "tour",
    schema: tourSchema,
    messages: tourMessages,
    // The row and its two mails (team, visitor) commit together.
    save: (db, values) =>
      transactionWithJobs(db, async (tx, send) => {
        const [row] = await tx
          .insert(tourBookings)
          .values({
            fullName: values.full_name,
            email: values.email,
            company: values.company ?? null,
            phoneNumber: values.phone_number ?? null,
            preferredDate: values.preferred_date,
            preferredTime: values.preferred_time,
            numberOfGuests: values.number_of_guests ?? null,
            additionalInformation: values.additional_information ?? null,
          })
          .returning({ id: tourBookings.id });
        await sendLeadMails(tx, send, { kind: "tour", id: row!.id }, values.email);
      }),
  });
}
