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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Evening events start at or after this time (Frankfurt time). */
const EVENING_FROM = "17:00";
/** Half days: a morning ending by this time, or at most HALF_DAY_HOURS ending by the evening. */
const MORNING_UNTIL = "13:00";
const HALF_DAY_HOURS = 5;

/**
 * Which rate an event's times take (decision 1135), from its start and end (HH:MM, Frankfurt time,
 * start before end on one day): starting at or after 17:00 is an evening; ending by 13:00, or lasting
 * at most 5 hours and ending by 17:00, is a half day; anything else is a day.
 */
export function rateKindOf(start: string, end: string): RateKind {
  const [from, to] = [minutesOf(start), minutesOf(end)];
  if (from >= minutesOf(EVENING_FROM)) return "evening";
  if (to <= minutesOf(MORNING_UNTIL)) return "halfDay";
  if (to - from <= HALF_DAY_HOURS * 60 && to <= minutesOf(EVENING_FROM)) return "halfDay";
  return "day";
}

interface AddOn {
  id: string;
  /** The name on the English page and in English mails and offers. */
  label: string;
  /** The name in German mails and offers (formal, GERMAN.md terms). */
  labelDe: string;
  /** Priced once per event, per hour or per guest. */
  unit: "event" | "hour" | "guest";
  /** Net, in euro. */
  price: number;
}

/** How an add-on is priced, in words: the enquiry form's and the price list editor's. */
export const addOnUnitLabels: Record<AddOn["unit"], string> = {
  event: "per event",
  hour: "per hour",
  guest: "per guest",
};

export interface PriceList {
  /** Net euro per floor and booked date, by kind of booking; a double floor is two floors. */
  floorRates: Record<RateKind, number>;
  addOns: AddOn[];
}

export const defaultPriceList: PriceList = {
  floorRates: sample("event-rates", { day: fromPrices.eventFloorDay, halfDay: 1_600, evening: 1_900 }),
  addOns: sample("add-on-prices", [
    {
      id: "led-content",
      label: "LED wall content package",
      labelDe: "Content-Paket für die LED-Wand",
      unit: "event",
      price: 1_200,
    },
    {
      id: "technician",
      label: "Additional show technician",
      labelDe: "Zusätzliche Veranstaltungstechnik (Stunden)",
      unit: "hour",
      price: 85,
    },
    {
      id: "catering-standard",
      label: "Catering Standard",
      labelDe: "Catering Standard (pro Person)",
      unit: "guest",
      price: 45,
    },
    {
      id: "catering-premium",
      label: "Catering Premium",
      labelDe: "Catering Premium (pro Person)",
      unit: "guest",
      price: 65,
    },
    {
      id: "catering-signature",
      label: "Catering Signature",
      labelDe: "Catering Signature (pro Person)",
      unit: "guest",
      price: 89,
    },
  ]),
};

/** German VAT on event services, in percent. */
export const VAT_PERCENT = 19;
