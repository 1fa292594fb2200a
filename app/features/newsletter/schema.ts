import { z } from "zod";
import { emailAddress } from "../form-kit/result.ts";
export { newsletterMessages } from "../../../server/domain/newsletter/messages.ts";

export const newsletterSchema = z.object({
  email: emailAddress("Please enter a valid e-mail address."),
});
