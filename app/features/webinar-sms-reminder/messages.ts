import { sharedFormTexts } from "../form-kit/messages.ts";
import { webinar } from "../../content/webinar.ts";

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
