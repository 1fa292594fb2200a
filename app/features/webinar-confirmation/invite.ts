import { sessionSchedule, webinar } from "../../../server/domain/webinar/webinar.ts";
import { buildMailto } from "../../lib/mailto.ts";
import { absoluteUrl } from "../../lib/seo.ts";

/** The public page colleagues sign up on. */
export const webinarUrl = absoluteUrl(webinar.landingPath);

/** The session an invitation names. */
export interface InviteSession {
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
}

/** A prefilled mail draft to a colleague, sent from the visitor's own mail program. */
export function inviteMailto(to: string, session: InviteSession): string {
  const schedule = sessionSchedule(new Date(session.startsAt), session.durationMinutes);
  return buildMailto({
    to,
    subject: `Einladung: Kostenfreies Live-Webinar „${webinar.title}“ am ${schedule.date}`,
    body: [
      "Hallo,",
      "",
      `ich habe mich für das kostenfreie Live-Webinar „${webinar.title}“ von SPARK Frankfurt angemeldet und dachte, das ist auch etwas für dich.`,
      "",
      `Wann: ${schedule.dateLong}, ${schedule.time}-${schedule.endTime} Uhr, online im Browser`,
      "Themen: die passende LED-Wall, Content, Budget und ein Live-Q&A mit dem Produktionsteam",
      `Anmeldung (100 % kostenfrei, begrenzte Plätze): ${webinarUrl}`,
      "",
      "Viele Grüße",
    ].join("\n"),
  });
}

/** WhatsApp's share link with a prefilled text and the webinar URL. */
export function whatsappShareUrl(session: InviteSession): string {
  const schedule = sessionSchedule(new Date(session.startsAt), session.durationMinutes);
  const text = `Kostenfreies Live-Webinar „${webinar.title}“ am ${schedule.date} um ${schedule.time} Uhr. Melde dich hier an: ${webinarUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
