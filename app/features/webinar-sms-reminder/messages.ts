import { sharedFormTexts } from "../../../server/domain/leads/form-messages.ts";
import { webinar } from "../../../server/domain/webinar/webinar.ts";

// The webinar SMS reminder form's texts and limits (spec sections 5 and 8). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

export const PHONE_MAX_LENGTH = 20;

export const smsReminderMessages = {
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
};

/** A reminder for a session that cannot get one (issue 16): nothing is stored. */
export const smsReminderRefusals = {
  title: "SMS-Erinnerung nicht möglich",
  past: "Dieser Termin hat bereits begonnen oder stattgefunden. Eine SMS-Erinnerung ist nicht mehr möglich.",
  cancelled: "Dieser Termin wurde abgesagt. Eine SMS-Erinnerung ist nicht möglich.",
  invalidLink: "Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail.",
  // Issue 41 (docs/decisions/1100): only mobile numbers, never paid service numbers, within the SMS budget.
  premium: "An Sonderrufnummern wie 0900 oder 0137 senden wir keine SMS. Bitte geben Sie Ihre Mobilfunknummer ein.",
  notMobile:
    "Bitte geben Sie eine Mobilfunknummer aus Deutschland, Österreich oder der Schweiz ein. Festnetznummern können keine SMS empfangen.",
  budget:
    "Zurzeit können wir keine weiteren SMS-Erinnerungen annehmen. Sie erhalten 24 Stunden vor Beginn eine Erinnerung per E-Mail.",
};
