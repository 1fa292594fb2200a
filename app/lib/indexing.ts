// Which pages search engines may index. One list: seo() marks these pages noindex, the sitemap
// leaves them out and robots.txt keeps crawlers out of the gated ones.

export interface NoindexRule {
  pattern: RegExp;
  /** Also disallowed in robots.txt (the password-gated pages). */
  disallow?: string;
}

export const NOINDEX_RULES: NoindexRule[] = [
  { pattern: /^\/event-planners(\/.*)?$/, disallow: "/event-planners" },
  { pattern: /^\/development(\/.*)?$/, disallow: "/development" },
  { pattern: /^\/webinar\/confirmation$/ },
  // A visitor's own tour (a signed link from their mail) and the tour form's free times.
  { pattern: /^\/book-tour\/(manage|free-times)$/, disallow: "/book-tour/" },
  // A visitor's own event enquiry (a signed link from their mails).
  { pattern: /^\/enquire\/manage$/, disallow: "/enquire/manage" },
  // The back office.
  { pattern: /^\/staff(\/.*)?$/, disallow: "/staff" },
  // The newsletter endpoint's no-JavaScript answer page.
  { pattern: /^\/newsletter$/ },
];

export function isIndexablePath(path: string): boolean {
  return !NOINDEX_RULES.some((rule) => rule.pattern.test(path));
}
