// The business figures of spec section 9 that live behind the gates ('Payment and deadlines',
// 'Catering', 'Development partnership'). Written once here; every handbook page, the terms PDFs
// and the development page build their sentences from these numbers.

// The payment terms live with the company's facts: the enquiries' estimate applies them too.
export { payment } from "../../../server/domain/company/payment-terms";

export const changes = {
  changeDeadlineDays: 14,
  /** Surcharges on the cost of a change, by how close to the event it is requested. */
  rushCharges: [
    { window: "14 days", windowDe: "14 Tagen", percent: 30 },
    { window: "48 hours", windowDe: "48 Stunden", percent: 50 },
    { window: "24 hours", windowDe: "24 Stunden", percent: 100 },
  ],
  /** Changes made on the event day are invoiced and payable within this many days. */
  sameDayChangesPayableDays: 7,
  /** Changes ordered within this many days of the event are due immediately. */
  changesDueImmediatelyWithinDays: 10,
  participants: {
    /** A change in guest numbers above this share must be notified and consented to in writing. */
    notifyAbovePercent: 5,
    noticeWorkingDays: 10,
    /** Above this share SPARK may reprice and swap rooms. */
    repricingAbovePercent: 10,
  },
  techFilesDaysBefore: 7,
} as const;

export const catering = {
  breakfastHours: 1,
  fingerfoodPieces: [3, 5, 7, 9],
  lunchFingerfoodHours: 1,
  dinnerHours: 2,
  drinkTiers: ["Standard", "Premium", "Signature"],
} as const;

export const partnership = {
  royaltyPercent: { min: 3, max: 5 },
  locations: { min: 3, max: 10 },
  reducedRentYears: { min: 5, max: 10 },
  designSprintDays: { min: 7, max: 14 },
  equityEur: 2_500_000,
  rampUpMonths: { min: 24, max: 36 },
  targetOccupancyPercent: 40,
  irrPercent: { min: 34, max: 55 },
} as const;

/** "EUR 5,000" (English) or "5.000 EUR" (German). */
export function euros(amount: number, language: "en" | "de" = "en"): string {
  return language === "de" ? `${amount.toLocaleString("de-DE")} EUR` : `EUR ${amount.toLocaleString("en-GB")}`;
}

/** "EUR 2.5m" */
export function millionEuros(amount: number): string {
  return `EUR ${(amount / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 })}m`;
}

export const word = (n: number) =>
  ({ 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten" })[
    n
  ] ?? String(n);

export const wordDe = (n: number) =>
  ({ 1: "ein", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 7: "sieben", 8: "acht", 9: "neun", 10: "zehn" })[
    n
  ] ?? String(n);
