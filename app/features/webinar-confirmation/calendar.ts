import { site } from "../../content/site.ts";
import { webinar } from "../../content/webinar.ts";
import { buildIcs, type CalendarEvent } from "../../lib/ics.ts";
import { absoluteUrl } from "../../lib/seo.ts";

/** The same file, prerendered, for visitors without JavaScript (routes/webinar.led-wall[.]ics.ts). */
export const CALENDAR_FILE_PATH = "/webinar/led-wall.ics";
export const CALENDAR_FILE_NAME = "spark-webinar-led-wall-events.ics";

/** The webinar as a calendar event (spec section 3: title, 09:00-10:00 UTC, description, 'Online Webinar'). */
export function webinarCalendarEvent(): CalendarEvent {
  const domain = new URL(site.defaultOrigin).hostname.replace(/^www\./, "");
  return {
    uid: `${webinar.id}@${domain}`,
    title: `Live-Webinar: ${webinar.title}`,
    description: [
      `Kostenfreies Live-Webinar von ${site.name} Frankfurt mit ${webinar.host.name}, ${webinar.host.role}.`,
      `Live-Raum: ${webinar.joinUrl}`,
      `Bitte seien Sie ${webinar.earlyJoinMinutes} Minuten vor Beginn im Raum.`,
      `Programm: ${absoluteUrl(webinar.landingPath)}`,
    ].join("\n"),
    location: webinar.location,
    start: new Date(webinar.start),
    end: new Date(webinar.end),
    url: webinar.joinUrl,
  };
}

export function webinarIcs(now: Date = new Date()): string {
  return buildIcs(webinarCalendarEvent(), now);
}
