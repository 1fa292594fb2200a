import { bilingual } from "../company/locale.ts";
import { sharedFormTexts, type ToastMessage } from "./form-messages.ts";

/** The form's toasts and field texts in one language. */
interface FormTexts {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  rateLimited: ToastMessage;
  noTicket: ToastMessage;
  invalidTitle: string;
  requiredField: string;
}

// The contact form's texts and limits (spec sections 5 and 8), in the language of the page it is
// sent from. No Zod here: the page shows these before the validator (schema.ts) has loaded.

// Spec section 8; the German page's in the tone of the webinar's German forms.
export const contactMessages = bilingual<FormTexts>({
  en: {
    missing: { title: "Missing information", description: "Please fill in all required fields." },
    failure: { title: "Failed to send message", description: "Please try again later or contact us directly." },
    success: {
      title: "Message sent successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    ...sharedFormTexts.en,
  },
  de: {
    missing: { title: "Fehlende Angaben", description: "Bitte füllen Sie alle Pflichtfelder aus." },
    failure: {
      title: "Nachricht konnte nicht gesendet werden",
      description: "Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
    },
    success: {
      title: "Nachricht erfolgreich gesendet!",
      description: "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
    },
    ...sharedFormTexts.de,
  },
});
