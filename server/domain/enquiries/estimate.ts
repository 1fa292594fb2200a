import { payment } from "../company/payment-terms.ts";
import type { EventSpace } from "./spaces.ts";
import { VAT_PERCENT, type PriceList, type RateKind } from "./price-list.ts";

// An event enquiry's instant estimate (issue 47, decision 1129): the space's rate per floor and
// date, the add-ons, 19 % VAT and the handbook's payment terms (up to EUR 5,000 in full; above,
// 80 % on contract and 20 % four weeks before). Pure and in cents, so that every line adds up to
// the total shown; an estimate, not an offer.

export interface EstimateRequest {
  space: EventSpace;
  /** How many dates (days) are booked. */
  dates: number;
  rate: RateKind;
  guests: number;
  /** Add-ons by id with a quantity: hours for hourly ones; per-guest ones count the guests. */
  addOns: { id: string; quantity?: number }[];
}

interface EstimateLine {
  label: string;
  /** An add-on's German name as the price list had it (the rate's line is named from the space). */
  labelDe?: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface Estimate {
  lines: EstimateLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  payment:
    | { kind: "full"; dueCents: number }
    | { kind: "split"; depositCents: number; balanceCents: number; balanceDueWeeksBefore: number };
}

const rateLabels: Record<RateKind, string> = { day: "full day", halfDay: "half day", evening: "evening" };
const cents = (euro: number) => Math.round(euro * 100);
/** A share of an amount in cents, rounded half up to the cent. */
const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

export function estimateEvent(request: EstimateRequest, prices: PriceList): Estimate {
  if (!Number.isInteger(request.dates) || request.dates < 1) throw new Error("An estimate needs at least one date.");
  const floors = request.space.floors.length;
  const lines: EstimateLine[] = [
    {
      label: `${request.space.name}, ${rateLabels[request.rate]} (${floors === 1 ? "one floor" : `${floors} floors`})`,
      quantity: request.dates,
      unitCents: cents(prices.floorRates[request.rate]) * floors,
      totalCents: cents(prices.floorRates[request.rate]) * floors * request.dates,
    },
  ];
  for (const wanted of request.addOns) {
    const addOn = prices.addOns.find((candidate) => candidate.id === wanted.id);
    if (!addOn) throw new Error(`Unknown add-on: ${wanted.id}`);
    const quantity =
      addOn.unit === "guest"
        ? request.guests * request.dates
        : addOn.unit === "hour"
          ? Math.max(1, Math.round(wanted.quantity ?? 1))
          : 1;
    lines.push({
      label: addOn.label,
      labelDe: addOn.labelDe,
      quantity,
      unitCents: cents(addOn.price),
      totalCents: cents(addOn.price) * quantity,
    });
  }
  const netCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const vatCents = percentOf(netCents, VAT_PERCENT);
  const grossCents = netCents + vatCents;
  return { lines, netCents, vatCents, grossCents, payment: paymentOf(grossCents) };
}

/** The payment terms of a total: up to EUR 5,000 in full; above, the deposit on contract and the balance before. */
export function paymentOf(grossCents: number): Estimate["payment"] {
  if (grossCents <= cents(payment.fullPaymentUpToEur)) return { kind: "full", dueCents: grossCents };
  const depositCents = percentOf(grossCents, payment.depositPercent);
  return {
    kind: "split",
    depositCents,
    balanceCents: grossCents - depositCents,
    balanceDueWeeksBefore: payment.balanceDueWeeksBefore,
  };
}

/** The estimate as stored with the enquiry (JSON): used only when it has the shape the form stored. */
export function storedEstimate(value: unknown): Estimate | undefined {
  if (!value || typeof value !== "object") return undefined;
  const estimate = value as Partial<Estimate>;
  const isCents = (n: unknown) => typeof n === "number" && Number.isFinite(n);
  if (!Array.isArray(estimate.lines) || ![estimate.netCents, estimate.vatCents, estimate.grossCents].every(isCents))
    return undefined;
  const linesOk = estimate.lines.every(
    (line) =>
      typeof line === "object" &&
      line !== null &&
      typeof line.label === "string" &&
      isCents(line.quantity) &&
      isCents(line.unitCents) &&
      isCents(line.totalCents),
  );
  return linesOk ? (value as Estimate) : undefined;
}
