import { z } from "zod";
import { rateLimitedMessage, INVALID_INPUT_TITLE } from "../form-kit/messages.ts";
import { emailAddress } from "../form-kit/result.ts";

export const newsletterSchema = z.object({
  email: emailAddress("Please enter a valid e-mail address."),
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;

// Spec section 8.
export const newsletterMessages = {
  success: { title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." },
  duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
  failure: { title: "Subscription failed", description: "Please try again later." },
  missing: { title: "Subscription failed", description: "Please enter your e-mail address." },
  rateLimited: rateLimitedMessage,
  invalidTitle: INVALID_INPUT_TITLE,
};

export const NEWSLETTER_ACTION = "/newsletter";
