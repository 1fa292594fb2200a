// Which pages search engines may index. One list: seo() marks these pages noindex, the sitemap
// leaves them out and robots.txt keeps crawlers out of the gated ones.
import { specPath } from "./i18n/locale.ts";
import { pagePairs } from "./i18n/page-pairs.ts";

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

/** A page in either language: the rules are written for the spec's addresses (docs/decisions/0696). */
export function isIndexablePath(path: string): boolean {
  const spec = specPath(path);
  return !NOINDEX_RULES.some((rule) => rule.pattern.test(spec));
}

/** What robots.txt keeps crawlers out of: the rules' paths and the twins of the pages they cover. */
export function disallowedPaths(): string[] {
  const twins = pagePairs.flatMap(([en, de]) => {
    const [spec, twin] = en.startsWith("/en/") ? [de, en] : [en, de];
    const covered = NOINDEX_RULES.some((rule) => rule.disallow && rule.pattern.test(spec));
    return covered ? [twin] : [];
  });
  return [...NOINDEX_RULES.flatMap((rule) => (rule.disallow ? [rule.disallow] : [])), ...twins];
}
