import type { RouterContextProvider } from "react-router";
import { env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { clientNetwork } from "../../../server/security/network.ts";
import { registerForSession } from "../../../server/domain/webinar/registration.ts";
import { confirmationPath } from "../../../server/domain/webinar/confirmation-link.ts";
import { formLocale, handleFormSubmission, type SaveOutcome } from "../form-kit/submission.server.ts";
import { forgetLandingSessions } from "../webinar-sessions/landing-sessions.server.ts";
import { sessionRefusals, sessionRefusalTitle } from "./messages.ts";
import { registrationMessages, registrationSchema } from "./schema.ts";

/**
 * The landing page's sign-up: the form's checks, then the domain's registration (server/domain/webinar),
 * in the language of the page it was sent from; the registration keeps it for the registrant's mails.
 */
export function registerForWebinar(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = formLocale(request);
  return handleFormSubmission({
    request,
    context,
    form: "webinar-registration",
    schema: registrationSchema[locale],
    messages: registrationMessages[locale],
    save: async (db, values, { fillMs }): Promise<SaveOutcome> => {
      const outcome = await registerForSession(db, Number(values.preferred_date), values, {
        fillMs,
        network: clientNetwork(requestInfo(context).clientIp),
        seatsPerNetwork: env().WEBINAR_SEATS_PER_NETWORK,
        locale,
      });
      if (!outcome.ok) {
        const description = sessionRefusals[locale][outcome.reason];
        return {
          refused: {
            status: "error",
            title: sessionRefusalTitle[locale],
            description,
            fieldErrors: { preferred_date: description },
            // Kept in the form without JavaScript too (the consent box is ticked again by the visitor).
            values: {
              preferred_date: values.preferred_date,
              first_name: values.first_name,
              email: values.email,
              phone_number: values.phone_number ?? "",
            },
          },
        };
      }
      if (!outcome.repeated) forgetLandingSessions();
      // Without JavaScript the browser follows this; with it, the dialog shows the toast and navigates.
      return { redirectTo: confirmationPath(outcome.registrationId, undefined, locale) };
    },
  });
}
