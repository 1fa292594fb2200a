import { VENUE_TIME_ZONE } from "../company/venue-time.ts";
import { eventSpace } from "./spaces.ts";

// How the enquiry's mails (enquiry-mail.ts, option-mail.ts) write languages, spaces, dates and times:
// in the enquiry's language, in Frankfurt time (GERMAN.md: "Donnerstag, 13.03.2031", "9:00 Uhr").

export type Lang = "en" | "de";

export const frankfurtTime = { en: "Frankfurt time", de: "Frankfurter Zeit" } as const;

/** The enquiry's language for its mails; anything unknown is English. */
export const languageOf = (enquiry: { lang: string }): Lang => (enquiry.lang === "de" ? "de" : "en");

const zone = { timeZone: VENUE_TIME_ZONE };
export const formats = {
  // "Thursday, 12 March 2026" and "09:00"
  en: {
    day: new Intl.DateTimeFormat("en-GB", { ...zone, weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    time: new Intl.DateTimeFormat("en-GB", { ...zone, hour: "2-digit", minute: "2-digit" }),
    money: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }),
    list: new Intl.ListFormat("en-GB", { type: "conjunction" }),
  },
  // "Donnerstag, 12.03.2026" and "9:00"
  de: {
    day: new Intl.DateTimeFormat("de-DE", {
      ...zone,
      weekday: "long",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }),
    time: new Intl.DateTimeFormat("de-DE", { ...zone, hour: "numeric", minute: "2-digit" }),
    money: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }),
    list: new Intl.ListFormat("de-DE", { type: "conjunction" }),
  },
} as const;

/** The space's name in the language; an id no longer listed shows as itself. */
export function spaceName(spaceId: string, lang: Lang): string {
  const space = eventSpace(spaceId);
  if (!space) return spaceId;
  return lang === "de" ? space.nameDe : space.name;
}

/** A date of an enquiry: the day and the event's times. */
export interface EventDateTimes {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

/** "Thursday, 12 March 2026, 09:00–18:00" / "Donnerstag, 12.03.2026, 9:00–18:00 Uhr" (Frankfurt time). */
function dateText(date: EventDateTimes, lang: Lang): string {
  const f = formats[lang];
  const times = `${f.time.format(date.startsAt)}–${f.time.format(date.endsAt)}`;
  return `${f.day.format(date.startsAt)}, ${lang === "de" ? `${times} Uhr` : times}`;
}

/** The dates in order, one per day (a double floor holds each day once per floor), as a sentence's list. */
export function datesText(dates: EventDateTimes[], lang: Lang): string {
  const days = new Map<string, EventDateTimes>();
  for (const date of [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
    if (!days.has(date.day)) days.set(date.day, date);
  return formats[lang].list.format([...days.values()].map((date) => dateText(date, lang)));
}

/** A calendar day (YYYY-MM-DD) without a time: "Friday, 11 December 2026" / "Freitag, 11.12.2026". */
export const dayText = (day: string, lang: Lang): string => formats[lang].day.format(new Date(`${day}T12:00:00Z`));

/** "Thursday, 19 March 2026 at 14:05" / "Donnerstag, 19.03.2026, 14:05 Uhr" (Frankfurt time). */
export function momentText(at: Date, lang: Lang): string {
  const f = formats[lang];
  return lang === "de"
    ? `${f.day.format(at)}, ${f.time.format(at)} Uhr`
    : `${f.day.format(at)} at ${f.time.format(at)}`;
}

/** The sentence that carries the visitor's signed link to their enquiry (decision 1141). */
export function manageLinkText(url: string, lang: Lang): string {
  return lang === "de"
    ? `Über Ihren persönlichen Link können Sie Ihre Option ansehen, sie freigeben oder uns um die Bestätigung bitten: ${url}`
    : `See your option, release it or ask us to confirm: ${url}`;
}

/** The button to the visitor's enquiry page, under the mail's text. */
export const manageLinkLabel = { en: "See your option", de: "Ihre Option ansehen" } as const;
