import type { RouterContextProvider } from "react-router";
import { env } from "../../../server/env.ts";
import { newsletterLocaleOf } from "../../../server/domain/newsletter/messages.ts";
import { signUp } from "../../../server/domain/newsletter/subscriptions.ts";
import { handleFormSubmission } from "../form-kit/submission.server.ts";
import { newsletterMessages, newsletterSchemas } from "./schema.ts";

/** A confirmed address: answered with the spec's 'Already subscribed' (the code of a unique violation). */
class AlreadySubscribed extends Error {
  code = "23505";
}

export function subscribeToNewsletter(request: Request, context: Readonly<RouterContextProvider>) {
  // The block's page's language (`/newsletter?lang=de`): the answer, the mail and the row speak it.
  const locale = newsletterLocaleOf(request.url);
  const messages = newsletterMessages[locale];
  return handleFormSubmission({
    request,
    context,
    form: "newsletter",
    schema: newsletterSchemas[locale],
    messages,
    // 23505: a confirmed address, or the unique index on lower(email) when two first sign-ups race.
    knownErrors: { "23505": { status: "notice", ...messages.duplicate } },
    // Double opt-in: a new or pending address gets the confirmation mail (again, at most every
    // NEWSLETTER_RESEND_MINUTES) and the success message; nothing is sent to it before it confirms.
    save: async (db, { email }) => {
      const outcome = await signUp(db, email, { resendMinutes: env().NEWSLETTER_RESEND_MINUTES, locale });
      if (outcome === "already-confirmed") throw new AlreadySubscribed("already subscribed");
    },
  });
}
