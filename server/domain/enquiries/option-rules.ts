// How long options run and how far staff may extend one at once (decisions 1130, 1136): read by the
// domain, the enquiry page and the lead page's form. No imports: browser code reads it too.

/** A first option holds its dates this many days unless extended (a promoted one from its promotion). */
export const OPTION_DAYS = 7;

/** Days an option may be extended by at once; the form's default is a week. */
export const EXTEND_DAYS = { min: 1, max: 30, default: 7 } as const;

/**
 * The days an enquiry may ask for, seen from `today` (YYYY-MM-DD in Frankfurt): from tomorrow to the
 * same date a year on (29 February: 1 March). The form's bounds, the public calendar and the check.
 */
export function enquirableDays(today: string): { first: string; last: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    first: iso(new Date(Date.UTC(year, month - 1, day + 1))),
    last: iso(new Date(Date.UTC(year + 1, month - 1, day))),
  };
}

/** An offer (mailed when an option becomes a booking) is valid this many days from its date. */
export const OFFER_VALID_DAYS = 14;
