import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { emailAddress, optionalText, REQUIRED, requiredText } from "../form-kit/result.ts";
export { registrationMessages } from "./messages.ts";

// The webinar sign-up (spec sections 2, 3, 5 and 8). Field names follow the columns of
// tour_bookings where the value is stored there; the consent box is checked, not stored.
export const registrationSchema = z.object({
  // The chosen session's id; the stored preferred_date is that session's date label.
  preferred_date: requiredText(100, germanFieldTexts(100)).pipe(
    z.string().regex(/^[1-9]\d{0,9}$/, "Bitte wählen Sie einen der angebotenen Termine."),
  ),
  first_name: requiredText(100, germanFieldTexts(100)),
  email: emailAddress("Bitte geben Sie eine gültige E-Mail-Adresse ein.", germanFieldTexts(FIELD_MAX.email)),
  phone_number: optionalText(40, germanFieldTexts(40)).pipe(
    z
      .string()
      .regex(/^[+()0-9\s./-]{3,40}$/, "Bitte geben Sie eine Telefonnummer nur mit Ziffern ein.")
      .optional(),
  ),
  // A checked box posts "on"; anything else counts as not given.
  privacy_consent: z.preprocess((v) => (v === "on" ? v : undefined), z.literal("on", { error: REQUIRED })),
});
