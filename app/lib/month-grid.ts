import { bilingual } from "./i18n/locale";

// A month as a calendar shows it, Monday first, in both languages: the public availability
// (app/features/enquiry/AvailabilityCalendar.tsx) and the tour form's month (TourTimeFields.tsx).

export const monthGridWords = bilingual({
  en: {
    monthName: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
    weekdays: [
      ["Mo", "Monday"],
      ["Tu", "Tuesday"],
      ["We", "Wednesday"],
      ["Th", "Thursday"],
      ["Fr", "Friday"],
      ["Sa", "Saturday"],
      ["Su", "Sunday"],
    ],
  },
  de: {
    monthName: new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" }),
    weekdays: [
      ["Mo", "Montag"],
      ["Di", "Dienstag"],
      ["Mi", "Mittwoch"],
      ["Do", "Donnerstag"],
      ["Fr", "Freitag"],
      ["Sa", "Samstag"],
      ["So", "Sonntag"],
    ],
  },
});

/** A month's days (YYYY-MM-DD, in order from the 1st) as weeks of seven, Monday first, blank cells around. */
export function weeksOf<Day extends { day: string }>(days: Day[]): (Day | undefined)[][] {
  const lead = (new Date(`${days[0]!.day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (Day | undefined)[] = [...Array<undefined>(lead), ...days];
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => {
    const row = cells.slice(week * 7, week * 7 + 7);
    return [...row, ...Array<undefined>(7 - row.length)];
  });
}
