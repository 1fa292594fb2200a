import { site } from "../company/site.ts";
import { INVALID_INPUT_TITLE, noTicketMessage, rateLimitedMessage } from "../leads/form-messages.ts";

// The enquiry form's texts (/enquire, issue 47). Pure, so that the page's island shows them before
// the validator has loaded.

export const enquiryMessages = {
  missing: { title: "Missing information", description: "Please fill in all required fields." },
  failure: { title: "Failed to send your enquiry", description: "Please try again later or contact us directly." },
  // Shown when nothing is told about options (a post taken for a script's): the real answer names them.
  success: {
    title: "Enquiry sent!",
    description: `Thank you. We reply within ${site.responseWindow} with availability and an offer.`,
  },
  rateLimited: rateLimitedMessage,
  noTicket: noTicketMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};

export const unavailableTitle = "Date not available";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** The answer to a stored enquiry: a first option until when, or a second option, told so. */
export function enquirySentMessage(sent: { rank: 1 | 2; optionUntil?: Date }): { title: string; description: string } {
  if (sent.rank === 1)
    return {
      title: "Enquiry sent: your date is held",
      description: `We hold your date${sent.optionUntil ? ` as a first option until ${dateFormat.format(sent.optionUntil)}` : " as a first option"}. Your estimate is on its way by e-mail; we reply within ${site.responseWindow}.`,
    };
  return {
    title: "Enquiry sent: second option",
    description: `Another enquiry holds this date first. You hold the second option and move up if it is released; we tell you by e-mail and reply within ${site.responseWindow}.`,
  };
}

/** The event types the form offers (the visitor may also say more in the message). */
export const eventTypes = [
  "Conference",
  "Meeting",
  "Workshop",
  "Product launch",
  "Gala or party",
  "Broadcast or live stream",
  "Other",
] as const;
