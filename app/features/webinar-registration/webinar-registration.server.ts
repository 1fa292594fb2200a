import type { RouterContextProvider } from "react-router";
import { tourBookings } from "../../../server/db/schema.ts";
import { sendLeadMails, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { webinar, webinarSignupLabel } from "../../content/webinar.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { registrationMessages, registrationSchema, type WebinarRegistration } from "./schema.ts";

/** A webinar sign-up as a tour_bookings row, exactly as spec section 3 maps it. */
export function registrationRow(values: WebinarRegistration): typeof tourBookings.$inferInsert {
  return {
    fullName: values.first_name,
    email: values.email,
    company: null,
    phoneNumber: values.phone_number ?? null,
    preferredDate: values.preferred_date,
    preferredTime: webinar.time,
    numberOfGuests: null,
    additionalInformation: webinarSignupLabel,
  };
}

export function registerForWebinar(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "webinar-registration",
    schema: registrationSchema,
    messages: registrationMessages,
    // The row, the team's notification and the visitor's confirmation commit together.
    save: (db, values) =>
      transactionWithJobs(db, async (tx, send) => {
        const [row] = await tx.insert(tourBookings).values(registrationRow(values)).returning({ id: tourBookings.id });
        await sendLeadMails(send, { kind: "webinar", id: row!.id });
      }),
    // Without JavaScript the browser follows this; with it, the dialog shows the toast and navigates.
    successRedirect: webinar.confirmationPath,
  });
}
