// The company details' form (decision 1157): its fields in the order shown, by section, with their
// labels. Apart from company-form.ts so that the editor's page does not carry the schema's libraries.

/** The form's fields in the order shown, by section, with their labels. */
export const companyFieldSections = [
  {
    id: "identity",
    title: "Company",
    fields: [
      ["legalName", "Legal name"],
      ["street", "Street and number"],
      ["postalCode", "Postal code"],
      ["city", "City"],
    ],
  },
  {
    id: "register",
    title: "Register entry",
    fields: [
      ["registerCourt", "Register court"],
      ["registerNumber", "Register number"],
      ["vatId", "VAT id"],
      ["managingDirectors", "Managing directors (one per line)"],
    ],
  },
  {
    id: "contact",
    title: "Phone and e-mail",
    fields: [
      ["phone", "Phone"],
      ["whatsapp", "WhatsApp number"],
      ["emailSales", "Sales e-mail"],
      ["emailInfo", "General e-mail"],
      ["emailPrivacy", "Privacy e-mail"],
      ["emailCareers", "Careers e-mail"],
      ["emailPartnerships", "Partnerships e-mail"],
    ],
  },
  {
    id: "partnerships",
    title: "Development partnerships contact",
    fields: [
      ["contactName", "Partnership contact's name"],
      ["contactRole", "Partnership contact's role (English)"],
      ["contactRoleDe", "Partnership contact's role (German)"],
      ["contactEmail", "Partnership contact's e-mail"],
    ],
  },
  {
    id: "social",
    title: "Profiles",
    fields: [
      ["linkedin", "LinkedIn"],
      ["instagram", "Instagram"],
      ["tiktok", "TikTok"],
      ["youtube", "YouTube"],
    ],
  },
] as const;

/** A field of the company details' form. */
export type CompanyFieldName = (typeof companyFieldSections)[number]["fields"][number][0];
