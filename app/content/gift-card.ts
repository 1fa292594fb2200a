import { art } from "~/lib/art";
import type { GiftCard } from "./offers.schema";

// The gift card block of the offer pages (spec section 9: EUR 500 to 50,000, valid 2 years,
// +10% above EUR 5,000). The mail draft reads its range from here too.
export const giftCard: GiftCard = {
  title: "SPARK Gift Card",
  lead: "Give a team, a client or a partner an event at SPARK: a gift card that can be redeemed for any venue booking, package or service we offer.",
  minAmount: 500,
  maxAmount: 50000,
  validYears: 2,
  bonusThreshold: 5000,
  bonusPercent: 10,
  points: [
    "Redeemable for venue hire, every package on this page, catering and production services",
    "Delivered as a personalised PDF within one working day, or as a printed card in a gift box",
  ],
  buttonText: "Purchase Gift Card",
  image: art("offer/gift-card"),
};
