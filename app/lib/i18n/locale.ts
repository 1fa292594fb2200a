import { createContext, useContext } from "react";
import { localeOr, type Locale } from "../../../server/domain/company/locale.ts";
import { pagePairs, specSide, type PagePair } from "./page-pairs.ts";

export {
  bilingual,
  formatEuro,
  formatNumber,
  inLocale,
  localeTags,
  text,
  type InLocale,
  type Locale,
  type Text,
} from "../../../server/domain/company/locale.ts";

// Which language a page is in and where its twin is, from app/lib/i18n/page-pairs.ts
// (docs/decisions/0696). The language is the address's: never the browser's, never a cookie.

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** "/de/veranstaltungsorte/:productId" as a pattern with its parameter names. */
function compile(pattern: string) {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { regex: new RegExp(`^${source}$`), names };
}

const compiled = pagePairs.map((pair) => ({ pair, en: compile(pair[0]), de: compile(pair[1]) }));

interface PairMatch {
  pair: PagePair;
  locale: Locale;
  params: Record<string, string>;
}

/** The pair a path belongs to, the side it is on and its parameters. Static pages win over patterns. */
function matchPair(pathname: string): PairMatch | undefined {
  const path = withoutSlash(pathname);
  let fallback: PairMatch | undefined;
  for (const entry of compiled) {
    for (const locale of ["en", "de"] as const) {
      const m = entry[locale].regex.exec(path);
      if (!m) continue;
      const params = Object.fromEntries(entry[locale].names.map((name, i) => [name, decodeURIComponent(m[i + 1]!)]));
      const found = { pair: entry.pair, locale, params };
      if (entry[locale].names.length === 0) return found;
      fallback ??= found;
    }
  }
  return fallback;
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** The language of the page at this path: its side of the pair, else German under /de/, else English. */
export function localeOfPath(address: string): Locale {
  // A page's data request (`/de.data`, as the prerender asks for the German home's) is the page's.
  const pathname = address.endsWith(".data") ? address.slice(0, -".data".length) || "/" : address;
  const match = matchPair(pathname);
  if (match) return match.locale;
  const path = withoutSlash(pathname);
  return localeOr(path === "/de" || path.startsWith("/de/") ? "de" : "en");
}

/** The same page in the other language, when it has been written in both. */
export function twinPath(pathname: string): { path: string; locale: Locale } | undefined {
  const match = matchPair(pathname);
  if (!match) return undefined;
  const locale: Locale = match.locale === "en" ? "de" : "en";
  return { path: fill(match.pair[locale === "en" ? 0 : 1], match.params), locale };
}

/** Both addresses of a page written in both languages (for hreflang and the sitemap). */
export function pageAlternates(pathname: string): Record<Locale, string> | undefined {
  const match = matchPair(pathname);
  if (!match) return undefined;
  return { en: fill(match.pair[0], match.params), de: fill(match.pair[1], match.params) };
}

/** The address the spec gives a page ("/contact" for "/de/kontakt"): forms and rules are listed by it. */
export function specPath(pathname: string): string {
  const match = matchPair(pathname);
  return match ? fill(match.pair[specSide(match.pair) === "en" ? 0 : 1], match.params) : withoutSlash(pathname);
}

/** The English address of a page (its share card and indexing rules are listed by it). */
export function englishPath(pathname: string): string {
  return pageAlternates(pathname)?.en ?? withoutSlash(pathname);
}

/**
 * An internal link in the page's language: "/contact#form" on a German page leads to
 * "/de/kontakt#form" once the contact page has its twin; links to pages in one language stay.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const alternates = pageAlternates(path);
  return alternates ? `${alternates[locale]}${rest}` : href;
}

/**
 * The language of the page being rendered: given by the document (app/root.tsx) and by each island's
 * frame (app/islands/Island.tsx), so that it is the same on the server, in islands and under React Router.
 */
export const LocaleContext = createContext<Locale>("en");

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
