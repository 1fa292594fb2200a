import { bilingual } from "../../../server/domain/company/locale.ts";
import { sharedFormTexts } from "../../../server/domain/leads/form-messages.ts";
import { webinar } from "../../../server/domain/webinar/webinar.ts";
import type { WebinarFormTexts } from "../webinar-registration/messages.ts";

// The webinar SMS reminder form's texts and limits (spec sections 5 and 8), in the page's language.
// No Zod here: the page shows these before the validator (schema.ts) has loaded.

export const PHONE_MAX_LENGTH = 20;

export const smsReminderMessages = bilingual<WebinarFormTexts>({
  en: {
    missing: { title: "Phone number required", description: "Please enter your phone number." },
    failure: {
      title: "Error",
      description: "We could not save the SMS reminder. Please try again.",
    },
    success: {
      title: "SMS reminder activated!",
      description: `You will receive an SMS reminder ${webinar.smsReminderMinutesBefore} minutes before the start.`,
    },
    ...sharedFormTexts.en,
  },
  de: {
    missing: { title: "Telefonnummer erforderlich", description: "Bitte geben Sie Ihre Telefonnummer ein." },
    failure: {
      title: "Fehler",
      description: "Die SMS-Erinnerung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
    },
    success: {
      title: "SMS-Erinnerung aktiviert!",
      description: `Sie erhalten ${webinar.smsReminderMinutesBefore} Minuten vor Beginn eine SMS-Erinnerung.`,
    },
    ...sharedFormTexts.de,
  },
});

/** A reminder for a session that cannot get one (issue 16): nothing is stored. */
export const smsReminderRefusals = bilingual({
  en: {
    title: "SMS reminder not possible",
    past: "This session has already started or taken place. An SMS reminder is no longer possible.",
    cancelled: "This session has been cancelled. An SMS reminder is not possible.",
    invalidLink: "This confirmation link is invalid. Please open the link in your confirmation email.",
    // Issue 41 (docs/decisions/1100): only mobile numbers, never paid service numbers, within the SMS budget.
    premium: "We do not send SMS to premium-rate numbers such as 0900 or 0137. Please enter your mobile number.",
    notMobile:
      "Please enter a mobile number from Germany, Austria or Switzerland. Landline numbers cannot receive SMS.",
    budget:
      "We cannot accept any more SMS reminders at the moment. You will receive a reminder by email the day before the start.",
  },
  de: {
    title: "SMS-Erinnerung nicht möglich",
    past: "Dieser Termin hat bereits begonnen oder stattgefunden. Eine SMS-Erinnerung ist nicht mehr möglich.",
    cancelled: "Dieser Termin wurde abgesagt. Eine SMS-Erinnerung ist nicht möglich.",
    invalidLink: "Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail.",
    premium: "An Sonderrufnummern wie 0900 oder 0137 senden wir keine SMS. Bitte geben Sie Ihre Mobilfunknummer ein.",
    notMobile:
      "Bitte geben Sie eine Mobilfunknummer aus Deutschland, Österreich oder der Schweiz ein. Festnetznummern können keine SMS empfangen.",
    budget:
      "Zurzeit können wir keine weiteren SMS-Erinnerungen annehmen. Sie erhalten 24 Stunden vor Beginn eine Erinnerung per E-Mail.",
  },
});
