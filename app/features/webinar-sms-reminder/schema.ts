import { z } from "zod";
import { webinar } from "../../../server/domain/webinar/webinar.ts";
import { germanFieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { requiredText } from "../form-kit/result.ts";
export { smsReminderMessages } from "./messages.ts";
import { PHONE_MAX_LENGTH } from "./messages.ts";

const invalidPhone = "Bitte geben Sie eine gültige Mobilnummer ein (nur Ziffern und Leerzeichen).";

// The SMS reminder of the confirmation page (spec sections 2, 5, 8, 9). Stored in
// webinar_sms_reminders so that staff can send the SMS; the webinar id comes from the server.
export const smsReminderSchema = z.object({
  country_code: requiredText(5).pipe(
    z.enum(webinar.countryCodes as [string, ...string[]], {
      error: "Bitte wählen Sie eine der angebotenen Ländervorwahlen.",
    }),
  ),
  phone_number: requiredText(PHONE_MAX_LENGTH, germanFieldTexts(PHONE_MAX_LENGTH))
    .pipe(z.string().regex(/^[0-9 ]+$/, invalidPhone))
    // Stored as digits only, without the national trunk 0: "+49" and "151 2345678" make +491512345678.
    .transform((value) => value.replace(/\s+/g, "").replace(/^0/, ""))
    .pipe(z.string().regex(/^[1-9]\d{4,13}$/, invalidPhone)),
});
