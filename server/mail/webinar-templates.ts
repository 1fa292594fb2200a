import { retention } from "../domain/privacy/retention-periods.ts";
import { sessionSchedule, webinar } from "../domain/webinar/webinar.ts";
import type { webinarSessions } from "../db/webinar-schema.ts";
import { greeting } from "./visitor-text.ts";
import { renderMail, type RenderedMail } from "./layout.ts";
import type { MailSettings } from "./templates.ts";

// The mails about a webinar session that the staff's back office and the reminder sweep send
// (German, like the webinar's pages): a new date for the interest list, the cancellation, and the
// reminder 24 hours before; plus the text of the SMS 5 minutes before.

type Session = Pick<typeof webinarSessions.$inferSelect, "topic" | "startsAt" | "durationMinutes" | "joinUrl">;

const link = (settings: MailSettings, path: string) => new URL(path, settings.siteUrl).toString();
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
