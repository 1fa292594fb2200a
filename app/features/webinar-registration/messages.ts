import { sharedFormTexts } from "../form-kit/messages.ts";

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
