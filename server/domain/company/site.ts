// The business identity of SPARK: written once, imported everywhere (header, footer, contact,
// imprint, JSON-LD, mail drafts). Change a fact here and every page follows. The company's own facts
// (name, address, numbers, register entry, profiles) are read on each use from company-details.ts:
// built there, or published by an owner from the back office (decision 1157).
import { companyDetails, phoneLink, whatsappDigits, type CompanyDetails } from "./company-details.ts";

const tourHours = "9:00-18:00";
const tourMinutes = "60-90";
const responseWindow = "24 hours";

export const site = {
  name: "SPARK",
  /** The operating company's legal name (an owner may publish it: company-details.ts). */
  get legalName(): string {
    return companyDetails().legalName;
  },
  tagline: "Stages, spaces and studios in Frankfurt",
  description:
    "SPARK is Frankfurt's home for conferences, meetings, workshops, broadcast and streaming: three stages on floors 4, 5 and 6, plus spaces, offices and studios.",
  /** Production origin; canonical URLs, sitemap and Open Graph use it. Overridden by PUBLIC_SITE_URL at build time. */
  defaultOrigin: "https://www.spark-frankfurt.de",
  locale: "en_GB",
  get address() {
    // ISO 3166-2 (DE-HE): the same in both languages, as the JSON-LD address of both reads it.
    return { ...companyDetails().address, region: "HE", country: "Germany", countryCode: "DE" } as const;
  },
  get phone(): { display: string; href: string } {
    return phoneLink(companyDetails().phone);
  },
  get whatsapp() {
    return {
      number: whatsappDigits(companyDetails().whatsapp),
      greeting: "Hello SPARK team, I would like to know more about your venues.",
    };
  },
  get email(): CompanyDetails["email"] {
    return companyDetails().email;
  },
  get partnershipContact(): CompanyDetails["partnershipContact"] {
    return companyDetails().partnershipContact;
  },
  businessHours: {
    days: "Mon-Fri",
    hours: "8:30-17:00 CET",
    display: "Monday to Friday, 8:30-17:00 CET",
    /** The same hours for the German pages (Terms of Use, webinar). */
    de: { days: "Mo-Fr", hours: "8:30-17:00 Uhr MEZ", display: "Montag bis Freitag, 8:30-17:00 Uhr MEZ" },
  },
  tourAvailability: {
    weekdays: `Monday to Friday, ${tourHours}`,
    hours: tourHours,
    weekends: "Weekends by arrangement",
    minutes: tourMinutes,
    duration: `Tours last ${tourMinutes} minutes`,
  },
  /** The same words for the German pages (docs/decisions/0696). */
  de: {
    tagline: "Bühnen, Eventflächen und Studios in Frankfurt",
    responseWindow: "24 Stunden",
    responsePromise: "Wir beantworten jede Anfrage innerhalb von 24 Stunden.",
  },
  /** How soon the venue team answers a request or confirms a tour. */
  responseWindow,
  responsePromise: `We answer every request within ${responseWindow}.`,
  get register(): CompanyDetails["register"] {
    return companyDetails().register;
  },
  /** The company's profiles (the footer, structured data). */
  get social() {
    const profiles = companyDetails().social;
    return [
      { name: "LinkedIn", kind: "professional network", href: profiles.linkedin },
      { name: "Instagram", kind: "photo sharing", href: profiles.instagram },
      { name: "TikTok", kind: "short video", href: profiles.tiktok },
      { name: "YouTube", kind: "video platform", href: profiles.youtube },
    ] as const;
  },
} as const;

/** The street address on one line ("Hanauer Landstraße 126, 60314 Frankfurt am Main"). */
export const fullAddress = () => `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;

export const mapsSearchUrl = () =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`SPARK, ${fullAddress()}`)}`;

export const whatsappChatUrl = () =>
  `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.greeting)}`;

/** The site's own words in one page language. */
export function siteWords(locale: "en" | "de") {
  return locale === "de"
    ? { ...site.de, businessHours: site.businessHours.de.display }
    : {
        tagline: site.tagline,
        responseWindow: site.responseWindow,
        responsePromise: site.responsePromise,
        businessHours: site.businessHours.display,
      };
}
