import { INVALID_INPUT_TITLE, noTicketMessage, rateLimitedMessage } from "../leads/form-messages.ts";

// The newsletter form's texts and limits (spec sections 5 and 8). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

export const NEWSLETTER_ACTION = "/newsletter";

// Spec section 8.
export const newsletterMessages = {
  success: { title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." },
  duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
  failure: { title: "Subscription failed", description: "Please try again later." },
  missing: { title: "Subscription failed", description: "Please enter your e-mail address." },
  rateLimited: rateLimitedMessage,
  noTicket: noTicketMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};

// What a subscriber agreed to, stored with the subscription (double opt-in): the form's own words.
export const newsletterConsentText =
  "Subscribe to the SPARK Frankfurt newsletter: new stages, event formats and exclusive offers, about once a month. Unsubscribe at any time. We use your address only to send the newsletter.";
