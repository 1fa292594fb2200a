import type { RouterContextProvider } from "react-router";
import { contactSubmissions } from "../../../server/db/schema.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { contactMessages, contactSchema } from "./schema.ts";

export function sendContactMessage(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "contact",
    schema: contactSchema,
    messages: contactMessages,
    save: async (db, values) => {
      await db.insert(contactSubmissions).values({
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        company: values.company ?? null,
        message: values.message,
      });
    },
  });
}
