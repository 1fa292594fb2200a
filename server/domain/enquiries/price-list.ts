import { sample } from "../company/sample.ts";

// The prices an event enquiry's estimate is computed from (issue 47, decision 1129). The site
// publishes 'from' prices (the shop's categories read them from here); the team edits the price
// list in the back office. Until the client confirms them, the rates the site does not publish
// (half day, evening) and the add-ons are samples (docs/client-facts.md: event-rates, add-on-prices).

/** The published 'from' prices, in euro, net. */
export const fromPrices = {
  /** One event floor for a day. */
  eventFloorDay: 2_500,
  privateRoomDay: 500,
  workshopEvent: 1_200,
  rooftopDay: 800,
} as const;

export type RateKind = "day" | "halfDay" | "evening";

interface AddOn {
  id: string;
  label: string;
  /** Priced once per event, per hour or per guest. */
  unit: "event" | "hour" | "guest";
  /** Net, in euro. */
  price: number;
}

export interface PriceList {
  /** Net euro per floor and booked date, by kind of booking; a double floor is two floors. */
  floorRates: Record<RateKind, number>;
  addOns: AddOn[];
}

export const defaultPriceList: PriceList = {
  floorRates: sample("event-rates", { day: fromPrices.eventFloorDay, halfDay: 1_600, evening: 1_900 }),
  addOns: sample("add-on-prices", [
    { id: "led-content", label: "LED wall content package", unit: "event", price: 1_200 },
    { id: "technician", label: "Additional show technician", unit: "hour", price: 85 },
    { id: "catering-standard", label: "Catering Standard", unit: "guest", price: 45 },
    { id: "catering-premium", label: "Catering Premium", unit: "guest", price: 65 },
    { id: "catering-signature", label: "Catering Signature", unit: "guest", price: 89 },
  ]),
};

/** German VAT on event services, in percent. */
export const VAT_PERCENT = 19;
