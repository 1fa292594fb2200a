import type { RouterContextProvider } from "react-router";
import { newsletterSubscriptions } from "../../../server/db/schema.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { newsletterMessages, newsletterSchema } from "./schema.ts";

export function subscribeToNewsletter(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission({
    request,
    context,
    form: "newsletter",
    schema: newsletterSchema,
    messages: newsletterMessages,
    // The unique index on lower(email) answers 23505 for a second subscription.
    knownErrors: { "23505": { status: "notice", ...newsletterMessages.duplicate } },
    save: async (db, { email }) => {
      await db.insert(newsletterSubscriptions).values({ email });
    },
  });
}
