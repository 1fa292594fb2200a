import { z } from "zod";
import { bilingual, type Locale } from "../../../server/domain/company/locale.ts";
import { germanFieldTexts, type FieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
export { tourMessages } from "../../../server/domain/leads/tour-messages.ts";
import { MIN_GUESTS, MAX_GUESTS } from "../../../server/domain/leads/tour-messages.ts";

// The tour form's fields (spec section 3), with its messages in the page's language (issue 44).

const words = bilingual({
  en: {
    chooseDate: "Please choose a date.",
    validDate: "Please choose a valid date.",
    email: "Please enter a valid e-mail address.",
    phone: "Please enter a phone number with digits only.",
    chooseTime: "Please choose a time.",
    guests: `Please enter a number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.`,
    wholeGuests: `Please enter a whole number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.`,
  },
  de: {
    chooseDate: "Bitte wählen Sie ein Datum.",
    validDate: "Bitte wählen Sie ein gültiges Datum.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    phone: "Bitte geben Sie eine Telefonnummer nur mit Ziffern ein.",
    chooseTime: "Bitte wählen Sie eine Uhrzeit.",
    guests: `Bitte geben Sie eine Personenzahl von ${MIN_GUESTS} bis ${MAX_GUESTS} ein.`,
    wholeGuests: `Bitte geben Sie eine ganze Personenzahl von ${MIN_GUESTS} bis ${MAX_GUESTS} ein.`,
  },
});

function tourSchemaIn(locale: Locale) {
  const t = words[locale];
  // English fields keep the form kit's own words; German ones say theirs.
  const texts = (max: number): FieldTexts => (locale === "de" ? germanFieldTexts(max) : {});
  const isoDate = requiredText(10, texts(10)).pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, t.chooseDate)
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        t.validDate,
      ),
  );
  // Field names are the columns of tour_bookings (spec section 3).
  return z.object({
    full_name: requiredText(120, texts(120)),
    email: emailAddress(t.email, texts(FIELD_MAX.email)),
    company: optionalText(FIELD_MAX.company, texts(FIELD_MAX.company)),
    phone_number: optionalText(40, texts(40)).pipe(
      z
        .string()
        .regex(/^[+()0-9\s./-]{3,40}$/, t.phone)
        .optional(),
    ),
    preferred_date: isoDate,
    preferred_time: requiredText(5, texts(5)).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.chooseTime)),
    // Guests: a whole number from 1 to 20, or nothing (stored as null).
    number_of_guests: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : typeof v === "number" ? v : undefined),
      z.number({ error: t.guests }).int(t.wholeGuests).min(MIN_GUESTS, t.guests).max(MAX_GUESTS, t.guests).optional(),
    ),
    additional_information: optionalText(2000, texts(2000)),
  });
}

/** The tour form's schema in each page language. */
export const tourSchemas = { en: tourSchemaIn("en"), de: tourSchemaIn("de") } as const;

/** The English page's schema (as the form always had it). */
export const tourSchema = tourSchemas.en;
