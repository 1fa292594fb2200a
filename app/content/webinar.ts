import { instantFromZonedLocal } from "../lib/zoned-time.ts";
import type { WebinarConfig } from "./webinar.schema.ts";
import { sample } from "./sample.ts";
import { capacityText } from "./venue-figures.ts";

export type { WebinarConfig };

// The live webinar on LED-wall events (spec section 2 and 9): one place for its facts. Every
// date on the landing and confirmation pages, the countdown target, the calendar file and the
// stored registration are derived from this, so the next webinar is one edit here.

export const webinarConfig: WebinarConfig = {
  id: "led-wall-2025-07-18",
  topic: "LED-Wall-Events",
  title: "LED-Wall-Events, die im Gedächtnis bleiben",
  subtitle: "Das kostenfreie Live-Webinar für Marketing-, HR- und Eventverantwortliche",
  timeZone: "Europe/Berlin",
  localStart: "2025-07-18T11:00",
  durationMinutes: 60,
  seats: 100,
  // Verbatim from the spec (see docs/decisions/0401-webinar-date-option-weekday.md).
  dateOption: "Donnerstag, 18.07. 11:00 Uhr",
  host: sample("webinar-host", {
    name: "Daniel Brandt",
    role: "Head of Event Production bei SPARK",
    participants: 5000,
    bio: `Daniel plant und produziert seit zwölf Jahren Events mit LED-Technik: vom Vorstandsmeeting für 25 Gäste bis zur Award-Show mit ${capacityText.triple} Gästen über drei Etagen. In seinen Webinaren und Workshops hat er bereits über 5.000 Teilnehmende geschult.`,
  }),
  joinUrl: "https://live.spark-frankfurt.de/raum/led-wall-events-2025-07-18",
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
export function localParts(instant: Date, timeZone = webinarConfig.timeZone): LocalParts {
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
export function sessionSchedule(start: Date, durationMinutes: number, timeZone = webinarConfig.timeZone) {
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
    /** "18.07. 11:00 Uhr": what the date option must end with. */
    dateOptionSuffix: `${s.day}.${s.month}. ${time} Uhr`,
    /** "Freitag, 18.07. 11:00 Uhr": a session's date option, with its true weekday. */
    dateOptionLabel: `${s.weekday}, ${s.day}.${s.month}. ${time} Uhr`,
    weekday: s.weekday,
  };
}

/** Derives every date text and instant of a webinar from its configuration. */
export function scheduleOf(config: WebinarConfig) {
  return sessionSchedule(
    instantFromZonedLocal(config.localStart, config.timeZone),
    config.durationMinutes,
    config.timeZone,
  );
}

/** A configuration with its derived schedule; refuses a date option that names another day or time. */
export function buildWebinar(config: WebinarConfig) {
  const schedule = scheduleOf(config);
  if (!config.dateOption.endsWith(schedule.dateOptionSuffix)) {
    throw new Error(
      `Webinar date option "${config.dateOption}" does not match the start (${schedule.dateOptionSuffix})`,
    );
  }
  return { ...config, ...schedule };
}

/** The webinar: its configuration with the derived schedule. */
export const webinar = buildWebinar(webinarConfig);

/** Minutes from the start to a point of the agenda, as a clock time: 10 -> "11:10". */
export function agendaTime(offsetMinutes: number): string {
  const parts = localParts(new Date(Date.parse(webinar.start) + offsetMinutes * 60_000));
  return `${parts.hour}:${parts.minute}`;
}

/** The label stored in tour_bookings.additional_information that marks a webinar sign-up. */
export const webinarSignupLabel = `Webinar-Anmeldung: ${webinar.topic} (${webinar.id})`;
