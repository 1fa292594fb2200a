import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { isIndexablePath } from "./indexing";
import { breadcrumbJsonLd, organizationJsonLd as organizationLd, type Crumb } from "./structured-data";

/** What the default share card (og/og-default) shows, for og:image:alt. */
const DEFAULT_SHARE_IMAGE_ALT = "SPARK Frankfurt: an event stage lit by LED walls and moving lights at night";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path, e.g. "/contact". */
  path: string;
  /** Open Graph card id: og/<image> painted by scripts/generate-art.ts; defaults to "og-default". */
  image?: string;
  /** Defaults from app/lib/indexing.ts: gated pages and the webinar confirmation are noindex. */
  noindex?: boolean;
  locale?: "en_GB" | "de_DE";
  type?: "website" | "article" | "event";
  /** What the share card shows (og:image:alt); required with a page's own image. */
  imageAlt?: string;
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

declare const __SITE_ORIGIN__: string | undefined;

/** The public origin, fixed at build time from PUBLIC_SITE_URL (vite.config.ts), else the site's own. */
function siteOrigin(): string {
  const fromBuild = typeof __SITE_ORIGIN__ === "string" ? __SITE_ORIGIN__ : "";
  return (fromBuild || site.defaultOrigin).replace(/\/$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path === "/" ? "/" : path}`;
}

const organizationJsonLd = () => organizationLd(absoluteUrl);

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const title = pageTitle(page.title, page.path);
  const image = absoluteUrl(`/art/og/${page.image ?? "og-default"}.png`);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...((page.noindex ?? !isIndexablePath(page.path)) ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: page.imageAlt ?? DEFAULT_SHARE_IMAGE_ALT },
    { property: "og:locale", content: page.locale ?? site.locale },
    { property: "og:site_name", content: site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.imageAlt ?? DEFAULT_SHARE_IMAGE_ALT },
    { "script:ld+json": organizationJsonLd() },
    ...(page.breadcrumbs ? [{ "script:ld+json": breadcrumbJsonLd(page.breadcrumbs, page.path, absoluteUrl) }] : []),
    ...(page.jsonLd ?? []).map((entry) => ({ "script:ld+json": entry })),
  ];
}
