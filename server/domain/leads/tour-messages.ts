import { INVALID_INPUT_TITLE, noTicketMessage, rateLimitedMessage } from "./form-messages.ts";
import { site } from "../company/site.ts";

// The tour form's texts and limits (spec sections 5 and 8). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;

// Spec section 8.
export const tourMessages = {
  missing: { title: "Missing information", description: "Please fill in all required fields." },
  failure: { title: "Failed to submit tour request", description: "Please try again later or contact us directly." },
  success: {
    title: "Tour request submitted successfully!",
    description: `Thank you for booking a tour. We'll contact you within ${site.responseWindow} to confirm.`,
  },
  rateLimited: rateLimitedMessage,
  noTicket: noTicketMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};
