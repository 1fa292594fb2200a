import { describe, expect, it } from "vitest";
import { builtCompanyDetails, phoneLink, whatsappDigits } from "../../../server/domain/company/company-details";
import { companyDetailsWith } from "../../../server/domain/company/company-details.schema";
import { companyChanges, companyFromForm, companyToForm } from "./company-form";

const form = () => companyToForm(builtCompanyDetails);

describe("the company details' editor", () => {
  it("reads its form back into the details as built", () => {
    expect(companyFromForm(form())).toEqual({ ok: true, value: builtCompanyDetails });
  });

  it("takes the managing directors one per line, blank lines left out", () => {
    const read = companyFromForm({ ...form(), managingDirectors: "Ada Example\n\n  Ben Beispiel  \n" });
    expect(read.ok && read.value.register.managingDirectors).toEqual(["Ada Example", "Ben Beispiel"]);
  });

  it.each([
    ["phone", "call us", "Phone: enter a valid phone number, e.g. +49 69 4500 7200."],
    ["whatsapp", "12", "WhatsApp number: enter a valid phone number, e.g. +49 69 4500 7200."],
    ["emailPrivacy", "privacy at spark", "Privacy e-mail: enter a valid e-mail address."],
    ["vatId", "DE 12", "VAT id: DE and nine digits, e.g. DE 347 118 902."],
    ["postalCode", "6031", "Postal code: five digits."],
    ["linkedin", "http://www.linkedin.com/company/spark", "LinkedIn: enter the profile's https address."],
    ["linkedin", "javascript:alert(1)", "LinkedIn: enter the profile's https address."],
    ["legalName", "", "Legal name: please fill it in."],
    ["legalName", "SPARK <script>alert(1)</script>", "Legal name: one line of plain text, without < or >."],
    ["managingDirectors", "  \n ", "Name at least one managing director."],
  ])("refuses %s = %j, saying which field and what it needs", (field, value, error) => {
    expect(companyFromForm({ ...form(), [field]: value })).toEqual({ ok: false, error });
  });

  it("lists what changed between two versions by the fields' labels", () => {
    const read = companyFromForm({ ...form(), phone: "+49 69 1234 5678", registerNumber: "HRB 1" });
    expect(read.ok).toBe(true);
    expect(companyChanges(builtCompanyDetails, read.ok ? read.value : builtCompanyDetails)).toEqual([
      { label: "Register number", before: "HRB 128 455", after: "HRB 1" },
      { label: "Phone", before: "+49 69 4500 7200", after: "+49 69 1234 5678" },
    ]);
  });
});

describe("the company details in force", () => {
  it("fall back to the built ones when stored data does not pass the schema", () => {
    expect(companyDetailsWith(undefined)).toBe(builtCompanyDetails);
    expect(companyDetailsWith({ ...builtCompanyDetails, phone: "nope" })).toBe(builtCompanyDetails);
    const edited = { ...builtCompanyDetails, legalName: "SPARK Events GmbH" };
    expect(companyDetailsWith(edited)).toEqual(edited);
  });

  it("dial a number as written, and give WhatsApp its digits with the country code", () => {
    expect(phoneLink("+49 69 4500 7200")).toEqual({ display: "+49 69 4500 7200", href: "tel:+496945007200" });
    expect(phoneLink("069 4500 7200").href).toBe("tel:+496945007200");
    expect(whatsappDigits("+49 151 40007200")).toBe("4915140007200");
    expect(whatsappDigits("0049 151 40007200")).toBe("4915140007200");
  });
});
