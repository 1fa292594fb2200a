// The back office's fixed vocabularies, without imports so that pages can use them too.

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

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
