import { bilingual, type Locale } from "../company/locale.ts";
import { sharedFormTexts, type ToastMessage } from "../leads/form-messages.ts";

/** The form's toasts and field texts in one language. */
interface FormTexts {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  duplicate: ToastMessage;
  rateLimited: ToastMessage;
  noTicket: ToastMessage;
  invalidTitle: string;
  requiredField: string;
}

// The newsletter form's texts and limits (spec sections 5 and 8), in the language of the page the
// block is on. No Zod here: the page shows these before the validator (schema.ts) has loaded.

export const NEWSLETTER_ACTION = "/newsletter";

/**
 * Where the block posts on a page in `locale`. The endpoint has one address (no twin): a German
 * page's block says its language in the query, and the answer, the mail and the row follow it.
 */
export const newsletterAction = (locale: Locale): string =>
  locale === "en" ? NEWSLETTER_ACTION : `${NEWSLETTER_ACTION}?lang=${locale}`;

/** The language of a post to the newsletter endpoint (its `lang`), English by default. */
export const newsletterLocaleOf = (url: string): Locale =>
  new URL(url, "http://x").searchParams.get("lang") === "de" ? "de" : "en";

// Spec section 8; the German page's in the tone of the webinar's German forms.
export const newsletterMessages = bilingual<FormTexts>({
  en: {
    success: { title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." },
    duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
    failure: { title: "Subscription failed", description: "Please try again later." },
    missing: { title: "Subscription failed", description: "Please enter your e-mail address." },
    ...sharedFormTexts.en,
  },
  de: {
    success: {
      title: "Vielen Dank für Ihre Anmeldung!",
      description: "Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.",
    },
    duplicate: {
      title: "Bereits angemeldet",
      description: "Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.",
    },
    failure: { title: "Anmeldung fehlgeschlagen", description: "Bitte versuchen Sie es später erneut." },
    missing: { title: "Anmeldung fehlgeschlagen", description: "Bitte geben Sie Ihre E-Mail-Adresse ein." },
    ...sharedFormTexts.de,
  },
});

// What a subscriber agreed to, stored with the subscription (double opt-in): the form's own words,
// in the language they were shown in.
export const newsletterConsentText = bilingual({
  en: "Subscribe to the SPARK Frankfurt newsletter: new stages, event formats and exclusive offers, about once a month. Unsubscribe at any time. We use your address only to send the newsletter.",
  de: "Newsletter von SPARK Frankfurt abonnieren: neue Bühnen, Eventformate und exklusive Angebote, etwa einmal im Monat. Abmeldung jederzeit möglich. Wir verwenden Ihre Adresse ausschließlich für den Versand des Newsletters.",
});
