import { z } from "zod";
import { webinar } from "../../../server/domain/webinar/webinar.ts";
import { germanFieldTexts, type FieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { bilingual, type Locale } from "../../../server/domain/company/locale.ts";
import { requiredText } from "../form-kit/result.ts";
export { smsReminderMessages } from "./messages.ts";
import { PHONE_MAX_LENGTH } from "./messages.ts";

const errors = bilingual({
  en: {
    invalidPhone: "Please enter a valid mobile number (digits and spaces only).",
    countryCode: "Please choose one of the country codes offered.",
    // The form kit's English defaults.
    field: {} as FieldTexts,
  },
  de: {
    invalidPhone: "Bitte geben Sie eine gültige Mobilnummer ein (nur Ziffern und Leerzeichen).",
    countryCode: "Bitte wählen Sie eine der angebotenen Ländervorwahlen.",
    field: germanFieldTexts(PHONE_MAX_LENGTH),
  },
});

// The SMS reminder of the confirmation page (spec sections 2, 5, 8, 9), its errors in the page's
// language. Stored in webinar_sms_reminders so that staff can send the SMS; the webinar id comes from the server.
const schemaIn = (locale: Locale) => {
  const t = errors[locale];
  return z.object({
    country_code: requiredText(5).pipe(z.enum(webinar.countryCodes as [string, ...string[]], { error: t.countryCode })),
    phone_number: requiredText(PHONE_MAX_LENGTH, t.field)
      .pipe(z.string().regex(/^[0-9 ]+$/, t.invalidPhone))
      // Stored as digits only, without the national trunk 0: "+49" and "151 2345678" make +491512345678.
      .transform((value) => value.replace(/\s+/g, "").replace(/^0/, ""))
      .pipe(z.string().regex(/^[1-9]\d{4,13}$/, t.invalidPhone)),
  });
};

export const smsReminderSchema = bilingual({ en: schemaIn("en"), de: schemaIn("de") });
