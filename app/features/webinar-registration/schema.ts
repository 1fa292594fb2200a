import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { germanFieldTexts, type FieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { bilingual, type Locale } from "../../../server/domain/company/locale.ts";
import { emailAddress, optionalText, REQUIRED, requiredText } from "../form-kit/result.ts";
export { registrationMessages } from "./messages.ts";

const errors = bilingual({
  en: {
    date: "Please choose one of the dates offered.",
    email: "Please enter a valid email address.",
    phone: "Please enter a phone number using digits only.",
    // The form kit's English defaults.
    field: (_max: number): FieldTexts => ({}),
  },
  de: {
    date: "Bitte wählen Sie einen der angebotenen Termine.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    phone: "Bitte geben Sie eine Telefonnummer nur mit Ziffern ein.",
    field: germanFieldTexts,
  },
});

// The webinar sign-up (spec sections 2, 3, 5 and 8), its errors in the page's language. Field names
// follow the columns of tour_bookings where the value is stored there; the consent box is checked, not stored.
const schemaIn = (locale: Locale) => {
  const t = errors[locale];
  return z.object({
    // The chosen session's id; the stored preferred_date is that session's date label.
    preferred_date: requiredText(100, t.field(100)).pipe(z.string().regex(/^[1-9]\d{0,9}$/, t.date)),
    first_name: requiredText(100, t.field(100)),
    email: emailAddress(t.email, t.field(FIELD_MAX.email)),
    phone_number: optionalText(40, t.field(40)).pipe(
      z
        .string()
        .regex(/^[+()0-9\s./-]{3,40}$/, t.phone)
        .optional(),
    ),
    // A checked box posts "on"; anything else counts as not given.
    privacy_consent: z.preprocess((v) => (v === "on" ? v : undefined), z.literal("on", { error: REQUIRED })),
  });
};

export const registrationSchema = bilingual({ en: schemaIn("en"), de: schemaIn("de") });
