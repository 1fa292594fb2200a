import { giftCard } from "~/content/gift-card";
import { site } from "~/content/site";
import { discountedPrice, formatEuro, formatEuroDe } from "./money";

// Every mailto: link of the site is built here: the address, a subject and a body, encoded with
// encodeURIComponent (umlauts, €, „quotes") and CRLF line breaks as RFC 6068 asks.

export interface MailDraft {
  /** One address, or several separated by commas; empty leaves the recipient to the visitor. */
  to: string;
  subject?: string;
  body?: string | string[];
}

const CRLF = "\r\n";

function encodeAddress(address: string): string {
  // "@" may stay readable (RFC 6068 section 2); everything else that is special gets encoded.
  return encodeURIComponent(address.trim()).replace(/%40/g, "@");
}

export function buildMailto({ to, subject, body }: MailDraft): string {
  const recipients = to
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
    .map(encodeAddress)
    .join(",");
  const text = Array.isArray(body) ? body.join(CRLF) : body?.replace(/\r\n|\r|\n/g, CRLF);
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : "",
    text ? `body=${encodeURIComponent(text)}` : "",
  ].filter(Boolean);
  return `mailto:${recipients}${params.length ? `?${params.join("&")}` : ""}`;
}

export interface QuotableOffer {
  title: string;
  description: string;
  price: number;
  discount: string;
  features: string[];
}

/** 'Request Quote': a German draft with the offer, its price after discount and every feature. */
export function buildQuoteMailto(offer: QuotableOffer): string {
  return buildMailto({
    to: site.email.sales,
    subject: `Angebotsanfrage: ${offer.title}`,
    body: [
      "Sehr geehrtes SPARK-Team,",
      "",
      `ich interessiere mich für Ihr Angebot „${offer.title}“ und bitte um ein unverbindliches Angebot.`,
      "",
      `Angebot: ${offer.title}`,
      `Beschreibung: ${offer.description}`,
      `Preis: ${formatEuroDe(discountedPrice(offer.price, offer.discount))}`,
      `Originalpreis: ${formatEuroDe(offer.price)}`,
      `Rabatt: ${offer.discount} %`,
      "",
      "Leistungen:",
      ...offer.features.map((feature) => `- ${feature}`),
      "",
      "Wunschtermin:",
      "Anzahl der Gäste:",
      "Unternehmen:",
      "",
      "Mit freundlichen Grüßen",
    ],
  });
}

/** 'Purchase Gift Card'. */
export function buildGiftCardMailto(): string {
  return buildMailto({
    to: site.email.sales,
    subject: "Gift Card Inquiry",
    body: [
      "Hello SPARK team,",
      "",
      "I would like to purchase a SPARK gift card.",
      "",
      `Amount (${formatEuro(giftCard.minAmount)} to ${formatEuro(giftCard.maxAmount)}):`,
      "Recipient:",
      "Delivery (PDF or printed card):",
      "Billing address:",
      "",
      "Please let me know the next steps.",
      "",
      "Kind regards",
    ],
  });
}

/** The services page's calls to action and 'Get Started': a German enquiry, with or without a named service. */
export function buildServiceEnquiryMailto(service?: { title: string }): string {
  return buildMailto({
    to: site.email.sales,
    subject: "Service Anfrage",
    body: [
      "Sehr geehrtes SPARK-Team,",
      "",
      service
        ? `ich interessiere mich für Ihren Service „${service.title}“ und bitte um weitere Informationen.`
        : "ich interessiere mich für Ihre Services und bitte um weitere Informationen.",
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
    ],
  });
}

/** 'Discuss Your Requirements' on the venue shop, optionally for one category. */
export function buildVenueRequirementsMailto(category?: { title: string }): string {
  return buildMailto({
    to: site.email.sales,
    subject: category ? `Venue Requirements: ${category.title}` : "Venue Requirements",
    body: [
      "Hello SPARK team,",
      "",
      "I would like to discuss the requirements for an event at SPARK.",
      "",
      category
        ? `Venue category: ${category.title}`
        : "Venue category (event floors, private rooms, workshop packages, rooftop terrace):",
      "Type of event:",
      "Preferred date(s):",
      "Number of guests:",
      "Technical requirements:",
      "Catering:",
      "",
      "Kind regards",
    ],
  });
}
