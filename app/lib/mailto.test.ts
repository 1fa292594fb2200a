import { describe, expect, it } from "vitest";
import { site } from "../../server/domain/company/site";
import {
  buildGiftCardMailto,
  buildQuoteMailto,
  buildServiceEnquiryMailto,
  buildVenueRequirementsMailto,
} from "./mail-drafts";
import { buildMailto } from "./mailto";

function openDraft(href: string) {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`not a draft with subject and body: ${href}`);
  return { to: match[1], subject: decodeURIComponent(match[2]!), body: decodeURIComponent(match[3]!) };
}

const discountedOffer = {
  title: "Test Summit",
  description: "Ein Testpaket für Größen & Sonderzeichen.",
  price: 2805,
  discount: "10",
  features: ["Headline", "Mo-Fr, 9:00-17:00", "LED-Wand", "Catering"],
};

const undiscountedOffer = {
  title: "Weekend Immersion",
  description: "A full day.",
  price: 2500,
  discount: "0",
  features: ["Twelve hours on stage", "Saturday or Sunday"],
};

describe("buildMailto", () => {
  it("encodes umlauts, spaces and line breaks as CRLF", () => {
    const href = buildMailto({ to: "a@b.de", subject: "Größe & Preis", body: "Zeile 1\nZeile 2" });
    expect(href).toBe("mailto:a@b.de?subject=Gr%C3%B6%C3%9Fe%20%26%20Preis&body=Zeile%201%0D%0AZeile%202");
  });
  it("leaves out what is not given", () => {
    expect(buildMailto({ to: site.email.careers })).toBe(`mailto:${site.email.careers}`);
    expect(buildMailto({ to: "a@b.de", subject: "Hi" })).toBe("mailto:a@b.de?subject=Hi");
  });
});

describe("buildQuoteMailto", () => {
  it("drafts a discounted offer with the rounded price, original price and discount", () => {
    const href = buildQuoteMailto(discountedOffer);
    expect(href).not.toMatch(/[\s\n]/);
    const draft = openDraft(href);
    expect(draft.to).toBe(site.email.sales);
    expect(draft.subject).toBe("Angebotsanfrage: Test Summit");
    expect(draft.body).toBe(
      [
        "Sehr geehrtes SPARK-Team,",
        "",
        "ich interessiere mich für Ihr Angebot „Test Summit“ und bitte um ein unverbindliches Angebot.",
        "",
        "Angebot: Test Summit",
        "Beschreibung: Ein Testpaket für Größen & Sonderzeichen.",
        "Preis: 2.525 €", // 2805 * 0.9 = 2524.5, rounded
        "Originalpreis: 2.805 €",
        "Rabatt: 10 %",
        "",
        "Leistungen:",
        "- Headline",
        "- Mo-Fr, 9:00-17:00",
        "- LED-Wand",
        "- Catering",
        "",
        "Wunschtermin:",
        "Anzahl der Gäste:",
        "Unternehmen:",
        "",
        "Mit freundlichen Grüßen",
      ].join("\r\n"),
    );
  });

  it("drafts an undiscounted offer at its list price", () => {
    const draft = openDraft(buildQuoteMailto(undiscountedOffer));
    expect(draft.subject).toBe("Angebotsanfrage: Weekend Immersion");
    expect(draft.body).toBe(
      [
        "Sehr geehrtes SPARK-Team,",
        "",
        "ich interessiere mich für Ihr Angebot „Weekend Immersion“ und bitte um ein unverbindliches Angebot.",
        "",
        "Angebot: Weekend Immersion",
        "Beschreibung: A full day.",
        "Preis: 2.500 €",
        "Originalpreis: 2.500 €",
        "Rabatt: 0 %",
        "",
        "Leistungen:",
        "- Twelve hours on stage",
        "- Saturday or Sunday",
        "",
        "Wunschtermin:",
        "Anzahl der Gäste:",
        "Unternehmen:",
        "",
        "Mit freundlichen Grüßen",
      ].join("\r\n"),
    );
  });
});

describe("buildGiftCardMailto", () => {
  it("asks for a gift card with the card's range", () => {
    const draft = openDraft(buildGiftCardMailto());
    expect(draft.to).toBe(site.email.sales);
    expect(draft.subject).toBe("Gift Card Inquiry");
    expect(draft.body).toBe(
      [
        "Hello SPARK team,",
        "",
        "I would like to purchase a SPARK gift card.",
        "",
        "Amount (€500 to €50,000):",
        "Recipient:",
        "Delivery (PDF or printed card):",
        "Billing address:",
        "",
        "Please let me know the next steps.",
        "",
        "Kind regards",
      ].join("\r\n"),
    );
  });

  it("names the range of the terms in force (the page's published gift card)", () => {
    expect(openDraft(buildGiftCardMailto("en", { minAmount: 250, maxAmount: 75000 })).body).toContain(
      "\r\nAmount (€250 to €75,000):\r\n",
    );
  });

  it("is written in German from a German page", () => {
    const draft = openDraft(buildGiftCardMailto("de"));
    expect(draft.to).toBe(site.email.sales);
    expect(draft.subject).toBe("Anfrage SPARK-Gutschein");
    expect(draft.body).toContain("\r\nBetrag (500 € bis 50.000 €):\r\n");
    expect(draft.body.startsWith("Sehr geehrtes SPARK-Team,")).toBe(true);
  });
});

describe("buildServiceEnquiryMailto", () => {
  it("drafts the German service enquiry for a named service", () => {
    const draft = openDraft(buildServiceEnquiryMailto({ title: "Venue as a Service" }));
    expect(draft.to).toBe(site.email.sales);
    expect(draft.subject).toBe("Service Anfrage");
    expect(draft.body).toBe(
      [
        "Sehr geehrtes SPARK-Team,",
        "",
        "ich interessiere mich für Ihren Service „Venue as a Service“ und bitte um weitere Informationen.",
        "",
        "Unternehmen:",
        "Art der Veranstaltung:",
        "Wunschtermin:",
        "Anzahl der Gäste:",
        "Ihre Nachricht:",
        "",
        "Bitte kontaktieren Sie mich für ein unverbindliches Beratungsgespräch.",
        "",
        "Mit freundlichen Grüßen",
      ].join("\r\n"),
    );
  });
  it("drafts a general enquiry for 'Get Started'", () => {
    const draft = openDraft(buildServiceEnquiryMailto());
    expect(draft.subject).toBe("Service Anfrage");
    expect(draft.body.split("\r\n")[2]).toBe(
      "ich interessiere mich für Ihre Services und bitte um weitere Informationen.",
    );
  });
});

describe("buildVenueRequirementsMailto", () => {
  it("names the category in subject and body when given", () => {
    const draft = openDraft(buildVenueRequirementsMailto({ title: "Rooftop Terrace" }));
    expect(draft.subject).toBe("Venue Requirements: Rooftop Terrace");
    expect(draft.body).toContain("\r\nVenue category: Rooftop Terrace\r\n");
    expect(openDraft(buildVenueRequirementsMailto()).subject).toBe("Venue Requirements");
  });

  it("is written in German from a German page", () => {
    const draft = openDraft(buildVenueRequirementsMailto({ title: "Dachterrasse" }, "de"));
    expect(draft.subject).toBe("Anforderungen an die Location: Dachterrasse");
    expect(draft.body).toContain("Sehr geehrtes SPARK-Team,");
    expect(draft.body).toContain("\r\nKategorie: Dachterrasse\r\n");
    expect(openDraft(buildVenueRequirementsMailto(undefined, "de")).subject).toBe("Anforderungen an die Location");
  });
});

describe("buildMailto recipients and line breaks", () => {
  it("turns every line break into CRLF", () => {
    const href = buildMailto({ to: "a@example.com", subject: "x", body: "eins\ndrei\r\nvier\rfünf" });
    const body = decodeURIComponent(href.split("&body=")[1]!);
    expect(body).toBe("eins\r\ndrei\r\nvier\r\nfünf");
  });
  it("keeps several recipients and encodes characters that would break the link", () => {
    expect(buildMailto({ to: " a@example.com, b+c@example.com ", subject: "s", body: "b" })).toMatch(
      /^mailto:a@example\.com,b%2Bc@example\.com\?/,
    );
    expect(buildMailto({ to: "x@example.com?cc=evil@example.com", subject: "s", body: "b" })).toMatch(
      /^mailto:x@example\.com%3Fcc%3Devil@example\.com\?subject=/,
    );
  });
  it("leaves the recipient empty when none is given", () => {
    expect(buildMailto({ to: "", subject: "Hallo", body: "Text" })).toBe("mailto:?subject=Hallo&body=Text");
  });
});
