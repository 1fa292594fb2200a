// The venue's time: wall-clock times in a named time zone (the webinar, tours and follow-ups are in
// Frankfurt time) turned into instants and back, and Frankfurt's calendar day, with the platform's
// Intl data: no time-zone library in the bundle. (SQL says `(now() at time zone 'Europe/Berlin')::date`.)

export const VENUE_TIME_ZONE = "Europe/Berlin";

// Made once per time zone: building an Intl.DateTimeFormat costs far more than using one (a month's
// free tour times asks for about a thousand offsets).
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: VENUE_TIME_ZONE });
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The Frankfurt calendar day of `at` (YYYY-MM-DD). */
export function frankfurtDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

const weekdayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long" });
const dayMonthFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long" });
const shortDayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** A calendar day (YYYY-MM-DD) as a person reads it: "Monday, 7 December" (short: "Mon 7 Dec"). */
export function dayLabel(day: string, style: "long" | "short" = "long"): string {
  const date = new Date(`${day}T12:00:00Z`);
  return style === "short"
    ? shortDayFormat.format(date)
    : `${weekdayFormat.format(date)}, ${dayMonthFormat.format(date)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The offset of `timeZone` from UTC at `instant`, in minutes (Europe/Berlin in July: 120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** "2025-07-18T11:00" read as a wall-clock time in `timeZone` -> the instant it denotes. */
export function instantFromZonedLocal(local: string, timeZone: string): Date {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) throw new Error(`Expected a local time like 2025-07-18T11:00, got "${local}"`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi);
  // First guess with the offset at the wall time, then correct once for a DST change in between.
  let instant = wallAsUtc - zoneOffsetMinutes(new Date(wallAsUtc), timeZone) * 60_000;
  instant = wallAsUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}
