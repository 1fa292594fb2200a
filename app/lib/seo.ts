import type { MetaDescriptor } from "react-router";
import { pageCards } from "~/content/page-cards";
import { site } from "../../server/domain/company/site";
import { isIndexablePath, NOINDEX_RULES } from "./indexing";
import { shareCardAlt, shareCardPath, type ShareCard } from "./share-card";
import { breadcrumbJsonLd, organizationJsonLd as organizationLd, type Crumb } from "./structured-data";
import { absoluteUrl } from "./site-url";
import { localeOfPath, localeTags, localizeHref, pageAlternates, type Locale } from "./i18n/locale";

/** The default share card (og/og-default), for pages without their own, and what it shows. */
export const DEFAULT_SHARE_IMAGE_PATH = "/art/og/og-default.png";
const DEFAULT_SHARE_IMAGE_ALT = {
  en: "SPARK Frankfurt: an event stage lit by LED walls and moving lights at night",
  de: "SPARK Frankfurt: eine Eventbühne bei Nacht, beleuchtet von LED-Wänden und Moving Heads",
} as const;
/** Every share card is painted at this size (app/lib/art.ts artFormat of og/ slots). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageSeo {
  title: string;
  description: string;
  /**
   * The page's path as the spec writes it, e.g. "/contact"; with `locale`, the page in that language
   * ("/de/kontakt") is the one described (app/lib/i18n/page-pairs.ts).
   */
  path: string;
  /**
   * The page's share card, when it is not the one app/content/page-cards.ts lists for its path (a
   * product page's). Gated and unlisted pages share the default card (og/og-default).
   */
  shareCard?: ShareCard;
  /** Defaults from app/lib/indexing.ts: gated pages and the webinar confirmation are noindex. */
  noindex?: boolean;
  /** The page's language; by default the language of `path`. */
  locale?: Locale;
  type?: "website" | "article" | "event";
  /** The breadcrumb the page shows, for its BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /** Further JSON-LD objects for this page (an Event, a Product...). */
  jsonLd?: object[];
}

/** Search results show about this much of a title and a description; longer ones are cut. */
export const TITLE_MAX_CHARS = 70;
export const DESCRIPTION_MAX_CHARS = 160;

/** The document title of a page: the home page's stands alone, the others end with the site's name. */
export function pageTitle(title: string, path: string): string {
  return path === "/" ? title : `${title} | ${site.name} Frankfurt`;
}

const organizationJsonLd = () => organizationLd(absoluteUrl);

/** The share card of a page: its own, the one listed for its path, or none (the default card). */
export function shareCardOf(page: Pick<PageSeo, "path" | "shareCard">): ShareCard | undefined {
  // A gated page's picture must not travel with a link to it: its card is always the default.
  if (NOINDEX_RULES.some((rule) => rule.disallow && rule.pattern.test(page.path))) return undefined;
  return page.shareCard ?? (Object.hasOwn(pageCards, page.path) ? pageCards[page.path] : undefined);
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const locale = page.locale ?? localeOfPath(page.path);
  const path = localizeHref(page.path, locale);
  const url = absoluteUrl(path);
  const title = pageTitle(page.title, page.path);
  // A page written in both languages names both, and English as the default (docs/decisions/0696).
  const alternates = pageAlternates(path);
  const otherLocale: Locale = locale === "en" ? "de" : "en";
  const card = shareCardOf(page);
  const image = absoluteUrl(card ? shareCardPath(card) : DEFAULT_SHARE_IMAGE_PATH);
  const imageAlt = card ? shareCardAlt(card, locale) : DEFAULT_SHARE_IMAGE_ALT[locale];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(alternates
      ? [
          { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(alternates.en) },
          { tagName: "link", rel: "alternate", hrefLang: "de", href: absoluteUrl(alternates.de) },
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates.en) },
        ]
      : []),
    ...((page.noindex ?? !isIndexablePath(page.path)) ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: localeTags[locale].openGraph },
    ...(alternates ? [{ property: "og:locale:alternate", content: localeTags[otherLocale].openGraph }] : []),
    { property: "og:site_name", content: site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    { "script:ld+json": organizationJsonLd() },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url,
        name: title,
        inLanguage: localeTags[locale].bcp47,
        isPartOf: { "@type": "WebSite", url: absoluteUrl("/") },
      },
    },
    ...(page.breadcrumbs ? [{ "script:ld+json": breadcrumbJsonLd(page.breadcrumbs, page.path, absoluteUrl) }] : []),
    ...(page.jsonLd ?? []).map((entry) => ({ "script:ld+json": entry })),
  ];
}
