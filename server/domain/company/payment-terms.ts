// The payment terms of the event handbook (spec section 9, 'Payment and deadlines'): the gated
// handbook pages and the terms PDFs state them (app/content/gated/figures.server.ts re-exports
// them), the event enquiry's estimate applies them (server/domain/enquiries/estimate.ts).

export const payment = {
  /** Invoices are payable within this many days of receipt... */
  invoiceDueDays: 10,
  /** ...unless the event is this close, then the invoice is due on signing. */
  dueOnSigningWithinDays: 10,
  /** Invoices up to this total are due in full immediately. */
  fullPaymentUpToEur: 5_000,
  /** From that total: a deposit on contract conclusion and the balance before the event. */
  depositPercent: 80,
  balancePercent: 20,
  balanceDueWeeksBefore: 4,
  creditCardSurchargePercent: 3,
  defaultInterestPercent: 8,
  /** For consumers: percentage points above the prime (base) rate. */
  consumerDefaultInterestPointsAbovePrime: 5,
  cancellation: [
    { upToWeeksBefore: 12, returnedPercent: 30 },
    { upToWeeksBefore: 8, returnedPercent: 20 },
  ],
  overtime: {
    /** Per hour, as a share of the invoice value of the booked day. */
    fullDayPercent: 10,
    eveningPercent: 15,
    halfDayPercent: 20,
    maxHours: 2,
    latestEnd: "02:00",
  },
} as const;
