import { retention } from "../privacy/retention-periods.ts";
import { sessionScheduleIn, webinar, webinarPathsIn, webinarWords } from "./webinar.ts";
import { bilingual, type Locale } from "../company/locale.ts";
import type { webinarSessions } from "./schema.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { renderMail, type MailAttachment, type RenderedMail } from "../../mail/layout.ts";
import { berlin, link, type MailSettings } from "../../mail/settings.ts";
import type { tourBookings } from "../../db/schema.ts";

// The mails about a webinar session that the staff's back office and the reminder sweep send, in the
// registrant's language (the page they signed up on, issue 44; German unless told): a new date for the
// interest list, the cancellation, and the reminder 24 hours before; plus the text of the SMS 5 minutes before.

type Session = Pick<typeof webinarSessions.$inferSelect, "topic" | "startsAt" | "durationMinutes" | "joinUrl">;

/** Someone a webinar mail goes to, with the language they signed up in. */
interface Registrant {
  email: string;
  fullName: string;
  locale?: Locale;
}

const when = (session: Pick<Session, "startsAt" | "durationMinutes">, locale: Locale) => {
  const s = sessionScheduleIn(session.startsAt, session.durationMinutes, locale);
  return {
    ...s,
    text:
      locale === "de"
        ? `${s.weekday}, ${s.dateLong}, ${s.time} bis ${s.endTime} Uhr (deutsche Zeit)`
        : `${s.weekday} ${s.dateLong}, ${s.time} to ${s.endTime} (${s.zone})`,
    /** "11:00 Uhr" / "11:00 (Frankfurt time)" */
    clock: locale === "de" ? `${s.time} Uhr` : `${s.time} (${s.zone})`,
  };
};

type When = ReturnType<typeof when>;

const words = bilingual({
  en: {
    deletion: `You are receiving this email because this address was registered for this webinar. We delete your registration details ${retention.webinarMonths} months after the session.`,
    interest: {
      subject: (topic: string, s: When) => `New date: ${topic} on ${s.date}`,
      preview: (topic: string, s: When) => `The live webinar “${topic}” is on again: ${s.dateOptionLabel}.`,
      heading: "The next webinar date is set",
      paragraphs: (s: When) => [
        `You asked us to let you know as soon as there is a new date for the free live webinar “${webinarWords.en.title}”. Here it is:`,
        `Date: ${s.text}.`,
        "Places are limited. Register now:",
      ],
      action: "Save my place",
      note: "We are letting you know this once only and have now deleted your address. You will only receive further emails if you register.",
    },
    cancellation: {
      subject: (topic: string, s: When) => `Cancelled: ${topic} on ${s.date}`,
      preview: (s: When) => `Unfortunately, the webinar on ${s.date} at ${s.clock} will not take place.`,
      heading: (hello: string) => `${hello}, unfortunately the webinar has been cancelled`,
      paragraphs: (topic: string, s: When) => [
        `Unfortunately, the live webinar “${topic}” on ${s.text} will not take place. We apologise for the inconvenience.`,
        "Your registration is therefore closed; there is nothing more you need to do. You will find new dates on our webinar page:",
      ],
      action: "See new dates",
    },
    reminder: {
      subject: (topic: string, s: When) => `Reminder: ${topic} on ${s.date} at ${s.clock}`,
      preview: (s: When) => `Your webinar starts soon: ${s.dateOptionLabel}.`,
      heading: (hello: string) => `${hello}, it's nearly time`,
      paragraphs: (topic: string, s: When, joinUrl: string, confirmationUrl: string) => [
        `Your live webinar “${topic}” starts soon: ${s.text}.`,
        `Please join ${webinar.earlyJoinMinutes} minutes before the start: ${joinUrl}`,
        `Your registration with calendar entry and SMS reminder: ${confirmationUrl}`,
      ],
      action: "Go to the webinar room",
    },
    moved: {
      subject: (topic: string, s: When) => `New date: ${topic} on ${s.date} at ${s.clock}`,
      preview: (s: When) => `Your webinar has a new date: ${s.dateOptionLabel}.`,
      heading: (hello: string) => `${hello}, your webinar has a new date`,
      paragraphs: (topic: string, s: When, before: When, joinUrl: string, confirmationUrl: string) => [
        `The live webinar “${topic}” will not take place as planned on ${before.date} at ${before.clock}, but on ${s.text}.`,
        "Your place is still reserved; you do not need to register again. The calendar entry attached replaces the previous one when you open it.",
        `The access link stays the same: ${joinUrl}`,
        `Your registration with calendar entry and SMS reminder: ${confirmationUrl}`,
      ],
      action: "View my registration",
      note: "Does the new date not suit you? Simply reply to this email and we will release your place.",
    },
    sms: (topic: string, s: When, joinUrl: string) =>
      `SPARK: Your webinar “${topic}” starts at ${s.time} (Frankfurt time). Join now: ${joinUrl}`,
  },
  de: {
    deletion: `Sie erhalten diese E-Mail, weil diese Adresse für dieses Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Termin.`,
    interest: {
      subject: (topic: string, s: When) => `Neuer Termin: ${topic} am ${s.date}`,
      preview: (topic: string, s: When) => `Das Live-Webinar „${topic}“ findet wieder statt: ${s.dateOptionLabel}.`,
      heading: "Der nächste Webinar-Termin steht fest",
      paragraphs: (s: When) => [
        `Sie wollten benachrichtigt werden, sobald es einen neuen Termin für das kostenfreie Live-Webinar „${webinar.title}“ gibt. Hier ist er:`,
        `Termin: ${s.text}.`,
        "Die Plätze sind begrenzt. Melden Sie sich jetzt an:",
      ],
      action: "Jetzt Platz sichern",
      note: "Wir benachrichtigen Sie nur dieses eine Mal und haben Ihre Adresse danach gelöscht. Weitere E-Mails erhalten Sie nur, wenn Sie sich anmelden.",
    },
    cancellation: {
      subject: (topic: string, s: When) => `Abgesagt: ${topic} am ${s.date}`,
      preview: (s: When) => `Das Webinar am ${s.date} um ${s.time} Uhr findet leider nicht statt.`,
      heading: (hello: string) => `${hello}, das Webinar fällt leider aus`,
      paragraphs: (topic: string, s: When) => [
        `Das Live-Webinar „${topic}“ am ${s.text} findet leider nicht statt. Bitte entschuldigen Sie die Umstände.`,
        "Ihre Anmeldung ist damit erledigt; Sie müssen nichts weiter tun. Neue Termine finden Sie auf unserer Webinar-Seite:",
      ],
      action: "Neue Termine ansehen",
    },
    reminder: {
      subject: (topic: string, s: When) => `Erinnerung: ${topic} am ${s.date} um ${s.time} Uhr`,
      preview: (s: When) => `Ihr Webinar beginnt bald: ${s.dateOptionLabel}.`,
      heading: (hello: string) => `${hello}, bald ist es so weit`,
      paragraphs: (topic: string, s: When, joinUrl: string, confirmationUrl: string) => [
        `Ihr Live-Webinar „${topic}“ beginnt bald: ${s.text}.`,
        `Bitte wählen Sie sich ${webinar.earlyJoinMinutes} Minuten vor Beginn ein: ${joinUrl}`,
        `Ihre Anmeldung mit Kalendereintrag und SMS-Erinnerung: ${confirmationUrl}`,
      ],
      action: "Zum Webinar-Raum",
    },
    moved: {
      subject: (topic: string, s: When) => `Neuer Termin: ${topic} am ${s.date} um ${s.time} Uhr`,
      preview: (s: When) => `Ihr Webinar hat einen neuen Termin: ${s.dateOptionLabel}.`,
      heading: (hello: string) => `${hello}, Ihr Webinar hat einen neuen Termin`,
      paragraphs: (topic: string, s: When, before: When, joinUrl: string, confirmationUrl: string) => [
        `Das Live-Webinar „${topic}“ findet nicht wie geplant am ${before.date} um ${before.time} Uhr statt, sondern am ${s.text}.`,
        "Ihr Platz bleibt Ihnen sicher; Sie müssen sich nicht neu anmelden. Der Kalendereintrag im Anhang ersetzt den bisherigen, wenn Sie ihn öffnen.",
        `Der Zugang bleibt: ${joinUrl}`,
        `Ihre Anmeldung mit Kalendereintrag und SMS-Erinnerung: ${confirmationUrl}`,
      ],
      action: "Zur Anmeldung",
      note: "Passt Ihnen der neue Termin nicht? Antworten Sie einfach auf diese E-Mail, dann geben wir Ihren Platz frei.",
    },
    sms: (topic: string, s: When, joinUrl: string) =>
      `SPARK: Ihr Webinar „${topic}“ beginnt um ${s.time} Uhr. Jetzt einwählen: ${joinUrl}`,
  },
});

/** To an address that asked "Benachrichtigen Sie mich beim nächsten Termin": the new session is open. */
export function webinarInterestMail(
  email: string,
  session: Session,
  settings: MailSettings,
  locale: Locale = "de",
): RenderedMail {
  const s = when(session, locale);
  const t = words[locale].interest;
  return renderMail(
    { to: email, replyTo: settings.team.webinar, subject: t.subject(session.topic, s) },
    {
      lang: locale,
      preview: t.preview(session.topic, s),
      heading: t.heading,
      paragraphs: t.paragraphs(s),
      action: { label: t.action, href: link(settings, webinarPathsIn(locale).landingPath) },
      notes: [t.note],
    },
  );
}

/** To a registrant: the session was cancelled by the team. */
export function webinarCancellationMail(
  registrant: Registrant,
  session: Session,
  settings: MailSettings,
): RenderedMail {
  const locale = registrant.locale ?? "de";
  const s = when(session, locale);
  const t = words[locale].cancellation;
  return renderMail(
    { to: registrant.email, replyTo: settings.team.webinar, subject: t.subject(session.topic, s) },
    {
      lang: locale,
      preview: t.preview(s),
      heading: t.heading(greeting(registrant.fullName, locale)),
      paragraphs: t.paragraphs(session.topic, s),
      action: { label: t.action, href: link(settings, webinarPathsIn(locale).landingPath) },
      notes: [words[locale].deletion],
    },
  );
}

/** To a registrant, 24 hours before: date, join link and the link to their confirmation page. */
export function webinarReminderMail(
  registrant: Registrant,
  session: Session,
  confirmationUrl: string,
  settings: MailSettings,
): RenderedMail {
  const locale = registrant.locale ?? "de";
  const s = when(session, locale);
  const t = words[locale].reminder;
  return renderMail(
    { to: registrant.email, replyTo: settings.team.webinar, subject: t.subject(session.topic, s) },
    {
      lang: locale,
      preview: t.preview(s),
      heading: t.heading(greeting(registrant.fullName, locale)),
      paragraphs: t.paragraphs(session.topic, s, session.joinUrl, confirmationUrl),
      action: { label: t.action, href: session.joinUrl },
      notes: [words[locale].deletion],
    },
  );
}

/** To a registrant: the team moved the session (or changed its length); the calendar file replaces the old entry. */
export function webinarMovedMail(
  registrant: Registrant,
  session: Session,
  previousStartsAt: Date,
  confirmationUrl: string,
  calendarFile: MailAttachment,
  settings: MailSettings,
): RenderedMail {
  const locale = registrant.locale ?? "de";
  const s = when(session, locale);
  const before = when({ startsAt: previousStartsAt, durationMinutes: session.durationMinutes }, locale);
  const t = words[locale].moved;
  return {
    ...renderMail(
      { to: registrant.email, replyTo: settings.team.webinar, subject: t.subject(session.topic, s) },
      {
        lang: locale,
        preview: t.preview(s),
        heading: t.heading(greeting(registrant.fullName, locale)),
        paragraphs: t.paragraphs(session.topic, s, before, session.joinUrl, confirmationUrl),
        action: { label: t.action, href: confirmationUrl },
        notes: [t.note, words[locale].deletion],
      },
    ),
    attachments: [calendarFile],
  };
}

/** The one SMS, 5 minutes before the start, in the registrant's language. */
export function webinarReminderSms(session: Session, locale: Locale = "de"): string {
  return words[locale].sms(session.topic, when(session, locale), session.joinUrl);
}

/** To the team: the SMS budget of this hour or day is spent, so new numbers are refused until it renews. */
export function smsBudgetMail(period: "hour" | "day", limit: number, settings: MailSettings): RenderedMail {
  const window = period === "hour" ? "this hour" : "today";
  return renderMail(
    { to: settings.team.webinar, subject: `SMS budget spent: ${limit} SMS ${window}` },
    {
      lang: "en",
      preview: `The site accepted ${limit} SMS reminders ${window}; new numbers are refused.`,
      heading: "The SMS budget is spent",
      paragraphs: [
        `The site accepted ${limit} SMS reminders ${window}, its budget (SMS_BUDGET_PER_${period.toUpperCase()}). Until the ${period} is over, the webinar confirmation page refuses new numbers; registrants still get the reminder mail.`,
        "Many numbers in a short time can be SMS pumping: the numbers and their sessions are on the back office's Webinars pages.",
      ],
      action: { label: "Open the back office", href: link(settings, "/staff/webinars") },
    },
  );
}

// A sign-up's mails: the team's note and the registrant's confirmation (a sign-up is a lead row).
type TourRow = typeof tourBookings.$inferSelect;

/** The team's note of a sign-up; `topic` is the session's, as the team typed it. */
export function teamWebinarMail(row: TourRow, topic: string, settings: MailSettings): RenderedMail {
  return renderMail(
    {
      to: settings.team.webinar,
      replyTo: row.email,
      subject: `Neue Webinar-Anmeldung: ${row.fullName} (${row.preferredDate})`,
    },
    {
      lang: "de",
      preview: `${row.fullName} hat sich für „${topic}“ angemeldet.`,
      heading: "Neue Webinar-Anmeldung",
      paragraphs: [`${row.fullName} hat sich für „${topic}“ am ${row.preferredDate} angemeldet.`],
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
  session: { topic: string; startsAt: Date; durationMinutes: number; joinUrl: string };
  /** The registrant's own confirmation page (signed link, in their language). */
  confirmationUrl: string;
  /** The calendar file of that session (signed link). */
  calendarUrl: string;
  /** The language of the page they signed up on (German unless told). */
  locale?: Locale;
}

const confirmationWords = bilingual({
  en: {
    subject: (topic: string, s: When) => `Your registration: ${topic} on ${s.date}`,
    preview: (s: When) => `You're in: ${s.dateLong}, ${s.clock}.`,
    heading: (hello: string) => `${hello}, you're in!`,
    paragraphs: (signup: WebinarSignup, s: When) => [
      `Your registration for the free live webinar “${signup.session.topic}” is confirmed.`,
      `Date: ${s.weekday} ${s.dateLong}, ${s.time} to ${s.endTime} (${s.zone}). Please join ${webinar.earlyJoinMinutes} minutes before the start.`,
      `Your confirmation page with countdown, SMS reminder and invitation for colleagues: ${signup.confirmationUrl}`,
      `You can add the session to your calendar here: ${signup.calendarUrl}`,
    ],
    action: "Go to the webinar room",
    note: (page: string) =>
      `You are receiving this email because this address was registered for the webinar on ${page}. We delete your registration details ${retention.webinarMonths} months after the webinar.`,
  },
  de: {
    subject: (topic: string, s: When) => `Ihre Anmeldung: ${topic} am ${s.date}`,
    preview: (s: When) => `Sie sind dabei: ${s.dateLong}, ${s.time} Uhr.`,
    heading: (hello: string) => `${hello}, Sie sind dabei!`,
    paragraphs: (signup: WebinarSignup, s: When) => [
      `Ihre Anmeldung zum kostenfreien Live-Webinar „${signup.session.topic}“ ist bestätigt.`,
      `Termin: ${s.dateLong}, ${s.time} bis ${s.endTime} Uhr (deutsche Zeit). Bitte wählen Sie sich ${webinar.earlyJoinMinutes} Minuten vor Beginn ein.`,
      `Ihre Bestätigungsseite mit Countdown, SMS-Erinnerung und Einladung für Kolleginnen und Kollegen: ${signup.confirmationUrl}`,
      `Den Termin für Ihren Kalender finden Sie hier: ${signup.calendarUrl}`,
    ],
    action: "Zum Webinar-Raum",
    note: (page: string) =>
      `Sie erhalten diese E-Mail, weil diese Adresse auf ${page} für das Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Webinar.`,
  },
});

export function visitorWebinarMail(row: TourRow, settings: MailSettings, signup: WebinarSignup): RenderedMail {
  const locale = signup.locale ?? "de";
  const s = when(signup.session, locale);
  const t = confirmationWords[locale];
  return renderMail(
    { to: row.email, replyTo: settings.team.webinar, subject: t.subject(signup.session.topic, s) },
    {
      lang: locale,
      preview: t.preview(s),
      heading: t.heading(greeting(row.fullName, locale)),
      paragraphs: t.paragraphs(signup, s),
      action: { label: t.action, href: signup.session.joinUrl },
      notes: [t.note(link(settings, webinarPathsIn(locale).landingPath))],
    },
  );
}
