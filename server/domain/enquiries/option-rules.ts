// How long options run and how far staff may extend one at once (decisions 1130, 1136): read by the
// domain, the enquiry page and the lead page's form. No imports: browser code reads it too.

/** A first option holds its dates this many days unless extended (a promoted one from its promotion). */
export const OPTION_DAYS = 7;

/** Days an option may be extended by at once; the form's default is a week. */
export const EXTEND_DAYS = { min: 1, max: 30, default: 7 } as const;
