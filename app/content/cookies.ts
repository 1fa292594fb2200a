// The consent cookie as the cookie policy and the privacy page state it (its name and how long it
// lasts); app/features/consent sets and reads it.

/** The visitor's cookie choice, kept in a first-party cookie that the server can read too. */
export const CONSENT_COOKIE = "spark_consent";
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** The cookie's lifetime as the pages say it. */
export const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_SECONDS / (60 * 60 * 24 * 30.4));
