import { art } from "~/lib/art";
import type { GiftCard } from "./offers.schema";
import { text } from "../../server/domain/company/locale";

// The gift card block of the offer pages (spec section 9: EUR 500 to 50,000, valid 2 years,
// +10% above EUR 5,000). The mail draft reads its range from here too.
export const giftCard: GiftCard = {
  title: text("SPARK Gift Card", "SPARK-Gutschein"),
  lead: text(
    "Give a team, a client or a partner an event at SPARK: a gift card that can be redeemed for any venue booking, package or service we offer.",
    "Schenken Sie einem Team, einem Kunden oder einem Partner eine Veranstaltung bei SPARK: ein Gutschein, einlösbar für jede Buchung unserer Location, jedes Paket und jede Leistung aus unserem Angebot.",
  ),
  minAmount: 500,
  maxAmount: 50000,
  validYears: 2,
  bonusThreshold: 5000,
  bonusPercent: 10,
  points: [
    text(
      "Redeemable for venue hire, every package on this page, catering and production services",
      "Einlösbar für die Miete der Location, jedes Paket auf dieser Seite, Catering und Produktionsleistungen",
    ),
    text(
      "Delivered as a personalised PDF within one working day, or as a printed card in a gift box",
      "Innerhalb eines Werktags als personalisiertes PDF oder als gedruckte Karte in einer Geschenkbox",
    ),
  ],
  buttonText: text("Purchase Gift Card", "Gutschein kaufen"),
  image: art("offer/gift-card"),
};
