import { sharedFormTexts } from "../../../server/domain/leads/form-messages.ts";

// "Benachrichtigen Sie mich beim nächsten Termin" (issue 16): texts of the form shown when no
// session is open. No Zod here: the page shows these before the validator (schema.ts) has loaded.

export const interestMessages = {
  missing: {
    title: "Fehler",
    description: "Bitte geben Sie Ihre E-Mail-Adresse ein und akzeptieren Sie die Datenschutzerklärung.",
  },
  failure: {
    title: "Fehler",
    description: "Ihre Anfrage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  },
  // The same answer for a new and a waiting address: nothing tells whether an address is listed.
  success: {
    title: "Vielen Dank!",
    description: "Wir benachrichtigen Sie per E-Mail, sobald der nächste Termin feststeht.",
  },
  ...sharedFormTexts.de,
};
