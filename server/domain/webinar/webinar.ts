import type { WebinarConfig } from "./webinar.schema.ts";
import { sample } from "../company/sample.ts";
import { capacityText } from "../company/venue-figures.ts";
import { bilingual, frankfurtTimeLabel, type Locale } from "../company/locale.ts";

export type { WebinarConfig };

// The live webinar on LED-wall events (spec section 2 and 9): what holds for every session. The
// dates, seats and join links are sessions in the database, scheduled by staff in the back office
// (docs/decisions/1000-webinar-sessions-as-data.md); sessionSchedule() turns one into German texts.

/** The webinar's facts that hold for every session. */
export const webinar: WebinarConfig = {
  topic: "LED-Wall-Events",
  title: "LED-Wall-Events, die im Gedächtnis bleiben",
  subtitle: "Das kostenfreie Live-Webinar für Marketing-, HR- und Eventverantwortliche",
  timeZone: "Europe/Berlin",
  durationMinutes: 60,
  host: sample("webinar-host", {
    name: "Daniel Brandt",
    role: "Head of Event Production bei SPARK",
    participants: 5000,
    bio: `Daniel plant und produziert seit zwölf Jahren Events mit LED-Technik: vom Vorstandsmeeting für 25 Gäste bis zur Award-Show mit ${capacityText.triple} Gästen über drei Etagen. In seinen Webinaren und Workshops hat er bereits über 5.000 Teilnehmende geschult.`,
  }),
  location: "Online Webinar",
  smsReminderMinutesBefore: 5,
  earlyJoinMinutes: "2-3",
  countryCodes: ["+49", "+43", "+41"],
  landingPath: "/webinar/led-wall",
  confirmationPath: "/webinar/confirmation",
};

/**
 * The webinar's pages in a language: the spec's German addresses and their English twins under /en/
 * (app/lib/i18n/page-pairs.ts). Mails and signed links lead to the registrant's language.
 */
export function webinarPathsIn(locale: Locale): { landingPath: string; confirmationPath: string } {
  const prefix = locale === "en" ? "/en" : "";
  return { landingPath: `${prefix}${webinar.landingPath}`, confirmationPath: `${prefix}${webinar.confirmationPath}` };
}

/**
 * The facts' words in both languages (issue 44): the spec wrote the webinar in German (`webinar`
 * above, unchanged); the English pages, mails and calendar files read the English twin.
 */
export const webinarWords = bilingual({
  en: {
    title: "LED wall events that stay in the memory",
    subtitle: "The free live webinar for marketing, HR and event managers",
    hostRole: "Head of Event Production at SPARK",
    hostBio: `Daniel has been planning and producing events with LED technology for twelve years: from a board meeting for 25 guests to an awards show with ${capacityText.triple} guests across three floors. He has already trained more than 5,000 participants in his webinars and workshops.`,
  },
  de: {
    title: webinar.title,
    subtitle: webinar.subtitle,
    hostRole: webinar.host.role,
    hostBio: webinar.host.bio,
  },
});

interface LocalParts {
  weekday: string;
  day: string;
  month: string;
  monthName: string;
  year: string;
  hour: string;
  minute: string;
}

/** The wall-clock parts of an instant in the webinar's time zone, in German. */
export function localParts(instant: Date, timeZone = webinar.timeZone): LocalParts {
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone,
    weekday: "long",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const monthName = new Intl.DateTimeFormat("de-DE", { timeZone, month: "long" }).format(instant);
  return {
    weekday: get("weekday"),
    day: get("day"),
    month: get("month"),
    monthName,
    year: get("year"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** Every date text and instant of a session that starts at `start` and lasts `durationMinutes`. */
export function sessionSchedule(start: Date, durationMinutes: number, timeZone = webinar.timeZone) {
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const s = localParts(start, timeZone);
  const e = localParts(end, timeZone);
  const time = `${s.hour}:${s.minute}`;
  return {
    /** ISO instants (UTC). */
    start: start.toISOString(),
    end: end.toISOString(),
    /** "11:00": the stored preferred_time. */
    time,
    endTime: `${e.hour}:${e.minute}`,
    /** "18.07.2025" */
    date: `${s.day}.${s.month}.${s.year}`,
    /** "18. Juli 2025" */
    dateLong: `${Number(s.day)}. ${s.monthName} ${s.year}`,
    /** "Freitag, 18.07. 11:00 Uhr": a session's date option, with its true weekday. */
    dateOptionLabel: `${s.weekday}, ${s.day}.${s.month}. ${time} Uhr`,
    weekday: s.weekday,
  };
}

/**
 * A session's date texts in a page's language: German as sessionSchedule() gives them; English as
 * "18 July 2025", "Friday 18 July, 11:00" (Frankfurt wall-clock time, which the texts name).
 */
export function sessionScheduleIn(start: Date, durationMinutes: number, locale: Locale, timeZone = webinar.timeZone) {
  const german = sessionSchedule(start, durationMinutes, timeZone);
  if (locale === "de") return { ...german, zone: frankfurtTimeLabel.de };
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).format(start);
  const weekday = part({ weekday: "long" });
  const date = part({ day: "numeric", month: "long", year: "numeric" });
  return {
    ...german,
    /** "18 July 2025" */
    date,
    dateLong: date,
    /** "Friday 18 July, 11:00" */
    dateOptionLabel: `${weekday} ${part({ day: "numeric", month: "long" })}, ${german.time}`,
    weekday,
    zone: frankfurtTimeLabel.en,
  };
}
