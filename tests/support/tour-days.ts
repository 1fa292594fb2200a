// Days for the tour form's tests, counted from today: fixed dates would one day fall within the
// weeks the venue offers tours in (and be booked, not requested) or into the past (and be refused).

/** The day (YYYY-MM-DD) on an ISO weekday (1 = Monday ... 7 = Sunday) some weeks from now. */
export function dayAhead(weeks: number, weekday: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  const today = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  date.setUTCDate(date.getUTCDate() + weeks * 7 + (weekday - today));
  return date.toISOString().slice(0, 10);
}

/** A Saturday ten weeks ahead: never within the tour hours, so always a request by arrangement. */
export const arrangementDay = dayAhead(10, 6);

/** A day as the tour pages name it: "Monday, 7 December" (written out here, not taken from the code under test). */
export function dayHeading(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long" }).format(date);
  return `${weekday}, ${new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long" }).format(date)}`;
}

/** The first weekday some weeks ahead with more than one free tour time, as /book-tour/free-times answers it. */
export async function freeTourDay(
  request: { get(url: string): Promise<{ json(): Promise<unknown> }> },
  weeks = 3 + Math.floor(Math.random() * 4),
): Promise<{ day: string; times: string[] }> {
  const start = dayAhead(weeks, 1 + Math.floor(Math.random() * 5));
  const month = start.slice(0, 7);
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const following = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
  for (const m of [month, following]) {
    const answer = (await (await request.get(`/book-tour/free-times?month=${m}`)).json()) as {
      days: { day: string; times: string[] }[];
    };
    const found = answer.days.find((entry) => entry.day >= start && entry.times.length > 1);
    if (found) return found;
  }
  throw new Error(`no free tour day after ${start}`);
}
