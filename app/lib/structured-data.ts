import type {
  BreadcrumbList,
  EventVenue,
  LocationFeatureSpecification,
  Organization,
  WebSite,
  WithContext,
} from "schema-dts";
import { site } from "../../server/domain/company/site.ts";

// The JSON-LD of the pages, typed against the schema.org vocabulary (schema-dts): a property that
// schema.org does not define for the type fails the type check. Each object is one literal of its
// declared type, never assembled from spreads: a spread escapes TypeScript's check for unknown
// properties (that is how `floorSize`, a property of Accommodation, reached 28 EventVenues; issue 48
// item 6). structured-data.test.ts and tests/e2e/audit-structured-data check every block against the
// same vocabulary at run time (tests/support/schema-vocabulary.ts).

type Absolute = (path: string) => string;

/** The venue's address, read on each call: an owner may publish new company details. */
function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    addressCountry: site.address.countryCode,
  } as const;
}

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
    address: postalAddress(),
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

/**
 * "900 sqm", "30-80 sqm", "1,300 sqm (with terrace)" -> the floor area as a feature of the place, in
 * square metres (MTK). A Place has no floorSize (Accommodation has): its amenityFeature carries it.
 */
function floorArea(text: string): LocationFeatureSpecification | undefined {
  const numbers = [...text.matchAll(/\d[\d,.]*/g)].map((match) => Number(match[0].replace(/,/g, "")));
  if (numbers.length === 0 || !/sqm|m²/.test(text)) return undefined;
  const range = /^\D*\d[\d,.]*\s*[-–]\s*\d/.test(text);
  return {
    "@type": "LocationFeatureSpecification",
    name: "Floor area",
    value: range ? undefined : numbers[0],
    minValue: range ? numbers[0] : undefined,
    maxValue: range ? numbers[1] : undefined,
    unitCode: "MTK",
    unitText: "sqm",
  };
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
  const area = venue.area ? floorArea(venue.area) : undefined;
  const guests = venue.capacity ? maximumCapacity(venue.capacity) : undefined;
  // Absent facts are undefined, which JSON leaves out.
  return {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name: venue.name,
    description: venue.description,
    url: absolute(venue.path),
    address: postalAddress(),
    maximumAttendeeCapacity: guests || undefined,
    amenityFeature: area ? [area] : undefined,
    image: venue.image || undefined,
    containedInPlace: { "@type": "Place", name: `${site.name} Frankfurt`, address: postalAddress() },
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
