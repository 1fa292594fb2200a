import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
export { contactMessages } from "../../../server/domain/leads/contact-messages.ts";

// Field names are the columns of contact_submissions (spec section 3).
export const contactSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress("Please enter a valid e-mail address."),
  company: optionalText(FIELD_MAX.company),
  message: requiredText(5000),
});
