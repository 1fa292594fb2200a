import { bilingual, type Locale } from "../company/locale.ts";
import { site } from "../company/site.ts";
import { dayLabel, VENUE_TIME_ZONE } from "../company/venue-time.ts";

// How the tour's pages, island and mails write its days and times, per language (issue 44): English
// as before ("Monday, 7 December", "Monday, 7 December 2026 at 10:00"), German as GERMAN.md writes
// them ("Montag, 07.12.2026", "Montag, 07.12.2026, 10:00 Uhr"), always in Frankfurt time. Pure:
// the tour form's island imports it.

const utc = { timeZone: "UTC" } as const;
const zone = { timeZone: VENUE_TIME_ZONE } as const;

const dayFormats = {
  long: new Intl.DateTimeFormat("de-DE", {
    ...utc,
    weekday: "long",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }),
  short: new Intl.DateTimeFormat("de-DE", { ...utc, weekday: "short", day: "2-digit", month: "2-digit" }),
} as const;

/**
 * A calendar day (YYYY-MM-DD) as a person reads it: "Monday, 7 December" / "Montag, 07.12.2026"
 * (short: "Mon 7 Dec" / "Mo., 07.12.").
 */
export function tourDayLabel(day: string, locale: Locale, style: "long" | "short" = "long"): string {
  return locale === "de" ? dayFormats[style].format(new Date(`${day}T12:00:00Z`)) : dayLabel(day, style);
}

const momentFormats = {
  en: {
    day: new Intl.DateTimeFormat("en-GB", { ...zone, weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    time: new Intl.DateTimeFormat("en-GB", { ...zone, hour: "2-digit", minute: "2-digit" }),
  },
  de: {
    day: new Intl.DateTimeFormat("de-DE", {
      ...zone,
      weekday: "long",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }),
    time: new Intl.DateTimeFormat("de-DE", { ...zone, hour: "numeric", minute: "2-digit" }),
  },
} as const;

/** "Monday, 7 December 2026 at 10:00" / "Montag, 07.12.2026, 10:00 Uhr" (Frankfurt time). */
export function tourWhen(at: Date, locale: Locale = "en"): string {
  const f = momentFormats[locale];
  return locale === "de"
    ? `${f.day.format(at)}, ${f.time.format(at)} Uhr`
    : `${f.day.format(at)} at ${f.time.format(at)}`;
}

/** "10:00" (a free time as the server lists it) as the page shows it: "10:00" / "10:00 Uhr". */
export const tourTimeLabel = (time: string, locale: Locale): string =>
  locale === "de" ? `${time.replace(/^0(\d)/, "$1")} Uhr` : time;

const { hours, minutes } = site.tourAvailability;

/** When tours take place and how long they last, as the page and the mails say it. */
export const tourAvailabilityWords = bilingual<{ weekdays: string; weekends: string; duration: string }>({
  en: {
    weekdays: site.tourAvailability.weekdays,
    weekends: site.tourAvailability.weekends,
    duration: site.tourAvailability.duration,
  },
  de: {
    weekdays: `Montag bis Freitag, ${hours.replace("-", "–")} Uhr`,
    weekends: "Am Wochenende nach Vereinbarung",
    duration: `Eine Besichtigung dauert ${minutes.replace("-", "–")} Minuten`,
  },
});
