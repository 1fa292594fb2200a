import { site } from "../../../server/domain/company/site.ts";
import { sessionSchedule, webinar } from "../../../server/domain/webinar/webinar.ts";
import { buildIcs, type CalendarEvent } from "../../lib/ics.ts";
import { absoluteUrl } from "../../lib/seo.ts";

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
}

/** A session as a calendar event (spec section 3: title, UTC times, description, 'Online Webinar'). */
export function sessionCalendarEvent(session: CalendarSession): CalendarEvent {
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  const schedule = sessionSchedule(new Date(session.startsAt), session.durationMinutes);
  return {
    // One UID per registrant and session: importing it again updates the entry.
    uid: `${session.slug}-${session.registrationId}@${domain}`,
    title: `Live-Webinar: ${webinar.title}`,
    description: [
      `Kostenfreies Live-Webinar von ${site.name} Frankfurt mit ${webinar.host.name}, ${webinar.host.role}.`,
      `Live-Raum: ${session.joinUrl}`,
      `Bitte seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
      `Programm: ${absoluteUrl(webinar.landingPath)}`,
    ].join("\n"),
    location: webinar.location,
    start: new Date(schedule.start),
    end: new Date(schedule.end),
    url: session.joinUrl,
  };
}

export function sessionIcs(session: CalendarSession, now: Date = new Date()): string {
  return buildIcs(sessionCalendarEvent(session), now);
}
