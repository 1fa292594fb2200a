import type { TourRules } from "../../../server/domain/booking/tour-availability.ts";

// The form of the tour rules on /staff/tours (issue 46): the weekly hours as one line of text per
// weekday ("09:00-18:00, 19:00-21:00"; empty: no tours), the numbers as whole numbers. Only the
// form's shape is read here; the ranges are tour-rules.ts's schema's, whose message the page shows.

type Weekday = keyof TourRules["weeklyHours"];
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Weekday[];

export const weekdayLabels: Record<Weekday, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

type NumberRule = Exclude<keyof TourRules, "weeklyHours">;

/** The number fields, in the form's order, with their labels. */
export const numberRuleLabels: Record<NumberRule, string> = {
  tourMinutes: "Tour length (minutes)",
  bufferMinutes: "Buffer between tours (minutes)",
  stepMinutes: "Start every (minutes)",
  noticeWorkingDays: "Minimum notice (working days)",
  horizonWeeks: "Book ahead (weeks)",
  guides: "Guides",
};
export const numberRules = Object.keys(numberRuleLabels) as NumberRule[];

/** The field of a weekday's hours. */
export const hoursField = (day: Weekday) => `hours_${day}`;

/** The rules as the form's fields (the form's starting values). */
export function rulesToForm(rules: TourRules): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const day of weekdays)
    fields[hoursField(day)] = rules.weeklyHours[day].map((span) => `${span.from}-${span.to}`).join(", ");
  for (const name of numberRules) fields[name] = String(rules[name]);
  return fields;
}

// "9:00" is read as "09:00"; a dash or an en dash between the two times.
const SPAN = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;
const clock = (hours: string, minutes: string) => `${hours.padStart(2, "0")}:${minutes}`;

/** The posted form as rules, or the first thing wrong with it, in a sentence. */
export function rulesFromForm(form: FormData | Record<string, unknown>): { rules: TourRules } | { error: string } {
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : form[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const weeklyHours = {} as TourRules["weeklyHours"];
  for (const day of weekdays) {
    const text = field(hoursField(day));
    const spans = text ? text.split(",").map((span) => SPAN.exec(span.trim())) : [];
    if (spans.some((span) => !span))
      return {
        error: `${weekdayLabels[day]}: please write the hours like 10:00-17:00, several separated by commas.`,
      };
    weeklyHours[day] = spans.map((span) => ({ from: clock(span![1]!, span![2]!), to: clock(span![3]!, span![4]!) }));
  }
  const numbers = {} as Record<NumberRule, number>;
  for (const name of numberRules) {
    const text = field(name);
    if (!/^\d+$/.test(text)) return { error: `${numberRuleLabels[name]}: please enter a whole number.` };
    numbers[name] = Number(text);
  }
  return { rules: { weeklyHours, ...numbers } };
}

/** A refused save's first issue, named by its field ("Guides: Too big: ..."). */
export function rulesErrorMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const [first, day] = issue.path;
  const label = first === "weeklyHours" ? weekdayLabels[Number(day) as Weekday] : numberRuleLabels[first as NumberRule];
  return label ? `${label}: ${issue.message}` : issue.message;
}
