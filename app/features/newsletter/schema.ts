import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress } from "../form-kit/result.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
export { newsletterMessages } from "../../../server/domain/newsletter/messages.ts";

export const newsletterSchema = z.object({
  email: emailAddress("Please enter a valid e-mail address."),
});

/** The block's schema in the language of its page. */
export const newsletterSchemas = {
  en: newsletterSchema,
  de: z.object({
    email: emailAddress("Bitte geben Sie eine gültige E-Mail-Adresse ein.", germanFieldTexts(FIELD_MAX.email)),
  }),
} as const;
