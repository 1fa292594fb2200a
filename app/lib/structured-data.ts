import type { BreadcrumbList, EventVenue, Organization, QuantitativeValue, WebSite, WithContext } from "schema-dts";
import { site } from "../content/site.ts";

// The JSON-LD of the pages, typed against the schema.org vocabulary (schema-dts): a property that
// schema.org does not define for the type fails the type check. tests/e2e/audit-structured-data
// checks what the built pages carry.

type Absolute = (path: string) => string;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  postalCode: site.address.postalCode,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  addressCountry: site.address.countryCode,
} as const;

/** The logo image: a PNG painted at build time (scripts/generate-art.ts, slot brand/logo). */
export const LOGO_PATH = "/art/brand/logo.png";
export const LOGO_SIZE = 512;

export function organizationJsonLd(absolute: Absolute): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absolute("/"),
    logo: { "@type": "ImageObject", url: absolute(LOGO_PATH), width: `${LOGO_SIZE}`, height: `${LOGO_SIZE}` },
    email: site.email.sales,
    telephone: site.phone.display,
    address: postalAddress,
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
  };
}

export function websiteJsonLd(absolute: Absolute): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: `${site.name} Frankfurt`,
    url: absolute("/"),
    description: site.description,
    inLanguage: ["en", "de"],
    publisher: { "@type": "Organization", name: site.legalName, url: absolute("/") },
  };
}

export interface Crumb {
  label: string;
  /** Omitted for the page itself (the last crumb). */
  to?: string;
}

export function breadcrumbJsonLd(
  crumbs: Crumb[],
  currentPath: string,
  absolute: Absolute,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.to ?? currentPath),
    })),
  };
}

/** "900 sqm", "30-80 sqm", "1,300 sqm (with terrace)" -> a floor size in square metres (MTK). */
function floorSize(text: string): QuantitativeValue | undefined {
  const numbers = [...text.matchAll(/\d[\d,.]*/g)].map((match) => Number(match[0].replace(/,/g, "")));
  if (numbers.length === 0 || !/sqm|m²/.test(text)) return undefined;
  const range = /^\D*\d[\d,.]*\s*[-–]\s*\d/.test(text);
  return range
    ? { "@type": "QuantitativeValue", minValue: numbers[0], maxValue: numbers[1], unitCode: "MTK", unitText: "sqm" }
    : { "@type": "QuantitativeValue", value: numbers[0], unitCode: "MTK", unitText: "sqm" };
}

/** "Up to 120 guests", "20-40 guests", "8 people" -> the most guests the room takes. */
function maximumCapacity(text: string): number | undefined {
  const numbers = [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replace(/,/g, "")));
  return numbers.length ? Math.max(...numbers) : undefined;
}

export function venueJsonLd(
  venue: { name: string; description: string; path: string; area?: string; capacity?: string; image?: string },
  absolute: Absolute,
): WithContext<EventVenue> {
  const size = venue.area ? floorSize(venue.area) : undefined;
  const guests = venue.capacity ? maximumCapacity(venue.capacity) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name: venue.name,
    description: venue.description,
    url: absolute(venue.path),
    address: postalAddress,
    ...(guests ? { maximumAttendeeCapacity: guests } : {}),
    ...(size ? { floorSize: size } : {}),
    ...(venue.image ? { image: venue.image } : {}),
    containedInPlace: { "@type": "Place", name: `${site.name} Frankfurt`, address: postalAddress },
  };
}

/** A product record (stage, studio, space, office) as the venue its page describes. */
export function productVenue(
  product: { name: string; description: string; specifications: Record<string, string> },
  path: string,
) {
  return {
    name: product.name,
    description: product.description,
    path,
    area: product.specifications["Total Area"] ?? product.specifications["Area"],
    capacity: product.specifications["Capacity"],
  };
}
