// The back office's fixed vocabularies, without imports so that pages can use them too.

/**
 * Who a staff account is (decision 1145): `owner` does everything, `staff` works the leads, `editor`
 * edits the site's content (the price list) and never sees a lead or anybody's personal data.
 */
export const staffRoles = ["owner", "staff", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A role in words, and what it does (the Team page's role select and its explanation). */
export const staffRoleLabels: Record<StaffRole, string> = { owner: "Owner", staff: "Staff", editor: "Editor" };

/** The roles that work leads: only they see, are assigned or are mailed leads. */
export const leadRoles = ["owner", "staff"] as const satisfies readonly StaffRole[];

/** Does an account of this role work leads (may it be assigned one, be mailed about them)? */
export function worksLeads(role: string): boolean {
  return (leadRoles as readonly string[]).includes(role);
}

export const leadKinds = ["contact", "tour", "webinar", "sms", "newsletter", "enquiry"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A lead's kind in words, on the back office's pages and in its mails to staff. */
export const leadKindLabels: Record<LeadKind, string> = {
  contact: "Contact message",
  tour: "Tour request",
  webinar: "Webinar registration",
  sms: "SMS reminder",
  newsletter: "Newsletter subscriber",
  enquiry: "Event enquiry",
};

/** The languages a lead can come in: that of the page it was sent from. */
export type LeadLanguage = "en" | "de";

export const leadStatuses = ["new", "in_progress", "done", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
