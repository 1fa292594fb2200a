import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";
import { builtCompanyDetails, type CompanyDetails } from "./company-details.ts";

// What an owner may publish as the company details (decision 1157): checked here when the back office
// saves them and when a server reads the published version; the pages fall back to the built ones.

const line = (label: string, max = 120) =>
  z
    .string()
    .trim()
    .min(1, `${label}: please fill it in.`)
    .max(max, `${label}: at most ${max} characters.`)
    .refine((text) => !/[<>\n]/.test(text), `${label}: one line of plain text, without < or >.`);

const email = (label: string) => z.email(`${label}: enter a valid e-mail address.`).trim().max(200);

const phone = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => isValidPhoneNumber(text, "DE"), `${label}: enter a valid phone number, e.g. +49 69 4500 7200.`);

const profile = (label: string) =>
  z
    .url({ protocol: /^https$/, error: `${label}: enter the profile's https address.` })
    .trim()
    .max(300);

export const companyDetailsSchema: z.ZodType<CompanyDetails, unknown> = z.object({
  legalName: line("Legal name"),
  address: z.object({
    street: line("Street and number"),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Postal code: five digits."),
    city: line("City"),
  }),
  phone: phone("Phone"),
  whatsapp: phone("WhatsApp number"),
  email: z.object({
    sales: email("Sales e-mail"),
    info: email("General e-mail"),
    privacy: email("Privacy e-mail"),
    careers: email("Careers e-mail"),
    partnerships: email("Partnerships e-mail"),
  }),
  partnershipContact: z.object({
    name: line("Partnership contact's name"),
    role: line("Partnership contact's role (English)"),
    roleDe: line("Partnership contact's role (German)"),
    email: email("Partnership contact's e-mail"),
  }),
  register: z.object({
    court: line("Register court"),
    number: line("Register number", 40),
    vatId: z
      .string()
      .trim()
      .transform((text) => text.replace(/\s+/g, " "))
      .refine((text) => /^DE ?\d{3} ?\d{3} ?\d{3}$/.test(text), "VAT id: DE and nine digits, e.g. DE 347 118 902."),
    managingDirectors: z
      .array(line("Managing director"))
      .min(1, "Name at least one managing director.")
      .max(6, "At most six managing directors."),
  }),
  social: z.object({
    linkedin: profile("LinkedIn"),
    instagram: profile("Instagram"),
    tiktok: profile("TikTok"),
    youtube: profile("YouTube"),
  }),
});

/** The details as edited, if they pass the schema; else the built ones (a page never shows a broken fact). */
export function companyDetailsWith(edited: unknown): CompanyDetails {
  if (edited === undefined || edited === null) return builtCompanyDetails;
  const parsed = companyDetailsSchema.safeParse(edited);
  return parsed.success ? parsed.data : builtCompanyDetails;
}
