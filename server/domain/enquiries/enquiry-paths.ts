// The enquiry pages' own addresses (issue 47), pure so that pages and islands may import them.

/** A visitor's enquiry, opened with the signed link of their mails (?t=<token>). */
export const MANAGE_ENQUIRY_PATH = "/enquire/manage";
