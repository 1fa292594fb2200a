import type { RouterContextProvider } from "react-router";
import { INTEREST_INTENT } from "../webinar-interest/NotifyForm";
import { registerInterest } from "../webinar-interest/webinar-interest.server";
import { registerForWebinar } from "./webinar-registration.server";

/**
 * The webinar landing page's one form endpoint: the registration, or (with no session open) the
 * "notify me" form, told apart by its `intent` field.
 */
export async function answerLandingForm(request: Request, context: Readonly<RouterContextProvider>) {
  // A body that is not form data goes to the registration, whose form kit answers it with a 400.
  const intent = await request
    .clone()
    .formData()
    .then((form) => form.get("intent"))
    .catch(() => null);
  if (intent === INTEREST_INTENT) return registerInterest(request, context);
  return registerForWebinar(request, context);
}
