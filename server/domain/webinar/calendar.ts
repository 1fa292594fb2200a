import { site } from "../company/site.ts";
import { sessionSchedule, webinar, webinarPathsIn, webinarWords } from "./webinar.ts";
import { bilingual, type Locale } from "../company/locale.ts";
import { buildIcs, type CalendarEvent } from "../../mail/ics.ts";

// A registrant's session as a calendar event: the confirmation page's download (built in the browser,
// or by /webinar/led-wall.ics without JavaScript) and the mail of a moved session carry the same file.

/** The calendar file of a registration's session, for visitors without JavaScript: `?t=<token>`. */
export const CALENDAR_FILE_PATH = "/webinar/led-wall.ics";
export const CALENDAR_FILE_NAME = "spark-webinar-led-wall-events.ics";

/** The calendar entry's words, in the registrant's language (German unless told). */
const calendarWords = bilingual({
  en: {
    title: `Live webinar: ${webinarWords.en.title}`,
    about: `Free live webinar by ${site.name} Frankfurt with ${webinar.host.name}, ${webinarWords.en.hostRole}.`,
    room: "Live room",
    early: `Please be in the room ${webinar.earlyJoinMinutes} minutes before the start.`,
    programme: "Programme",
  },
  de: {
    title: `Live-Webinar: ${webinar.title}`,
    about: `Kostenfreies Live-Webinar von ${site.name} Frankfurt mit ${webinar.host.name}, ${webinar.host.role}.`,
    room: "Live-Raum",
    early: `Bitte seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
    programme: "Programm",
  },
});

/** What the calendar file needs of a registration and its session. */
export interface CalendarSession {
  slug: string;
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
  joinUrl: string;
  registrationId: number;
  /** The session's calendar revision: raised each time its time changes. */
  sequence: number;
}

/**
 * A session as a calendar event (spec section 3: title, UTC times, description, 'Online Webinar');
 * `origin` is the public site's, for the programme's link.
 */
export function sessionCalendarEvent(session: CalendarSession, origin: string, locale: Locale = "de"): CalendarEvent {
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  const schedule = sessionSchedule(new Date(session.startsAt), session.durationMinutes);
  const t = calendarWords[locale];
  return {
    // One UID per registrant and session: importing it again updates the entry.
    uid: `${session.slug}-${session.registrationId}@${domain}`,
    sequence: session.sequence,
    title: t.title,
    description: [
      t.about,
      `${t.room}: ${session.joinUrl}`,
      t.early,
      `${t.programme}: ${origin.replace(/\/$/, "")}${webinarPathsIn(locale).landingPath}`,
    ].join("\n"),
    location: webinar.location,
    start: new Date(schedule.start),
    end: new Date(schedule.end),
    url: session.joinUrl,
  };
}

export function sessionIcs(
  session: CalendarSession,
  origin: string,
  now: Date = new Date(),
  locale: Locale = "de",
): string {
  return buildIcs(sessionCalendarEvent(session, origin, locale), now);
}
