import { INVALID_INPUT_TITLE, noTicketMessage, rateLimitedMessage } from "./form-messages.ts";
import { site } from "../company/site.ts";
import { dayLabel } from "../company/venue-time.ts";

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

// Issue 46: a time within the tour hours is booked at once, so a taken or impossible one is refused.

export const pastDateMessage = "Please choose a date from today on.";

/** The refusal of a time that is not free, with the free times of that day or the next day that has some. */
export function timeNotFreeMessage(day: string, alternatives?: { day: string; times: string[] }) {
  const times = alternatives?.times.join(", ");
  const description = !alternatives
    ? "There are no free tour times in the coming weeks. Please choose a weekend or evening time and we arrange the tour with you."
    : alternatives.day === day
      ? `Please choose another time. Free times on ${dayLabel(day)}: ${times}.`
      : `There is no free tour time on ${dayLabel(day)}. The next free times are on ${dayLabel(alternatives.day)}: ${times}.`;
  return { title: "This time is not free", description };
}
