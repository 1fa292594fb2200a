// How far staff may extend a first option at once (decision 1136): read by the domain, which refuses
// anything else, and by the lead page's form. No imports: the back office's browser code reads it too.

/** Days an option may be extended by at once; the form's default is a week. */
export const EXTEND_DAYS = { min: 1, max: 30, default: 7 } as const;
