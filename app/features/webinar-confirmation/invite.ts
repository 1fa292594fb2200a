import { sessionScheduleIn, webinarPathsIn, webinarWords } from "../../../server/domain/webinar/webinar.ts";
import { bilingual, type Locale } from "../../../server/domain/company/locale.ts";
import { buildMailto } from "../../lib/mailto.ts";
import { absoluteUrl } from "../../lib/site-url.ts";

/** The public page colleagues sign up on, in the page's language. */
export const webinarUrlIn = (locale: Locale) => absoluteUrl(webinarPathsIn(locale).landingPath);

/** The German page (the spec's address). */
export const webinarUrl = webinarUrlIn("de");

/** The session an invitation names. */
export interface InviteSession {
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
}

type Schedule = ReturnType<typeof sessionScheduleIn>;

const words = bilingual({
  en: {
    subject: (s: Schedule) => `Invitation: free live webinar “${webinarWords.en.title}” on ${s.date}`,
    body: (s: Schedule, url: string) => [
      "Hi,",
      "",
      `I have registered for the free live webinar “${webinarWords.en.title}” by SPARK Frankfurt and thought it might interest you too.`,
      "",
      `When: ${s.weekday} ${s.dateLong}, ${s.time}-${s.endTime} (${s.zone}), online in the browser`,
      "Topics: choosing the right LED wall, content, budget and a live Q&A with the production team",
      `Registration (100% free of charge, limited places): ${url}`,
      "",
      "Best wishes",
    ],
    whatsapp: (s: Schedule, url: string) =>
      `Free live webinar “${webinarWords.en.title}” on ${s.date} at ${s.time} (${s.zone}). Register here: ${url}`,
  },
  de: {
    subject: (s: Schedule) => `Einladung: Kostenfreies Live-Webinar „${webinarWords.de.title}“ am ${s.date}`,
    body: (s: Schedule, url: string) => [
      "Hallo,",
      "",
      `ich habe mich für das kostenfreie Live-Webinar „${webinarWords.de.title}“ von SPARK Frankfurt angemeldet und dachte, das ist auch etwas für dich.`,
      "",
      `Wann: ${s.dateLong}, ${s.time}-${s.endTime} Uhr, online im Browser`,
      "Themen: die passende LED-Wall, Content, Budget und ein Live-Q&A mit dem Produktionsteam",
      `Anmeldung (100 % kostenfrei, begrenzte Plätze): ${url}`,
      "",
      "Viele Grüße",
    ],
    whatsapp: (s: Schedule, url: string) =>
      `Kostenfreies Live-Webinar „${webinarWords.de.title}“ am ${s.date} um ${s.time} Uhr. Melde dich hier an: ${url}`,
  },
});

const scheduleOf = (session: InviteSession, locale: Locale) =>
  sessionScheduleIn(new Date(session.startsAt), session.durationMinutes, locale);

/** A prefilled mail draft to a colleague, sent from the visitor's own mail program. */
export function inviteMailto(to: string, session: InviteSession, locale: Locale = "de"): string {
  const s = scheduleOf(session, locale);
  const t = words[locale];
  return buildMailto({ to, subject: t.subject(s), body: t.body(s, webinarUrlIn(locale)).join("\n") });
}

/** WhatsApp's share link with a prefilled text and the webinar URL. */
export function whatsappShareUrl(session: InviteSession, locale: Locale = "de"): string {
  const text = words[locale].whatsapp(scheduleOf(session, locale), webinarUrlIn(locale));
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
