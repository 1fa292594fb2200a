import type { LeadKind, LeadLanguage } from "../../db/staff-vocabulary.ts";

// What a reply to a lead says around the staff member's text (decision 1119). Pure, so the lead page's
// 'Reply by e-mail' draft uses the same subjects.

export const MAX_REPLY_LENGTH = 10_000;

// A lead's language is that of the page it came from, stored with the lead (lead_inbox.language).
const replySubjects: Record<LeadKind, Record<LeadLanguage, string>> = {
  contact: { en: "Your message to SPARK", de: "Ihre Nachricht an SPARK" },
  tour: { en: "Your tour request at SPARK", de: "Ihre Anfrage für eine Besichtigung bei SPARK" },
  webinar: { en: "Your registration for the SPARK webinar", de: "Ihre Anmeldung zum SPARK-Webinar" },
  sms: { en: "Your SPARK webinar reminder", de: "Ihre Erinnerung an das SPARK-Webinar" },
  newsletter: { en: "Your SPARK newsletter subscription", de: "Ihr Abonnement des SPARK-Newsletters" },
  enquiry: { en: "Your event enquiry at SPARK", de: "Ihre Veranstaltungsanfrage bei SPARK" },
};

/** The subject of a reply to a lead of `kind`, in the lead's language. */
export function replySubject(kind: LeadKind, language: LeadLanguage): string {
  return replySubjects[kind][language];
}

/** The line above the quoted message, in the lead's language. */
export function quoteIntro(language: LeadLanguage, when: string): string {
  return language === "de" ? `Am ${when} schrieben Sie:` : `On ${when} you wrote:`;
}

/** The placeholder a reply template may use for the visitor's name. */
export const NAME_PLACEHOLDER = "{name}";

/**
 * A template's text for one lead: `{name}` becomes the visitor's name; without a name the greeting
 * closes up ("Hello {name}," -> "Hello,").
 */
export function fillTemplate(body: string, name: string | null): string {
  const trimmed = name?.trim();
  return trimmed
    ? body.replaceAll(NAME_PLACEHOLDER, trimmed)
    : body.replaceAll(` ${NAME_PLACEHOLDER}`, "").replaceAll(NAME_PLACEHOLDER, "");
}
