// The tour pages' own addresses (issue 46), pure so that pages and islands may import them.

/** A visitor's tour, opened with the signed link of their mail (?t=<token>). */
export const MANAGE_TOUR_PATH = "/book-tour/manage";

/** The tour pages in each language (app/lib/i18n/page-pairs.ts): a mail links to its tour's language. */
export const tourPaths = {
  en: { book: "/book-tour", manage: MANAGE_TOUR_PATH },
  de: { book: "/de/tour-buchen", manage: "/de/tour-buchen/verwalten" },
} as const;

/** The free tour times of a month for the tour form (?month=YYYY-MM). */
export const FREE_TIMES_PATH = "/book-tour/free-times";

/** The answer of FREE_TIMES_PATH: each day of the month with its free tour times ("HH:MM"). */
export interface FreeTimesAnswer {
  month: string;
  /** The last day tours are offered for (the rules' weeks ahead): the form's calendar goes no further. */
  lastDay: string;
  days: { day: string; times: string[] }[];
}
