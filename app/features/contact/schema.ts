import { z } from "zod";
import { INVALID_INPUT_TITLE, rateLimitedMessage } from "../form-kit/messages.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";

// Field names are the columns of contact_submissions (spec section 3).
export const contactSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress("Please enter a valid e-mail address."),
  company: optionalText(150),
  message: requiredText(5000),
});
export type ContactSubmission = z.infer<typeof contactSchema>;

// Spec section 8.
export const contactMessages = {
  missing: { title: "Missing information", description: "Please fill in all required fields." },
  failure: { title: "Failed to send message", description: "Please try again later or contact us directly." },
  success: { title: "Message sent successfully!", description: "Thank you for contacting us. We'll get back to you soon." },
  rateLimited: rateLimitedMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};
