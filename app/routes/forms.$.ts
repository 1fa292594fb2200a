import type { RouterContextProvider } from "react-router";
import { webinar } from "../../server/domain/webinar/webinar";
import { sendContactMessage } from "~/features/contact/contact.server";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { NEWSLETTER_ACTION } from "../../server/domain/newsletter/messages";
import { requestTour } from "~/features/tour/tour.server";
import { sendEnquiry } from "~/features/enquiry/enquiry.server";
import { answerLandingForm } from "~/features/webinar-registration/landing-form.server";
import { requestSmsReminder } from "~/features/webinar-sms-reminder/webinar-sms-reminder.server";
import { FORM_TICKET_PATH } from "~/features/form-kit/protocol";
import { env } from "../../server/env.ts";
import { issueFormTicket } from "../../server/security/form-ticket.ts";
import type { Route } from "./+types/forms.$";
import { specPath } from "~/lib/i18n/locale";

// The public forms' answers as JSON, for the form kit's client half (EnhancedForm, docs/decisions/0662).
// A form posts to its page (`/contact`) without JavaScript and here with it (`/forms/contact`, formAnswerUrl in
// protocol.ts): the same
// server half answers both, one with a page, this one with its FormResult and the same status code.

type FormHandler = (request: Request, context: Readonly<RouterContextProvider>) => Promise<unknown>;

/** Each form's page and its server half, the same pairs as the pages' own actions. */
const forms: Record<string, FormHandler> = {
  "/contact": sendContactMessage,
  "/book-tour": requestTour,
  "/enquire": sendEnquiry,
  [NEWSLETTER_ACTION]: subscribeToNewsletter,
  [webinar.landingPath]: answerLandingForm,
  [webinar.confirmationPath]: requestSmsReminder,
};

export async function action({ request, context, params }: Route.ActionArgs) {
  // "/forms/de/kontakt" answers the contact form of the German page (docs/decisions/0696).
  const handler = forms[specPath(`/${params["*"]}`)];
  if (!handler) return Response.json({ error: "No such form" }, { status: 404 });
  // handleFormSubmission answers with data(result, init): the same here as JSON.
  const answer = (await handler(request, context)) as { data: unknown; init?: ResponseInit | null };
  return Response.json(answer.data, answer.init ?? undefined);
}

export function loader({ params }: Route.LoaderArgs) {
  // A fresh form ticket for a form whose page was prerendered without one (docs/decisions/1104).
  // no-store: a ticket kept by any cache would be old, and one visitor's.
  if (`/forms/${params["*"]}` === FORM_TICKET_PATH) {
    return Response.json(
      { ticket: issueFormTicket(env().COOKIE_SECRET) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  return new Response("Forms post here.", { status: 405, headers: { Allow: "POST" } });
}
