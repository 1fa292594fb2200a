import { z } from "zod";
import { bilingual, type Locale } from "../../../server/domain/company/locale.ts";
import { germanFieldTexts, type FieldTexts } from "../../../server/domain/leads/form-messages.ts";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
import { eventSpaces, setupLabels } from "../../../server/domain/enquiries/spaces.ts";
export { enquiryMessages } from "../../../server/domain/enquiries/enquiry-messages.ts";

// The enquiry form (/enquire, issue 47): its fields' shape, its messages in the page's language
// (issue 44); the rules about dates, times, guests and the price list's add-ons are storeEnquiry's
// (server/domain/enquiries/enquiries.ts), which answers with the field that is wrong.

const words = bilingual({
  en: {
    chooseTime: "Please choose a time.",
    chooseSpace: "Please choose a space.",
    chooseDate: "Please choose a date.",
    secondDate: "Please choose a valid second date.",
    thirdDate: "Please choose a valid third date.",
    guests: "Please enter the number of guests as a whole number.",
    setup: "Please choose a setup.",
    email: "Please enter a valid e-mail address.",
  },
  de: {
    chooseTime: "Bitte wählen Sie eine Uhrzeit.",
    chooseSpace: "Bitte wählen Sie eine Fläche.",
    chooseDate: "Bitte wählen Sie ein Datum.",
    secondDate: "Bitte wählen Sie ein gültiges zweites Datum.",
    thirdDate: "Bitte wählen Sie ein gültiges drittes Datum.",
    guests: "Bitte geben Sie die Personenzahl als ganze Zahl ein.",
    setup: "Bitte wählen Sie eine Bestuhlung.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  },
});

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
const spaceIds = eventSpaces.map((space) => space.id) as [string, ...string[]];
const setups = Object.keys(setupLabels) as [keyof typeof setupLabels, ...(keyof typeof setupLabels)[]];

function enquirySchemaIn(locale: Locale) {
  const t = words[locale];
  // English fields keep the form kit's own words; German ones say theirs.
  const texts = (max: number): FieldTexts => (locale === "de" ? germanFieldTexts(max) : {});
  const clock = requiredText(5, texts(5)).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.chooseTime));
  return z.looseObject({
    space_id: requiredText(40, texts(40)).pipe(z.enum(spaceIds, { error: t.chooseSpace })),
    date_1: requiredText(10, texts(10)).pipe(isoDate(t.chooseDate)),
    date_2: optionalText(10, texts(10)).pipe(isoDate(t.secondDate).optional()),
    date_3: optionalText(10, texts(10)).pipe(isoDate(t.thirdDate).optional()),
    start_time: clock,
    end_time: clock,
    guests: requiredText(6, texts(6)).pipe(z.string().regex(/^\d{1,5}$/, t.guests)),
    setup: requiredText(20, texts(20)).pipe(z.enum(setups, { error: t.setup })),
    event_type: optionalText(80, texts(80)),
    full_name: requiredText(120, texts(120)),
    email: emailAddress(t.email, texts(FIELD_MAX.email)),
    company: optionalText(FIELD_MAX.company, texts(FIELD_MAX.company)),
    message: optionalText(2000, texts(2000)),
  });
}

/** The enquiry form's schema in each page language. */
export const enquirySchemas = { en: enquirySchemaIn("en"), de: enquirySchemaIn("de") } as const;

/** The English page's schema (as the form always had it). */
export const enquirySchema = enquirySchemas.en;
