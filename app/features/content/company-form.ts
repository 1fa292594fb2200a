import type { CompanyDetails } from "../../../server/domain/company/company-details.ts";
import { companyDetailsSchema } from "../../../server/domain/company/company-details.schema.ts";
import { companyFieldSections, type CompanyFieldName as FieldName } from "./company-fields";
import { formChanges, lines, type FieldChange } from "./editor";

// The company details in the back office's editor (issue 45, decision 1157), for owners: one field per
// fact, the managing directors one per line, read back through the schema the pages use (a valid phone
// number, e-mail addresses, https profiles, a German VAT id), and the readable difference of two versions.

const labelledFields: readonly (readonly [FieldName, string])[] = companyFieldSections.flatMap(
  (section): readonly (readonly [FieldName, string])[] => section.fields,
);

/** The company details as the form shows them. */
export function companyToForm(details: CompanyDetails): Record<FieldName, string> {
  return {
    legalName: details.legalName,
    street: details.address.street,
    postalCode: details.address.postalCode,
    city: details.address.city,
    registerCourt: details.register.court,
    registerNumber: details.register.number,
    vatId: details.register.vatId,
    managingDirectors: details.register.managingDirectors.join("\n"),
    phone: details.phone,
    whatsapp: details.whatsapp,
    emailSales: details.email.sales,
    emailInfo: details.email.info,
    emailPrivacy: details.email.privacy,
    emailCareers: details.email.careers,
    emailPartnerships: details.email.partnerships,
    contactName: details.partnershipContact.name,
    contactRole: details.partnershipContact.role,
    contactRoleDe: details.partnershipContact.roleDe,
    contactEmail: details.partnershipContact.email,
    linkedin: details.social.linkedin,
    instagram: details.social.instagram,
    tiktok: details.social.tiktok,
    youtube: details.social.youtube,
  };
}

/**
 * The form read back into company details, checked by the schema the pages use: the details, or the
 * first problem in a sentence that names the field.
 */
export function companyFromForm(
  form: Record<string, string>,
): { ok: true; value: CompanyDetails } | { ok: false; error: string } {
  const text = (name: FieldName) => (form[name] ?? "").trim();
  const checked = companyDetailsSchema.safeParse({
    legalName: text("legalName"),
    address: { street: text("street"), postalCode: text("postalCode"), city: text("city") },
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    email: {
      sales: text("emailSales"),
      info: text("emailInfo"),
      privacy: text("emailPrivacy"),
      careers: text("emailCareers"),
      partnerships: text("emailPartnerships"),
    },
    partnershipContact: {
      name: text("contactName"),
      role: text("contactRole"),
      roleDe: text("contactRoleDe"),
      email: text("contactEmail"),
    },
    register: {
      court: text("registerCourt"),
      number: text("registerNumber"),
      vatId: text("vatId"),
      managingDirectors: lines(form.managingDirectors),
    },
    social: {
      linkedin: text("linkedin"),
      instagram: text("instagram"),
      tiktok: text("tiktok"),
      youtube: text("youtube"),
    },
  });
  if (checked.success) return { ok: true, value: checked.data };
  // The schema's messages name their field ("Phone: enter a valid phone number, e.g. ...").
  return { ok: false, error: checked.error.issues[0]!.message };
}

/** What changed from one version of the company details to another, field by field. */
export function companyChanges(before: CompanyDetails, after: CompanyDetails): FieldChange[] {
  return formChanges(companyToForm(before), companyToForm(after), labelledFields);
}
