import { site } from "../company/site.ts";
import { sessionSchedule, webinar } from "./webinar.ts";
import { buildIcs, type CalendarEvent } from "../../mail/ics.ts";

// A registrant's session as a calendar event: the confirmation page's download (built in the browser,
// or by /webinar/led-wall.ics without JavaScript) and the mail of a moved session carry the same file.

/** The calendar file of a registration's session, for visitors without JavaScript: `?t=<token>`. */
export const CALENDAR_FILE_PATH = "/webinar/led-wall.ics";
export const CALENDAR_FILE_NAME = "spark-webinar-led-wall-events.ics";

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
export function sessionCalendarEvent(session: CalendarSession, origin: string): CalendarEvent {
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  const schedule = sessionSchedule(new Date(session.startsAt), session.durationMinutes);
  return {
    // One UID per registrant and session: importing it again updates the entry.
    uid: `${session.slug}-${session.registrationId}@${domain}`,
    sequence: session.sequence,
    title: `Live-Webinar: ${webinar.title}`,
    description: [
      `Kostenfreies Live-Webinar von ${site.name} Frankfurt mit ${webinar.host.name}, ${webinar.host.role}.`,
      `Live-Raum: ${session.joinUrl}`,
      `Bitte seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
      `Programm: ${origin.replace(/\/$/, "")}${webinar.landingPath}`,
    ].join("\n"),
    location: webinar.location,
    start: new Date(schedule.start),
    end: new Date(schedule.end),
    url: session.joinUrl,
  };
}

export function sessionIcs(session: CalendarSession, origin: string, now: Date = new Date()): string {
  return buildIcs(sessionCalendarEvent(session, origin), now);
}
