import { sample } from "./sample.ts";

// The company's own facts (issue 45, decision 1157): the legal name, address, numbers, e-mail addresses,
// register entry and profiles that the imprint, the footer, structured data, mails and documents name.
// Built here (samples until the client supplies them, docs/client-facts.md); an owner may publish them
// from the back office (/staff/content/company), checked by company-details.schema.ts. `site` (site.ts)
// reads them through `companyDetails()` on every use, so a publish changes every page without a restart.
// This module goes to the browser with `site`: it stays free of the schema and its libraries.

/** The company details as the owner edits them (and as they are stored). */
export interface CompanyDetails {
  legalName: string;
  address: { street: string; postalCode: string; city: string };
  phone: string;
  whatsapp: string;
  email: { sales: string; info: string; privacy: string; careers: string; partnerships: string };
  partnershipContact: { name: string; role: string; roleDe: string; email: string };
  register: { court: string; number: string; vatId: string; managingDirectors: string[] };
  social: { linkedin: string; instagram: string; tiktok: string; youtube: string };
}

/** The one content key of the company details. */
export const companyDetailsKey = "company:details";

/** The facts as built: samples until the client supplies them (docs/client-facts.md). */
export const builtCompanyDetails: CompanyDetails = {
  legalName: sample("legal-name", "SPARK Venues GmbH"),
  address: sample("address", { street: "Hanauer Landstraße 126", postalCode: "60314", city: "Frankfurt am Main" }),
  phone: sample("phone", "+49 69 4500 7200"),
  whatsapp: sample("whatsapp", "+49 151 40007200"),
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
  register: {
    court: sample("register-entry", "Amtsgericht Frankfurt am Main"),
    number: sample("register-entry", "HRB 128 455"),
    vatId: sample("vat-id", "DE 347 118 902"),
    managingDirectors: sample("managing-directors", ["Jonas Albrecht", "Miriam Okafor"]),
  },
  social: sample("social-profiles", {
    linkedin: "https://www.linkedin.com/company/spark-frankfurt",
    instagram: "https://www.instagram.com/spark.frankfurt",
    tiktok: "https://www.tiktok.com/@spark.frankfurt",
    youtube: "https://www.youtube.com/@sparkfrankfurt",
  }),
};

/** A phone number as pages show it (as the owner wrote it) and dial it (`tel:` link). */
export function phoneLink(number: string): { display: string; href: string } {
  return { display: number, href: `tel:+${whatsappDigits(number)}` };
}

/** A phone number's digits with the country code, no plus (wa.me; `tel:` adds the plus); German if none. */
export function whatsappDigits(number: string): string {
  const digits = number.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits.slice(1).replace(/\+/g, "");
  if (digits.startsWith("00")) return digits.slice(2);
  return digits.startsWith("0") ? `49${digits.slice(1)}` : digits;
}

// Where the details in force come from: set by the server (the published version, or a preview's draft
// for one request) and by the browser (the page's own copy, app/lib/company-in-page.ts). On globalThis,
// as the published snapshot (server/domain/content/published.ts): the production server and the app
// bundle each load this module.
const holder = globalThis as typeof globalThis & { __sparkCompanyDetails?: () => CompanyDetails | undefined };

/** The company details in force now: the published ones (or a preview's), else the built ones. */
export function companyDetails(): CompanyDetails {
  return holder.__sparkCompanyDetails?.() ?? builtCompanyDetails;
}

/** Says where the details in force come from (the server at start, the browser before hydrating). */
export function readCompanyDetailsFrom(source: () => CompanyDetails | undefined): void {
  holder.__sparkCompanyDetails = source;
}
