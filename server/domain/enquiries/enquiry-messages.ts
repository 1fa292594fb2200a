import { bilingual, type Locale } from "../company/locale.ts";
import { site } from "../company/site.ts";
import { sharedFormTexts, type ToastMessage } from "../leads/form-messages.ts";

// The enquiry form's texts (/enquire, issue 47), in the language of the page it was sent from
// (issue 44). Pure, so that the page's island shows them before the validator has loaded.

interface EnquiryFormMessages {
  missing: ToastMessage;
  failure: ToastMessage;
  success: ToastMessage;
  rateLimited: ToastMessage;
  noTicket: ToastMessage;
  invalidTitle: string;
  requiredField?: string;
}

export const enquiryMessages = bilingual<EnquiryFormMessages>({
  en: {
    missing: { title: "Missing information", description: "Please fill in all required fields." },
    failure: { title: "Failed to send your enquiry", description: "Please try again later or contact us directly." },
    // Shown when nothing is told about options (a post taken for a script's): the real answer names them.
    success: {
      title: "Enquiry sent!",
      description: `Thank you. We reply within ${site.responseWindow} with availability and an offer.`,
    },
    rateLimited: sharedFormTexts.en.rateLimited,
    noTicket: sharedFormTexts.en.noTicket,
    invalidTitle: sharedFormTexts.en.invalidTitle,
  },
  de: {
    missing: { title: "Angaben fehlen", description: "Bitte füllen Sie alle Pflichtfelder aus." },
    failure: {
      title: "Ihre Anfrage konnte nicht gesendet werden",
      description: "Bitte versuchen Sie es später erneut oder wenden Sie sich direkt an uns.",
    },
    success: {
      title: "Anfrage gesendet!",
      description: `Vielen Dank. Wir antworten innerhalb von ${site.de.responseWindow} mit Verfügbarkeit und Angebot.`,
    },
    ...sharedFormTexts.de,
  },
});

export const unavailableTitle = bilingual({ en: "Date not available", de: "Termin nicht verfügbar" });

const dateFormats = {
  en: new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "long", day: "numeric", month: "long" }),
  de: new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    weekday: "long",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }),
};

/** The answer to a stored enquiry: a first option until when, or a second option, told so. */
export function enquirySentMessage(
  sent: { rank: 1 | 2; optionUntil?: Date },
  locale: Locale = "en",
): { title: string; description: string } {
  const until = sent.optionUntil ? dateFormats[locale].format(sent.optionUntil) : undefined;
  if (locale === "de") {
    if (sent.rank === 1)
      return {
        title: "Anfrage gesendet: Ihr Termin ist vorgemerkt",
        description: `Wir halten Ihren Termin${until ? ` als 1. Option bis ${until}` : " als 1. Option"}. Ihre Kostenschätzung ist per E-Mail unterwegs; wir antworten innerhalb von ${site.de.responseWindow}.`,
      };
    return {
      title: "Anfrage gesendet: 2. Option",
      description: `Für diesen Termin liegt bereits eine andere Anfrage vor. Sie halten die 2. Option und rücken nach, sobald der Termin freigegeben wird; wir informieren Sie per E-Mail und antworten innerhalb von ${site.de.responseWindow}.`,
    };
  }
  if (sent.rank === 1)
    return {
      title: "Enquiry sent: your date is held",
      description: `We hold your date${until ? ` as a first option until ${until}` : " as a first option"}. Your estimate is on its way by e-mail; we reply within ${site.responseWindow}.`,
    };
  return {
    title: "Enquiry sent: second option",
    description: `Another enquiry holds this date first. You hold the second option and move up if it is released; we tell you by e-mail and reply within ${site.responseWindow}.`,
  };
}

/** The event types the form offers (the visitor may also say more in the message); stored in English. */
export const eventTypes = [
  "Conference",
  "Meeting",
  "Workshop",
  "Product launch",
  "Gala or party",
  "Broadcast or live stream",
  "Other",
] as const;

/** The event types as the German page names them (the stored value stays the English one). */
export const eventTypeLabels = bilingual<Record<(typeof eventTypes)[number], string>>({
  en: Object.fromEntries(eventTypes.map((type) => [type, type])) as Record<(typeof eventTypes)[number], string>,
  de: {
    Conference: "Konferenz",
    Meeting: "Meeting",
    Workshop: "Workshop",
    "Product launch": "Produktlaunch",
    "Gala or party": "Gala oder Feier",
    "Broadcast or live stream": "Broadcast oder Livestream",
    Other: "Sonstiges",
  },
});
