import { bilingual } from "../company/locale.ts";

// How long the site keeps what visitors send: the one source for the privacy page's texts and
// for the scheduled deletion job (server/domain/privacy/retention-job.ts). Change a period here and both
// the promise and its enforcement follow.

export const retention = {
  /** Contact messages: months after the message arrived. */
  contactMonths: 12,
  /** Tour requests: months after the requested tour date. */
  tourMonths: 12,
  /** Event enquiries that did not become a booking: months after the last date enquired (or the enquiry). */
  enquiryMonths: 12,
  /** Webinar registrations: months after the webinar. */
  webinarMonths: 3,
  /** "Notify me of the next date" addresses: deleted once mailed, at the latest months after the request. */
  webinarInterestMonths: 12,
  /** SMS reminder numbers: deleted once the webinar has ended. */
  smsAfterWebinar: true,
  /** Newsletter sign-ups never confirmed: days after the sign-up. */
  unconfirmedNewsletterDays: 30,
  /** How long the link in the newsletter confirmation mail works. */
  newsletterLinkDays: 7,
  /** Mails kept in the local outbox (when no mail server is configured): days. */
  outboxDays: 30,
  /** Server logs: days (rotated by the hosting set-up, not by the application). */
  logDays: 14,
  /** The form limiter's counters per IP address: minutes after their window began. */
  rateLimitMinutes: 30,
  /** The once-a-day confirmation note (address, form, day): days after it was written. */
  confirmationNoteDays: 2,
  /** The network a webinar registration came from (seats per network): deleted once the webinar has ended. */
  networkAfterWebinar: true,
  /** The SMS budget's hourly and daily counters (counts only, nothing personal): days after their window began. */
  smsBudgetDays: 2,
} as const;

/** The retention column of the privacy page's form table, per form, in both languages (docs/decisions/0696). */
export const retentionTexts = bilingual({
  en: {
    newsletter: `Until you unsubscribe or withdraw your consent; a sign-up that is not confirmed with the link in our e-mail is deleted after ${retention.unconfirmedNewsletterDays} days`,
    contact: `${retention.contactMonths} months after your message; longer only where a booking follows and tax or commercial law requires it`,
    tour: `${retention.tourMonths} months after the tour date`,
    webinar: `${retention.webinarMonths} months after the webinar`,
    enquiry: `${retention.enquiryMonths} months after the last date you enquired about; where a booking follows, as long as tax and commercial law require`,
    sms: "is deleted after the webinar",
    webinarInterest: `Until we have e-mailed you the next date (once); at most ${retention.webinarInterestMonths} months after your request`,
    logs: `Log files are deleted after ${retention.logDays} days`,
    rateLimit: `This counter is kept in our database for at most ${retention.rateLimitMinutes} minutes and then deleted automatically`,
    confirmationNote: `is deleted after ${retention.confirmationNoteDays} days`,
    webinarNetwork: "is deleted when the webinar has ended",
  },
  de: {
    newsletter: `Bis Sie sich abmelden oder Ihre Einwilligung widerrufen; eine Anmeldung, die nicht über den Link in unserer E-Mail bestätigt wird, löschen wir nach ${retention.unconfirmedNewsletterDays} Tagen`,
    contact: `${retention.contactMonths} Monate nach Ihrer Nachricht; länger nur, wenn eine Buchung folgt und steuer- oder handelsrechtliche Pflichten es verlangen`,
    tour: `${retention.tourMonths} Monate nach dem Besichtigungstermin`,
    webinar: `${retention.webinarMonths} Monate nach dem Webinar`,
    enquiry: `${retention.enquiryMonths} Monate nach dem letzten angefragten Termin; folgt eine Buchung, so lange, wie steuer- und handelsrechtliche Pflichten es verlangen`,
    sms: "wird nach dem Webinar gelöscht",
    webinarInterest: `Bis wir Ihnen den nächsten Termin (einmalig) per E-Mail mitgeteilt haben; höchstens ${retention.webinarInterestMonths} Monate nach Ihrer Anfrage`,
    logs: `Logdateien werden nach ${retention.logDays} Tagen gelöscht`,
    rateLimit: `Dieser Zähler bleibt höchstens ${retention.rateLimitMinutes} Minuten in unserer Datenbank und wird dann automatisch gelöscht`,
    confirmationNote: `wird nach ${retention.confirmationNoteDays} Tagen gelöscht`,
    webinarNetwork: "wird gelöscht, sobald das Webinar beendet ist",
  },
});
