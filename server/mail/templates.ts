import { greeting } from "./visitor-text.ts";
import { site } from "../domain/company/site.ts";
import { retention } from "../domain/privacy/retention-periods.ts";
import { sessionSchedule, webinar } from "../domain/webinar/webinar.ts";
import { contactMessages } from "../domain/leads/contact-messages.ts";
import { tourMessages } from "../domain/leads/tour-messages.ts";
import type { contactSubmissions, newsletterSubscriptions, tourBookings } from "../db/schema.ts";
import { renderMail, type RenderedMail } from "./layout.ts";

// The site's mails, one function each: a row in, subject, recipients, HTML and text out.
// English except the webinar's (its pages are German).

export interface MailSettings {
  siteUrl: string;
  team: { contact: string; tour: string; webinar: string };
}

type ContactRow = typeof contactSubmissions.$inferSelect;
type TourRow = typeof tourBookings.$inferSelect;
type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const link = (settings: MailSettings, path: string) => new URL(path, settings.siteUrl).toString();
const berlin = (date: Date, lang: "en" | "de") =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);

export function teamContactMail(row: ContactRow, settings: MailSettings): RenderedMail {
  const name = `${row.firstName} ${row.lastName}`;
  return renderMail(
    {
      to: settings.team.contact,
      replyTo: row.email,
      subject: `New contact message from ${name}${row.company ? ` (${row.company})` : ""}`,
    },
    {
      lang: "en",
      preview: row.message.slice(0, 120),
      heading: "New contact message",
      paragraphs: [`${name} wrote through the contact form. Reply to this mail to answer them directly.`],
      fields: [
        ["Name", name],
        ["E-mail", row.email],
        ["Company", row.company ?? "-"],
        ["Message", row.message],
        ["Received", berlin(row.createdAt, "en")],
      ],
      action: { label: `Reply to ${row.firstName}`, href: `mailto:${row.email}` },
    },
  );
}

// A visitor's mail never repeats the message or a name that is no name (issue 41): the address may be someone else's.
export function visitorContactMail(row: ContactRow, settings: MailSettings): RenderedMail {
  return renderMail(
    { to: row.email, replyTo: settings.team.contact, subject: `We received your message - ${site.name} Frankfurt` },
    {
      lang: "en",
      preview: contactMessages.success.description,
      heading: `${greeting(row.firstName, "en")}, thank you for your message`,
      paragraphs: [
        contactMessages.success.description,
        `If it is urgent, call us on ${site.phone.display} (${site.businessHours.display}).`,
      ],
      notes: [
        `You receive this e-mail because this address was entered in the contact form on ${link(settings, "/contact")}.`,
      ],
    },
  );
}

export function teamTourMail(row: TourRow, settings: MailSettings): RenderedMail {
  return renderMail(
    {
      to: settings.team.tour,
      replyTo: row.email,
      subject: `New tour request: ${row.fullName}, ${row.preferredDate} ${row.preferredTime}`,
    },
    {
      lang: "en",
      preview: `${row.fullName} would like a tour on ${row.preferredDate} at ${row.preferredTime}.`,
      heading: "New tour request",
      paragraphs: [`${row.fullName} asked for a venue tour. ${site.responsePromise}`],
      fields: [
        ["Name", row.fullName],
        ["E-mail", row.email],
        ["Company", row.company ?? "-"],
        ["Phone", row.phoneNumber ?? "-"],
        ["Preferred date", row.preferredDate],
        ["Preferred time", row.preferredTime],
        ["Guests", row.numberOfGuests === null ? "-" : String(row.numberOfGuests)],
        ["Additional information", row.additionalInformation ?? "-"],
        ["Received", berlin(row.createdAt, "en")],
      ],
      action: { label: `Reply to ${row.fullName}`, href: `mailto:${row.email}` },
    },
  );
}

export function visitorTourMail(row: TourRow, settings: MailSettings): RenderedMail {
  return renderMail(
    { to: row.email, replyTo: settings.team.tour, subject: `Your tour request at ${site.name} Frankfurt` },
    {
      lang: "en",
      preview: tourMessages.success.description,
      heading: `${greeting(row.fullName, "en")}, we received your tour request`,
      paragraphs: [
        tourMessages.success.description,
        `${site.tourAvailability.duration}. ${site.tourAvailability.weekdays}; ${site.tourAvailability.weekends.toLowerCase()}.`,
      ],
      fields: [
        ["Preferred date", row.preferredDate],
        ["Preferred time", row.preferredTime],
        ["Guests", row.numberOfGuests === null ? "-" : String(row.numberOfGuests)],
      ],
      notes: [
        `You receive this e-mail because this address was entered in the tour form on ${link(settings, "/book-tour")}.`,
      ],
    },
  );
}

export function teamWebinarMail(row: TourRow, settings: MailSettings): RenderedMail {
  return renderMail(
    {
      to: settings.team.webinar,
      replyTo: row.email,
      subject: `Neue Webinar-Anmeldung: ${row.fullName} (${row.preferredDate})`,
    },
    {
      lang: "de",
      preview: `${row.fullName} hat sich für „${webinar.title}“ angemeldet.`,
      heading: "Neue Webinar-Anmeldung",
      paragraphs: [`${row.fullName} hat sich für „${webinar.title}“ am ${row.preferredDate} angemeldet.`],
      fields: [
        ["Vorname", row.fullName],
        ["E-Mail", row.email],
        ["Telefon", row.phoneNumber ?? "-"],
        ["Termin", row.preferredDate],
        ["Eingegangen", berlin(row.createdAt, "de")],
      ],
    },
  );
}

/** The registrant's session and signed links, for the visitor's confirmation of a webinar sign-up. */
export interface WebinarSignup {
  session: { startsAt: Date; durationMinutes: number; joinUrl: string };
  /** The registrant's own confirmation page (signed link). */
  confirmationUrl: string;
  /** The calendar file of that session (signed link). */
  calendarUrl: string;
}

export function visitorWebinarMail(row: TourRow, settings: MailSettings, signup: WebinarSignup): RenderedMail {
  const schedule = sessionSchedule(signup.session.startsAt, signup.session.durationMinutes);
  return renderMail(
    { to: row.email, replyTo: settings.team.webinar, subject: `Ihre Anmeldung: ${webinar.title} am ${schedule.date}` },
    {
      lang: "de",
      preview: `Sie sind dabei: ${schedule.dateLong}, ${schedule.time} Uhr.`,
      heading: `${greeting(row.fullName, "de")}, Sie sind dabei!`,
      paragraphs: [
        `Ihre Anmeldung zum kostenfreien Live-Webinar „${webinar.title}“ ist bestätigt.`,
        `Termin: ${schedule.dateLong}, ${schedule.time} bis ${schedule.endTime} Uhr (deutsche Zeit). Bitte wählen Sie sich ${webinar.earlyJoinMinutes} Minuten vor Beginn ein.`,
        `Ihre Bestätigungsseite mit Countdown, SMS-Erinnerung und Einladung für Kolleginnen und Kollegen: ${signup.confirmationUrl}`,
        `Den Termin für Ihren Kalender finden Sie hier: ${signup.calendarUrl}`,
      ],
      action: { label: "Zum Webinar-Raum", href: signup.session.joinUrl },
      notes: [
        `Sie erhalten diese E-Mail, weil diese Adresse auf ${link(settings, webinar.landingPath)} für das Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Webinar.`,
      ],
    },
  );
}

/** The headers every newsletter mail carries: one-click unsubscribe (RFC 8058). */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function newsletterConfirmationMail(
  row: SubscriptionRow,
  links: { confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  return renderMail(
    {
      to: row.email,
      subject: `Please confirm your subscription to the ${site.name} newsletter`,
      headers: newsletterHeaders(links.unsubscribeUrl),
    },
    {
      lang: "en",
      preview: "One click to confirm your newsletter subscription.",
      heading: "Confirm your subscription",
      paragraphs: [
        `Please confirm that you want to receive the ${site.name} Frankfurt newsletter at ${row.email}. We send nothing else until you do.`,
        `The link works for ${retention.newsletterLinkDays} days. If you did not sign up, ignore this e-mail: the address is deleted after ${retention.unconfirmedNewsletterDays} days.`,
      ],
      action: { label: "Confirm subscription", href: links.confirmUrl },
      notes: [`Changed your mind? Unsubscribe: ${links.unsubscribeUrl}`],
    },
  );
}

export function staffInviteMail(invite: {
  to: string;
  role: string;
  url: string;
  expiresAt: Date;
  inviter?: string;
}): RenderedMail {
  const role = invite.role === "owner" ? "an owner" : "a member of the team";
  return renderMail(
    { to: invite.to, subject: `Your invitation to the ${site.name} back office` },
    {
      lang: "en",
      preview: `${invite.inviter ?? `The ${site.name} team`} invited you to the back office.`,
      heading: `Join the ${site.name} back office`,
      paragraphs: [
        `${invite.inviter ?? `The ${site.name} team`} invited you to the ${site.name} back office as ${role}: the inbox of every contact message, tour request, webinar registration and newsletter subscriber.`,
        "Open the link, choose your name and a password, then set up an authenticator app for the second factor.",
      ],
      action: { label: "Accept invitation", href: invite.url },
      notes: [
        `The link works once, until ${berlin(invite.expiresAt, "en")} (Berlin time): ${invite.url}`,
        "If you did not expect this invitation, ignore this e-mail; nothing happens without the link.",
      ],
    },
  );
}
