import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
export { tourMessages } from "../../../server/domain/leads/tour-messages.ts";
import { MIN_GUESTS, MAX_GUESTS } from "../../../server/domain/leads/tour-messages.ts";

const isoDate = requiredText(10).pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date.")
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      "Please choose a valid date.",
    ),
);

// Field names are the columns of tour_bookings (spec section 3).
export const tourSchema = z.object({
  full_name: requiredText(120),
  email: emailAddress("Please enter a valid e-mail address."),
  company: optionalText(FIELD_MAX.company),
  phone_number: optionalText(40).pipe(
    z
      .string()
      .regex(/^[+()0-9\s./-]{3,40}$/, "Please enter a phone number with digits only.")
      .optional(),
  ),
  preferred_date: isoDate,
  preferred_time: requiredText(5).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a time.")),
  // Guests: a whole number from 1 to 20, or nothing (stored as null).
  number_of_guests: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : typeof v === "number" ? v : undefined),
    z
      .number({ error: `Please enter a number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.` })
      .int(`Please enter a whole number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.`)
      .min(MIN_GUESTS, `Please enter a number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.`)
      .max(MAX_GUESTS, `Please enter a number of guests from ${MIN_GUESTS} to ${MAX_GUESTS}.`)
      .optional(),
  ),
  additional_information: optionalText(2000),
});
