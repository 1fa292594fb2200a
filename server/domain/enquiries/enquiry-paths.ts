// The enquiry pages' own addresses (issue 47), pure so that pages and islands may import them.

/** A visitor's enquiry, opened with the signed link of their mails (?t=<token>). */
export const MANAGE_ENQUIRY_PATH = "/enquire/manage";

/** The enquiry pages in each language (app/lib/i18n/page-pairs.ts): a mail links to its enquiry's language. */
export const enquiryPaths = {
  en: { enquire: "/enquire", manage: MANAGE_ENQUIRY_PATH },
  de: { enquire: "/de/anfrage", manage: "/de/anfrage/verwalten" },
} as const;
