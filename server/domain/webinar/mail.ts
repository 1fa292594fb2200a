import { retention } from "../privacy/retention-periods.ts";
import { sessionSchedule, webinar } from "./webinar.ts";
import type { webinarSessions } from "./schema.ts";
import { greeting } from "../../mail/visitor-text.ts";
import { renderMail, type MailAttachment, type RenderedMail } from "../../mail/layout.ts";
import { berlin, link, type MailSettings } from "../../mail/settings.ts";
import type { tourBookings } from "../../db/schema.ts";

// The mails about a webinar session that the staff's back office and the reminder sweep send
// (German, like the webinar's pages): a new date for the interest list, the cancellation, and the
// reminder 24 hours before; plus the text of the SMS 5 minutes before.

type Session = Pick<typeof webinarSessions.$inferSelect, "topic" | "startsAt" | "durationMinutes" | "joinUrl">;

const when = (session: Session) => {
  const s = sessionSchedule(session.startsAt, session.durationMinutes);
  return { ...s, text: `${s.weekday}, ${s.dateLong}, ${s.time} bis ${s.endTime} Uhr (deutsche Zeit)` };
};

/** To an address that asked "Benachrichtigen Sie mich beim nächsten Termin": the new session is open. */
export function webinarInterestMail(email: string, session: Session, settings: MailSettings): RenderedMail {
  const s = when(session);
  return renderMail(
    { to: email, replyTo: settings.team.webinar, subject: `Neuer Termin: ${session.topic} am ${s.date}` },
    {
      lang: "de",
      preview: `Das Live-Webinar „${session.topic}“ findet wieder statt: ${s.dateOptionLabel}.`,
      heading: "Der nächste Webinar-Termin steht fest",
      paragraphs: [
        `Sie wollten benachrichtigt werden, sobald es einen neuen Termin für das kostenfreie Live-Webinar „${webinar.title}“ gibt. Hier ist er:`,
        `Termin: ${s.text}.`,
        "Die Plätze sind begrenzt. Melden Sie sich jetzt an:",
      ],
      action: { label: "Jetzt Platz sichern", href: link(settings, webinar.landingPath) },
      notes: [
        "Wir benachrichtigen Sie nur dieses eine Mal und haben Ihre Adresse danach gelöscht. Weitere E-Mails erhalten Sie nur, wenn Sie sich anmelden.",
      ],
    },
  );
}

/** To a registrant: the session was cancelled by the team. */
export function webinarCancellationMail(
  registrant: { email: string; fullName: string },
  session: Session,
  settings: MailSettings,
): RenderedMail {
  const s = when(session);
  return renderMail(
    { to: registrant.email, replyTo: settings.team.webinar, subject: `Abgesagt: ${session.topic} am ${s.date}` },
    {
      lang: "de",
      preview: `Das Webinar am ${s.date} um ${s.time} Uhr findet leider nicht statt.`,
      heading: `${greeting(registrant.fullName, "de")}, das Webinar fällt leider aus`,
      paragraphs: [
        `Das Live-Webinar „${session.topic}“ am ${s.text} findet leider nicht statt. Bitte entschuldigen Sie die Umstände.`,
        "Ihre Anmeldung ist damit erledigt; Sie müssen nichts weiter tun. Neue Termine finden Sie auf unserer Webinar-Seite:",
      ],
      action: { label: "Neue Termine ansehen", href: link(settings, webinar.landingPath) },
      notes: [
        `Sie erhalten diese E-Mail, weil diese Adresse für dieses Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Termin.`,
      ],
    },
  );
}

/** To a registrant, 24 hours before: date, join link and the link to their confirmation page. */
export function webinarReminderMail(
  registrant: { email: string; fullName: string },
  session: Session,
  confirmationUrl: string,
  settings: MailSettings,
): RenderedMail {
  const s = when(session);
  return renderMail(
    {
      to: registrant.email,
      replyTo: settings.team.webinar,
      subject: `Erinnerung: ${session.topic} am ${s.date} um ${s.time} Uhr`,
    },
    {
      lang: "de",
      preview: `Ihr Webinar beginnt bald: ${s.dateOptionLabel}.`,
      heading: `${greeting(registrant.fullName, "de")}, bald ist es so weit`,
      paragraphs: [
        `Ihr Live-Webinar „${session.topic}“ beginnt bald: ${s.text}.`,
        `Bitte wählen Sie sich ${webinar.earlyJoinMinutes} Minuten vor Beginn ein: ${session.joinUrl}`,
        `Ihre Anmeldung mit Kalendereintrag und SMS-Erinnerung: ${confirmationUrl}`,
      ],
      action: { label: "Zum Webinar-Raum", href: session.joinUrl },
      notes: [
        `Sie erhalten diese E-Mail, weil diese Adresse für dieses Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Termin.`,
      ],
    },
  );
}

/** To a registrant: the team moved the session (or changed its length); the calendar file replaces the old entry. */
export function webinarMovedMail(
  registrant: { email: string; fullName: string },
  session: Session,
  previousStartsAt: Date,
  confirmationUrl: string,
  calendarFile: MailAttachment,
  settings: MailSettings,
): RenderedMail {
  const s = when(session);
  const before = sessionSchedule(previousStartsAt, session.durationMinutes);
  return {
    ...renderMail(
      {
        to: registrant.email,
        replyTo: settings.team.webinar,
        subject: `Neuer Termin: ${session.topic} am ${s.date} um ${s.time} Uhr`,
      },
      {
        lang: "de",
        preview: `Ihr Webinar hat einen neuen Termin: ${s.dateOptionLabel}.`,
        heading: `${greeting(registrant.fullName, "de")}, Ihr Webinar hat einen neuen Termin`,
        paragraphs: [
          `Das Live-Webinar „${session.topic}“ findet nicht wie geplant am ${before.date} um ${before.time} Uhr statt, sondern am ${s.text}.`,
          "Ihr Platz bleibt Ihnen sicher; Sie müssen sich nicht neu anmelden. Der Kalendereintrag im Anhang ersetzt den bisherigen, wenn Sie ihn öffnen.",
          `Der Zugang bleibt: ${session.joinUrl}`,
          `Ihre Anmeldung mit Kalendereintrag und SMS-Erinnerung: ${confirmationUrl}`,
        ],
        action: { label: "Zur Anmeldung", href: confirmationUrl },
        notes: [
          "Passt Ihnen der neue Termin nicht? Antworten Sie einfach auf diese E-Mail, dann geben wir Ihren Platz frei.",
          `Sie erhalten diese E-Mail, weil diese Adresse für dieses Webinar angemeldet wurde. Ihre Anmeldedaten löschen wir ${retention.webinarMonths} Monate nach dem Termin.`,
        ],
      },
    ),
    attachments: [calendarFile],
  };
}

/** The one SMS, 5 minutes before the start. */
export function webinarReminderSms(session: Session): string {
  const s = when(session);
  return `SPARK: Ihr Webinar „${session.topic}“ beginnt um ${s.time} Uhr. Jetzt einwählen: ${session.joinUrl}`;
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
  /** The registrant's own confirmation page (signed link). */
  confirmationUrl: string;
  /** The calendar file of that session (signed link). */
  calendarUrl: string;
}

export function visitorWebinarMail(row: TourRow, settings: MailSettings, signup: WebinarSignup): RenderedMail {
  const schedule = sessionSchedule(signup.session.startsAt, signup.session.durationMinutes);
  return renderMail(
    {
      to: row.email,
      replyTo: settings.team.webinar,
      subject: `Ihre Anmeldung: ${signup.session.topic} am ${schedule.date}`,
    },
    {
      lang: "de",
      preview: `Sie sind dabei: ${schedule.dateLong}, ${schedule.time} Uhr.`,
      heading: `${greeting(row.fullName, "de")}, Sie sind dabei!`,
      paragraphs: [
        `Ihre Anmeldung zum kostenfreien Live-Webinar „${signup.session.topic}“ ist bestätigt.`,
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
