// The venue's calendar day: a follow-up, 'new today' and the morning digest count Frankfurt's days.
// (SQL says the same with `(now() at time zone 'Europe/Berlin')::date`.)

/** The Frankfurt calendar day of `at` (YYYY-MM-DD). */
export function frankfurtDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(at);
}
