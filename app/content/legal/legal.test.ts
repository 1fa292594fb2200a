import { describe, expect, it } from "vitest";
import { legalDocumentSchema, legalLinkTargets, type LegalDocument } from "../legal.schema";
import { site } from "../../../server/domain/company/site";
import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy";
import { termsOfUse } from "./terms-of-use";

// Internal pages a legal text may link to (all exist on the site).
const knownPaths = new Set([
  "/imprint",
  "/privacy",
  "/cookie-policy",
  "/cookie-settings",
  "/contact",
  "/book-tour",
  "/enquire",
]);

function checkLinks(document: LegalDocument) {
  for (const target of legalLinkTargets(document)) {
    if (target.startsWith("mailto:")) expect(Object.values(site.email)).toContain(target.slice("mailto:".length));
    else expect(knownPaths, target).toContain(target);
  }
}

describe("legal texts", () => {
  it.each([
    ["privacy", privacyPolicy()],
    ["cookie policy", cookiePolicy()],
    ["terms of use", termsOfUse()],
  ])("%s matches the schema, has unique section ids and only known links", (_, document) => {
    expect(() => legalDocumentSchema.parse(document)).not.toThrow();
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    checkLinks(document);
  });

  it.each([
    ["privacy", privacyPolicy()],
    ["cookie policy", cookiePolicy()],
    ["terms of use", termsOfUse()],
  ])("%s links to the same pages and addresses in German as in English", (_, document) => {
    expect(legalLinkTargets(document, "de")).toEqual(legalLinkTargets(document, "en"));
    expect(legalLinkTargets(document, "de").length).toBeGreaterThan(0);
  });

  it("privacy covers the four forms, the consent cookie and embeds, and links to the cookie policy", () => {
    const text = JSON.stringify(privacyPolicy());
    for (const needle of [
      "Newsletter",
      "Contact form",
      "Tour request",
      "Webinar registration",
      "SMS reminder",
      "spark_consent",
      "Matterport",
      "Art. 77 GDPR",
      site.email.privacy,
    ])
      expect(text).toContain(needle);
    expect(legalLinkTargets(privacyPolicy())).toContain("/cookie-policy");
  });

  it("the German privacy policy names the same forms and rights in German", () => {
    const german = JSON.stringify(privacyPolicy().sections.map((section) => section.heading.de));
    expect(privacyPolicy().title.de).toBe("Datenschutzerklärung");
    expect(german).toContain("Ihre Rechte");
    const text = JSON.stringify(privacyPolicy());
    for (const needle of [
      "Newsletter-Anmeldung",
      "Kontaktformular",
      "Besichtigungsanfrage",
      "Webinar-Anmeldung",
      "Art. 77 DSGVO",
    ])
      expect(text).toContain(needle);
  });

  it("terms of use are German, with an English twin, and link to the contact page", () => {
    expect(termsOfUse().title.de).toBe("Nutzungsbedingungen");
    expect(termsOfUse().title.en).toBe("Terms of Use");
    expect(legalLinkTargets(termsOfUse())).toContain("/contact");
  });
});
