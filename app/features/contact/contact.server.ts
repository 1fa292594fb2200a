import type { RouterContextProvider } from "react-router";
import { contactSubmissions } from "../../../server/db/schema.ts";
import { sendLeadMails, transactionWithJobs } from "../../../server/jobs/queue.ts";
import { formLocale, handleFormSubmission } from "../form-kit/submission.server.ts";
import { contactMessages, contactSchemas } from "./schema.ts";

export function sendContactMessage(request: Request, context: Readonly<RouterContextProvider>) {
  // The language of the page the form was sent from: its messages, the visitor's mail and the lead's.
  const locale = formLocale(request);
  return handleFormSubmission({
    request,
    context,
    form: "contact",
    schema: contactSchemas[locale],
    messages: contactMessages[locale],
    // The row and its two mails (team, visitor) commit together.
    save: (db, values) =>
      transactionWithJobs(db, async (tx, send) => {
        const [row] = await tx
          .insert(contactSubmissions)
          .values({
            firstName: values.first_name,
            lastName: values.last_name,
            email: values.email,
            company: values.company ?? null,
            message: values.message,
            language: locale,
          })
          .returning({ id: contactSubmissions.id });
        await sendLeadMails(tx, send, { kind: "contact", id: row!.id }, values.email);
      }),
  });
}
