// The business identity of SPARK: written once, imported everywhere (header, footer, contact,
// imprint, JSON-LD, mail drafts). Change a fact here and every page follows. Values in sample(...)
// are not the client's yet (docs/client-facts.md).
import { sample } from "./sample.ts";

const tourHours = "9:00-18:00";
const tourMinutes = "60-90";
const responseWindow = "24 hours";

export const site = {
  name: "SPARK",
  legalName: sample("legal-name", "SPARK Venues GmbH"),
  tagline: "Stages, spaces and studios in Frankfurt",
  description:
    "SPARK is Frankfurt's home for conferences, meetings, workshops, broadcast and streaming: three stages on floors 4, 5 and 6, plus spaces, offices and studios.",
  /** Production origin; canonical URLs, sitemap and Open Graph use it. Overridden by PUBLIC_SITE_URL at build time. */
  defaultOrigin: "https://www.spark-frankfurt.de",
  locale: "en_GB",
  address: sample("address", {
    street: "Hanauer Landstraße 126",
    postalCode: "60314",
    city: "Frankfurt am Main",
    // ISO 3166-2 (DE-HE): the same in both languages, as the JSON-LD address of both reads it.
    region: "HE",
    country: "Germany",
    countryCode: "DE",
  }),
  phone: sample("phone", { display: "+49 69 4500 7200", href: "tel:+496945007200" }),
  whatsapp: sample("whatsapp", {
    number: "4915140007200",
    greeting: "Hello SPARK team, I would like to know more about your venues.",
  }),
  email: sample("email-addresses", {
    sales: "sales@spark-frankfurt.de",
    info: "hello@spark-frankfurt.de",
    privacy: "privacy@spark-frankfurt.de",
    careers: "careers@spark-frankfurt.de",
    partnerships: "partnerships@spark-frankfurt.de",
  }),
  partnershipContact: sample("partnership-contact", {
    name: "Lena Hartmann",
    role: "Head of Development Partnerships",
    roleDe: "Leiterin Entwicklungspartnerschaften",
    email: "lena.hartmann@spark-frankfurt.de",
  }),
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
  register: {
    court: sample("register-entry", "Amtsgericht Frankfurt am Main"),
    number: sample("register-entry", "HRB 128 455"),
    vatId: sample("vat-id", "DE 347 118 902"),
    managingDirectors: sample("managing-directors", ["Jonas Albrecht", "Miriam Okafor"]),
  },
  social: sample("social-profiles", [
    { name: "LinkedIn", kind: "professional network", href: "https://www.linkedin.com/company/spark-frankfurt" },
    { name: "Instagram", kind: "photo sharing", href: "https://www.instagram.com/spark.frankfurt" },
    { name: "TikTok", kind: "short video", href: "https://www.tiktok.com/@spark.frankfurt" },
    { name: "YouTube", kind: "video platform", href: "https://www.youtube.com/@sparkfrankfurt" },
  ]),
} as const;

export const fullAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;

export const mapsSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`SPARK, ${fullAddress}`)}`;

export const whatsappChatUrl = `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.greeting)}`;

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
