import { bilingual, type Locale } from "../company/locale.ts";
import { sharedFormTexts, type ToastMessage } from "./form-messages.ts";
import { site } from "../company/site.ts";
import { tourDayLabel, tourTimeLabel } from "../booking/tour-words.ts";

// The tour form's texts and limits (spec sections 5 and 8), in the language of the page the form
// was sent from (issue 44). No Zod here: the page shows these before the validator (schema.ts) has loaded.

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;

// Spec section 8 (English); the German words of the same messages.
interface TourFormMessages {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  rateLimited: ToastMessage;
  noTicket: ToastMessage;
  invalidTitle: string;
  requiredField?: string;
}

export const tourMessages = bilingual<TourFormMessages>({
  en: {
    missing: { title: "Missing information", description: "Please fill in all required fields." },
    failure: { title: "Failed to submit tour request", description: "Please try again later or contact us directly." },
    success: {
      title: "Tour request submitted successfully!",
      description: `Thank you for booking a tour. We'll contact you within ${site.responseWindow} to confirm.`,
    },
    rateLimited: sharedFormTexts.en.rateLimited,
    noTicket: sharedFormTexts.en.noTicket,
    invalidTitle: sharedFormTexts.en.invalidTitle,
  },
  de: {
    missing: { title: "Angaben fehlen", description: "Bitte füllen Sie alle Pflichtfelder aus." },
    failure: {
      title: "Ihre Anfrage konnte nicht gesendet werden",
      description: "Bitte versuchen Sie es später erneut oder wenden Sie sich direkt an uns.",
    },
    success: {
      title: "Vielen Dank für Ihre Anfrage!",
      description: `Wir melden uns innerhalb von ${site.de.responseWindow} bei Ihnen, um die Besichtigung zu bestätigen.`,
    },
    ...sharedFormTexts.de,
  },
});

// Issue 46: a time within the tour hours is booked at once, so a taken or impossible one is refused.

export const pastDateMessage = bilingual({
  en: "Please choose a date from today on.",
  de: "Bitte wählen Sie ein Datum ab heute.",
});

/** The refusal of a time that is not free, with the free times of that day or the next day that has some. */
export function timeNotFreeMessage(
  day: string,
  alternatives?: { day: string; times: string[] },
  locale: Locale = "en",
): { title: string; description: string } {
  if (locale === "de") {
    const times = alternatives?.times.map((time) => tourTimeLabel(time, "de")).join(", ");
    const description = !alternatives
      ? "In den nächsten Wochen sind keine Besichtigungstermine frei. Bitte nennen Sie uns einen Wunschtermin am Wochenende oder am Abend, wir vereinbaren die Besichtigung dann mit Ihnen."
      : alternatives.day === day
        ? `Bitte wählen Sie eine andere Uhrzeit. Freie Termine am ${tourDayLabel(day, "de")}: ${times}.`
        : `Am ${tourDayLabel(day, "de")} ist kein Besichtigungstermin mehr frei. Die nächsten freien Termine am ${tourDayLabel(alternatives.day, "de")}: ${times}.`;
    return { title: "Dieser Termin ist nicht frei", description };
  }
  const times = alternatives?.times.join(", ");
  const description = !alternatives
    ? "There are no free tour times in the coming weeks. Please choose a weekend or evening time and we arrange the tour with you."
    : alternatives.day === day
      ? `Please choose another time. Free times on ${tourDayLabel(day, "en")}: ${times}.`
      : `There is no free tour time on ${tourDayLabel(day, "en")}. The next free times are on ${tourDayLabel(alternatives.day, "en")}: ${times}.`;
  return { title: "This time is not free", description };
}
