import type { WebinarConfig } from "./webinar.schema.ts";
import { sample } from "../company/sample.ts";
import { capacityText } from "../company/venue-figures.ts";

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
