import { bilingual } from "../../../server/domain/company/locale.ts";
import { sharedFormTexts } from "../../../server/domain/leads/form-messages.ts";
import type { WebinarFormTexts } from "../webinar-registration/messages.ts";

// "Benachrichtigen Sie mich beim nächsten Termin" (issue 16): texts of the form shown when no
// session is open, in the page's language. No Zod here: the page shows these before the validator
// (schema.ts) has loaded.

export const interestMessages = bilingual<WebinarFormTexts>({
  en: {
    missing: {
      title: "Error",
      description: "Please enter your email address and accept the privacy policy.",
    },
    failure: {
      title: "Error",
      description: "We could not save your request. Please try again.",
    },
    // The same answer for a new and a waiting address: nothing tells whether an address is listed.
    success: {
      title: "Thank you!",
      description: "We will let you know by email as soon as the next date is set.",
    },
    ...sharedFormTexts.en,
  },
  de: {
    missing: {
      title: "Fehler",
      description: "Bitte geben Sie Ihre E-Mail-Adresse ein und akzeptieren Sie die Datenschutzerklärung.",
    },
    failure: {
      title: "Fehler",
      description: "Ihre Anfrage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
    },
    success: {
      title: "Vielen Dank!",
      description: "Wir benachrichtigen Sie per E-Mail, sobald der nächste Termin feststeht.",
    },
    ...sharedFormTexts.de,
  },
});
