import { bilingual } from "../../../server/domain/company/locale.ts";
import { sharedFormTexts, type ToastMessage } from "../../../server/domain/leads/form-messages.ts";
import type { RegistrationRefusal } from "../../../server/domain/webinar/registration.ts";

// The webinar registration form's texts and limits (spec sections 5 and 8), in the page's language:
// the spec wrote them in German; the English page has its twins (issue 44). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

/** A form's answers and the shared texts of its language. */
export interface WebinarFormTexts {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  rateLimited: ToastMessage;
  noTicket: ToastMessage;
  invalidTitle: string;
  requiredField: string;
}

// Spec section 8.
export const registrationMessages = bilingual<WebinarFormTexts>({
  en: {
    missing: {
      title: "Error",
      description: "Please fill in all required fields and accept the privacy policy.",
    },
    failure: {
      title: "Error",
      description: "Something went wrong with your registration. Please try again.",
    },
    success: { title: "Registration successful!", description: "We are taking you to your confirmation page." },
    ...sharedFormTexts.en,
  },
  de: {
    missing: {
      title: "Fehler",
      description: "Bitte füllen Sie alle Pflichtfelder aus und akzeptieren Sie die Datenschutzerklärung.",
    },
    failure: {
      title: "Fehler",
      description: "Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    },
    success: { title: "Erfolgreich angemeldet!", description: "Sie werden zur Bestätigungsseite weitergeleitet." },
    ...sharedFormTexts.de,
  },
});

/** Why a chosen session takes no sign-up (issue 16): shown at the date field, nothing is stored. */
export const sessionRefusals = bilingual<Record<RegistrationRefusal, string>>({
  en: {
    unknown: "This date does not exist. Please choose one of the dates offered.",
    started: "This session has already started. Registration is no longer possible.",
    held: "This session has already taken place. Registration is no longer possible.",
    cancelled: "This session has been cancelled. Registration is no longer possible.",
    full: "Unfortunately this session is fully booked. All places have been taken.",
    // Decision 1102: one network holds at most a handful of seats of a session.
    network:
      "Several places for this session have already been reserved from your network. Please contact our team for further registrations.",
  },
  de: {
    unknown: "Diesen Termin gibt es nicht. Bitte wählen Sie einen der angebotenen Termine.",
    started: "Dieser Termin hat bereits begonnen. Eine Anmeldung ist nicht mehr möglich.",
    held: "Dieser Termin hat bereits stattgefunden. Eine Anmeldung ist nicht mehr möglich.",
    cancelled: "Dieser Termin wurde abgesagt. Eine Anmeldung ist nicht mehr möglich.",
    full: "Dieser Termin ist leider ausgebucht. Alle Plätze sind vergeben.",
    network:
      "Aus Ihrem Netzwerk sind bereits mehrere Plätze für diesen Termin reserviert. Bitte wenden Sie sich für weitere Anmeldungen an unser Team.",
  },
});

export const sessionRefusalTitle = bilingual({ en: "Registration not possible", de: "Anmeldung nicht möglich" });
