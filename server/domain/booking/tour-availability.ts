import Holidays from "date-holidays";
import { site } from "../company/site.ts";
import { instantFromZonedLocal, VENUE_TIME_ZONE } from "../company/venue-time.ts";

// Which tour times are free (issue 46, decision 1125): the venue's weekly hours, the tour's length,
// a buffer between tours, the minimum notice, how far ahead, how many guides, blocked periods and
// Hesse's public holidays. Pure: the bookings and blocks are passed in, the clock too. Storing a
// booking so that no slot is ever taken twice is the database's job, not this module's.

/** 1 = Monday ... 7 = Sunday (ISO). */
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface TourRules {
  /** Opening hours per weekday, Frankfurt wall-clock "HH:MM"; a day without hours takes no tour. */
  weeklyHours: Record<Weekday, { from: string; to: string }[]>;
  tourMinutes: number;
  /** Free time kept between two tours of one guide. */
  bufferMinutes: number;
  /** Tours start every so many minutes within the hours. */
  stepMinutes: number;
  /** Booked from this many working days after today on (1: the next working day). */
  noticeWorkingDays: number;
  /** Booked at most this many weeks ahead. */
  horizonWeeks: number;
  /** Tours at one time (the guides on duty). */
  guides: number;
}

// The hours and the length the site states (site.ts: "9:00-18:00", "60-90" minutes), read, not retyped.
const [opens, closes] = site.tourAvailability.hours.split("-").map((time) => time.padStart(5, "0")) as [string, string];
const workday = [{ from: opens, to: closes }];

/** The venue's rules as the site states them: tours Mon-Fri 9:00-18:00, weekends by arrangement. */
export const defaultTourRules: TourRules = {
  weeklyHours: { 1: workday, 2: workday, 3: workday, 4: workday, 5: workday, 6: [], 7: [] },
  tourMinutes: Number(site.tourAvailability.minutes.split("-")[0]),
  bufferMinutes: 15,
  stepMinutes: 30,
  noticeWorkingDays: 1,
  horizonWeeks: 8,
  guides: 1,
};

/** A time that is not free: a booked tour (of one guide, when known), or a period staff blocked. */
export interface BusyPeriod {
  start: Date;
  end: Date;
  guide?: number;
}

const hesse = new Holidays("DE", "HE");
// A year's holidays worked out once (date-holidays computes the whole year on each question).
const holidaysByYear = new Map<number, Map<string, string>>();

/** The public holiday of Hesse on a Frankfurt day (YYYY-MM-DD), by name, or undefined. */
export function publicHoliday(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map(
      hesse
        .getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    );
    holidaysByYear.set(year, days);
  }
  return days.get(day);
}

function weekdayOf(day: string): Weekday {
  const sunday0 = new Date(`${day}T12:00:00Z`).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** The Frankfurt day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day with hours and no public holiday. */
function isTourDay(day: string, rules: TourRules): boolean {
  return rules.weeklyHours[weekdayOf(day)].length > 0 && publicHoliday(day) === undefined;
}

/**
 * A time the venue offers tours at by its rules: a tour day (not a public holiday) with the time
 * within its hours. Other times (a weekend, an evening) are requests by arrangement.
 */
export function withinTourHours(day: string, time: string, rules: TourRules): boolean {
  return isTourDay(day, rules) && rules.weeklyHours[weekdayOf(day)].some((span) => span.from <= time && time < span.to);
}

/** The first day a tour can be booked for, counted in tour days after `today`. */
export function firstBookableDay(today: string, rules: TourRules): string {
  let day = today;
  for (let counted = 0; counted < rules.noticeWorkingDays;) {
    day = addDays(day, 1);
    if (isTourDay(day, rules)) counted += 1;
  }
  return day;
}

/** The last day a tour can be booked for. */
export function lastBookableDay(today: string, rules: TourRules): string {
  return addDays(today, rules.horizonWeeks * 7);
}

export interface FreeTourTime {
  /** Frankfurt wall-clock "HH:MM". */
  time: string;
  startsAt: Date;
  endsAt: Date;
  /** Guides still free at that time. */
  left: number;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/**
 * The free tour times of a Frankfurt day: none on a day without hours, on a holiday, before the
 * notice or beyond the horizon; otherwise every start within the hours whose tour ends by closing,
 * overlaps no block, and leaves a guide free with the buffer kept to every other tour.
 */
export function freeTourTimes(input: {
  day: string;
  today: string;
  rules: TourRules;
  bookings: BusyPeriod[];
  blocks: BusyPeriod[];
}): FreeTourTime[] {
  const { day, today, rules, bookings, blocks } = input;
  if (!isTourDay(day, rules)) return [];
  if (day < firstBookableDay(today, rules) || day > lastBookableDay(today, rules)) return [];
  const buffer = rules.bufferMinutes * 60_000;
  const free: FreeTourTime[] = [];
  for (const hours of rules.weeklyHours[weekdayOf(day)]) {
    for (let start = minutes(hours.from); start + rules.tourMinutes <= minutes(hours.to); start += rules.stepMinutes) {
      const startsAt = instantFromZonedLocal(`${day}T${hhmm(start)}`, VENUE_TIME_ZONE);
      const endsAt = new Date(startsAt.getTime() + rules.tourMinutes * 60_000);
      if (blocks.some((block) => block.start < endsAt && startsAt < block.end)) continue;
      // Guides busy then: each guide once, however many of their tours touch the time.
      const busyGuides = new Set<number | BusyPeriod>();
      for (const tour of bookings)
        if (tour.start.getTime() < endsAt.getTime() + buffer && startsAt.getTime() < tour.end.getTime() + buffer)
          busyGuides.add(tour.guide ?? tour);
      const busy = busyGuides.size;
      if (busy < rules.guides) free.push({ time: hhmm(start), startsAt, endsAt, left: rules.guides - busy });
    }
  }
  return free;
}
