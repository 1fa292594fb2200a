/** A toast's words: the spec's title and description. */
export interface ToastMessage {
  title: string;
  description: string;
}

/** How a field words its errors; the defaults are English (German forms pass their own). */
export interface FieldTexts {
  tooLong?: string;
  unusual?: string;
}

// Texts shared by the forms where the spec gives none of its own, per page language.
const rateLimitedMessage: ToastMessage = {
  title: "Too many requests",
  description: "You have sent several requests in a short time. Please wait a few minutes and try again.",
};

const INVALID_INPUT_TITLE = "Please check your input";

/** A post without a form ticket (docs/decisions/1104): answered with the form again, its values kept. */
export const noTicketMessage: ToastMessage = {
  title: "Please send the form again",
  description:
    "We could not confirm that this form was sent from our page. Your entries are still there: please send it once more.",
};

/** The same shared texts for the German pages (webinar). */
const rateLimitedMessageDe: ToastMessage = {
  title: "Zu viele Anfragen",
  description:
    "Sie haben in kurzer Zeit mehrere Anfragen gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.",
};

const noTicketMessageDe: ToastMessage = {
  title: "Bitte senden Sie das Formular erneut",
  description:
    "Wir konnten nicht bestätigen, dass das Formular von unserer Seite gesendet wurde. Ihre Angaben sind noch da: Bitte senden Sie es noch einmal.",
};

const INVALID_INPUT_TITLE_DE = "Bitte prüfen Sie Ihre Eingabe";

const REQUIRED_FIELD_DE = "Bitte füllen Sie dieses Feld aus.";

/** Length and character errors of a German field of at most `max` characters. */
export const germanFieldTexts = (max: number): FieldTexts => ({
  tooLong: `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  unusual: "Bitte entfernen Sie ungewöhnliche Zeichen aus diesem Feld.",
});

/** The shared texts of one page language, to spread into a form's messages. */
export const sharedFormTexts = {
  en: {
    rateLimited: rateLimitedMessage,
    noTicket: noTicketMessage,
    invalidTitle: INVALID_INPUT_TITLE,
    requiredField: "This field is required.",
  },
  de: {
    rateLimited: rateLimitedMessageDe,
    noTicket: noTicketMessageDe,
    invalidTitle: INVALID_INPUT_TITLE_DE,
    requiredField: REQUIRED_FIELD_DE,
  },
} as const;
