import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { bilingual } from "../../../server/domain/company/locale.ts";
import { emailAddress, REQUIRED } from "../form-kit/result.ts";
export { interestMessages } from "./messages.ts";

// A checked box posts "on"; anything else counts as not given.
const consent = () => z.preprocess((v) => (v === "on" ? v : undefined), z.literal("on", { error: REQUIRED }));

// An address to mail once when staff publish the next session (webinar_interest), in the page's language.
export const interestSchema = bilingual({
  en: z.object({ email: emailAddress("Please enter a valid email address."), privacy_consent: consent() }),
  de: z.object({
    email: emailAddress("Bitte geben Sie eine gültige E-Mail-Adresse ein.", germanFieldTexts(FIELD_MAX.email)),
    privacy_consent: consent(),
  }),
});
