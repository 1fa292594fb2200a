import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { isIndexablePath } from "./indexing";

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
  /** Further JSON-LD objects for this page (an Event, a Product...). */
  jsonLd?: Record<string, unknown>[];
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

const organizationJsonLd = () => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.name,
  legalName: site.legalName,
  url: absoluteUrl("/"),
  logo: absoluteUrl("/favicon.svg"),
  email: site.email.sales,
  telephone: site.phone.display,
  address: {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    addressCountry: site.address.countryCode,
  },
  contactPoint: [
    {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email.sales,
      telephone: site.phone.display,
      areaServed: "DE",
      availableLanguage: ["English", "German"],
    },
  ],
  sameAs: site.social.map((s) => s.href),
});

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const title = page.path === "/" ? page.title : `${page.title} | ${site.name} Frankfurt`;
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
    { property: "og:locale", content: page.locale ?? site.locale },
    { property: "og:site_name", content: site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd() },
    ...(page.jsonLd ?? []).map((entry) => ({ "script:ld+json": entry })),
  ];
}
