import { sharedFormTexts } from "../../../server/domain/leads/form-messages.ts";
import type { RegistrationRefusal } from "../../../server/domain/webinar/registration.ts";

// The webinar registration form's texts and limits (spec sections 5 and 8). No Zod here: the page
// shows these before the validator (schema.ts) has loaded.

// Spec section 8.
export const registrationMessages = {
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
};

/** Why a chosen session takes no sign-up (issue 16): shown at the date field, nothing is stored. */
export const sessionRefusals = {
  unknown: "Diesen Termin gibt es nicht. Bitte wählen Sie einen der angebotenen Termine.",
  started: "Dieser Termin hat bereits begonnen. Eine Anmeldung ist nicht mehr möglich.",
  held: "Dieser Termin hat bereits stattgefunden. Eine Anmeldung ist nicht mehr möglich.",
  cancelled: "Dieser Termin wurde abgesagt. Eine Anmeldung ist nicht mehr möglich.",
  full: "Dieser Termin ist leider ausgebucht. Alle Plätze sind vergeben.",
  // Decision 1102: one network holds at most a handful of seats of a session.
  network:
    "Aus Ihrem Netzwerk sind bereits mehrere Plätze für diesen Termin reserviert. Bitte wenden Sie sich für weitere Anmeldungen an unser Team.",
} as const satisfies Record<RegistrationRefusal, string>;

export const sessionRefusalTitle = "Anmeldung nicht möglich";
