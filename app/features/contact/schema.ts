import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
export { contactMessages } from "../../../server/domain/leads/contact-messages.ts";

// Field names are the columns of contact_submissions (spec section 3).
export const contactSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress("Please enter a valid e-mail address."),
  company: optionalText(FIELD_MAX.company),
  message: requiredText(5000),
});

/** The same checks with the German page's messages. */
export const contactSchemaDe = z.object({
  first_name: requiredText(100, germanFieldTexts(100)),
  last_name: requiredText(100, germanFieldTexts(100)),
  email: emailAddress("Bitte geben Sie eine gültige E-Mail-Adresse ein.", germanFieldTexts(FIELD_MAX.email)),
  company: optionalText(FIELD_MAX.company, germanFieldTexts(FIELD_MAX.company)),
  message: requiredText(5000, germanFieldTexts(5000)),
});

/** The form's schema in the language of its page. */
export const contactSchemas = { en: contactSchema, de: contactSchemaDe } as const;
