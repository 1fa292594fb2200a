import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { emailAddress, REQUIRED } from "../form-kit/result.ts";
export { interestMessages } from "./messages.ts";

// An address to mail once when staff publish the next session (webinar_interest).
export const interestSchema = z.object({
  email: emailAddress("Bitte geben Sie eine gültige E-Mail-Adresse ein.", germanFieldTexts(FIELD_MAX.email)),
  // A checked box posts "on"; anything else counts as not given.
  privacy_consent: z.preprocess((v) => (v === "on" ? v : undefined), z.literal("on", { error: REQUIRED })),
});
