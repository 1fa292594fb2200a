import { INVALID_INPUT_TITLE, noTicketMessage, rateLimitedMessage } from "./form-messages.ts";

// The contact form's texts and limits (spec sections 5 and 8). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

// Spec section 8.
export const contactMessages = {
  missing: { title: "Missing information", description: "Please fill in all required fields." },
  failure: { title: "Failed to send message", description: "Please try again later or contact us directly." },
  success: {
    title: "Message sent successfully!",
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  rateLimited: rateLimitedMessage,
  noTicket: noTicketMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};
