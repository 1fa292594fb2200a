import { giftCard } from "~/content/gift-card";
import type { GiftCard } from "~/content/offers.schema";
import { site } from "../../server/domain/company/site";
import { buildMailto } from "./mailto";
import type { Locale } from "../../server/domain/company/locale";
import { discountedPrice, formatEuro, formatEuroDe } from "./money";

// The site's named mail drafts (docs/decisions/0302); each is encoded by buildMailto.

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

/**
 * 'Purchase Gift Card': in the language of the page the visitor writes from, with the card's range of
 * amounts (the page passes the published terms; gift-card.ts's by default).
 */
export function buildGiftCardMailto(
  locale: Locale = "en",
  range: Pick<GiftCard, "minAmount" | "maxAmount"> = giftCard,
): string {
  if (locale === "de")
    return buildMailto({
      to: site.email.sales,
      subject: "Anfrage SPARK-Gutschein",
      body: [
        "Sehr geehrtes SPARK-Team,",
        "",
        "ich möchte einen SPARK-Gutschein kaufen.",
        "",
        `Betrag (${formatEuroDe(range.minAmount)} bis ${formatEuroDe(range.maxAmount)}):`,
        "Empfänger:",
        "Zustellung (PDF oder gedruckte Karte):",
        "Rechnungsadresse:",
        "",
        "Bitte teilen Sie mir die nächsten Schritte mit.",
        "",
        "Mit freundlichen Grüßen",
      ],
    });
  return buildMailto({
    to: site.email.sales,
    subject: "Gift Card Inquiry",
    body: [
      "Hello SPARK team,",
      "",
      "I would like to purchase a SPARK gift card.",
      "",
      `Amount (${formatEuro(range.minAmount)} to ${formatEuro(range.maxAmount)}):`,
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
export function buildVenueRequirementsMailto(category?: { title: string }, locale: "en" | "de" = "en"): string {
  if (locale === "de")
    return buildMailto({
      to: site.email.sales,
      subject: category ? `Anforderungen an die Location: ${category.title}` : "Anforderungen an die Location",
      body: [
        "Sehr geehrtes SPARK-Team,",
        "",
        "ich möchte mit Ihnen die Anforderungen für eine Veranstaltung bei SPARK besprechen.",
        "",
        category
          ? `Kategorie: ${category.title}`
          : "Kategorie (Eventetagen, Meetingräume, Workshop-Pakete, Dachterrasse):",
        "Art der Veranstaltung:",
        "Wunschtermin(e):",
        "Anzahl der Gäste:",
        "Technische Anforderungen:",
        "Catering:",
        "",
        "Mit freundlichen Grüßen",
      ],
    });
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
