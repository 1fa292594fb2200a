import type { LeadKind } from "../../db/staff-vocabulary.ts";

// What a reply to a lead says around the staff member's text (decision 1119). Pure, so the lead page's
// 'Reply by e-mail' draft uses the same subjects.

export const MAX_REPLY_LENGTH = 10_000;

/** The language of the page a lead came from: the webinar's pages are German, the other forms English. */
export function leadLanguage(kind: LeadKind): "en" | "de" {
  return kind === "webinar" ? "de" : "en";
}

export const replySubjects: Record<LeadKind, string> = {
  contact: "Your message to SPARK",
  tour: "Your tour request at SPARK",
  webinar: "Ihre Anmeldung zum SPARK-Webinar",
  sms: "Your SPARK webinar reminder",
  newsletter: "Your SPARK newsletter subscription",
};

/** The line above the quoted message, in the lead's language. */
export function quoteIntro(language: "en" | "de", when: string): string {
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
