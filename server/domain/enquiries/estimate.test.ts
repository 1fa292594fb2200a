import { describe, expect, it } from "vitest";
import { estimateLineLabels } from "./enquiry-mail.ts";
import { estimateEvent } from "./estimate.ts";
import { defaultPriceList, fromPrices, type PriceList } from "./price-list.ts";
import { eventSpace } from "./spaces.ts";

// The instant estimate against cases worked out by hand (issue 47, decision 1129). The price list is
// the test's own, so the cases hold whatever the team sets.
const prices: PriceList = {
  floorRates: { day: 2_500, halfDay: 1_600, evening: 1_900 },
  addOns: [
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
      labelDe: "Zusätzliche Veranstaltungstechnik",
      unit: "hour",
      price: 85,
    },
    { id: "catering-standard", label: "Catering Standard", labelDe: "Catering Standard", unit: "guest", price: 45 },
    { id: "catering-signature", label: "Catering Signature", labelDe: "Catering Signature", unit: "guest", price: 89 },
  ],
};
const space = (id: string) => eventSpace(id)!;

describe("the event estimate", () => {
  it("one floor for a day: 2,500.00 net, 475.00 VAT, 2,975.00 due in full", () => {
    const estimate = estimateEvent({ space: space("liberty"), dates: 1, rate: "day", guests: 150, addOns: [] }, prices);
    expect(estimate.lines).toEqual([
      { label: "Liberty Stage, full day (one floor)", quantity: 1, unitCents: 250_000, totalCents: 250_000 },
    ]);
    expect(estimate).toMatchObject({
      netCents: 250_000,
      vatCents: 47_500,
      grossCents: 297_500,
      payment: { kind: "full", dueCents: 297_500 },
    });
  });

  it("a double floor for two days with catering, technician hours and LED content: 80 % on contract, 20 % four weeks before", () => {
    const estimate = estimateEvent(
      {
        space: space("horizon-liberty"),
        dates: 2,
        rate: "day",
        guests: 300,
        addOns: [{ id: "catering-standard" }, { id: "technician", quantity: 6 }, { id: "led-content" }],
      },
      prices,
    );
    // Floors 2 x 2,500 x 2 days = 10,000; catering 300 guests x 2 days x 45 = 27,000; 6 h x 85 = 510; LED 1,200.
    expect(estimate.lines.map((line) => [line.quantity, line.totalCents])).toEqual([
      [2, 1_000_000],
      [600, 2_700_000],
      [6, 51_000],
      [1, 120_000],
    ]);
    expect(estimate.lines[0]!.unitCents).toBe(500_000);
    // 38,710.00 net; 19 % = 7,354.90; 46,064.90 gross; 80 % = 36,851.92; the rest 9,212.98.
    expect(estimate).toMatchObject({ netCents: 3_871_000, vatCents: 735_490, grossCents: 4_606_490 });
    expect(estimate.payment).toEqual({
      kind: "split",
      depositCents: 3_685_192,
      balanceCents: 921_298,
      balanceDueWeeksBefore: 4,
    });
  });

  it("up to EUR 5,000 gross is due in full, above it is split; evenings and half days use their rates", () => {
    // Half day on Horizon 1,600 + 20 guests x 89 = 1,780: 3,380.00 net, 642.20 VAT, 4,022.20.
    const small = estimateEvent(
      {
        space: space("horizon"),
        dates: 1,
        rate: "halfDay",
        guests: 20,
        addOns: [{ id: "catering-signature" }],
      },
      prices,
    );
    expect(small).toMatchObject({ netCents: 338_000, vatCents: 64_220, grossCents: 402_220 });
    expect(small.payment).toEqual({ kind: "full", dueCents: 402_220 });
    // An evening on all three floors: 3 x 1,900 = 5,700.00 net, 1,083.00 VAT, 6,783.00: 5,426.40 and 1,356.60.
    const evening = estimateEvent(
      { space: space("all-three"), dates: 1, rate: "evening", guests: 500, addOns: [] },
      prices,
    );
    expect(evening).toMatchObject({ netCents: 570_000, vatCents: 108_300, grossCents: 678_300 });
    expect(evening.payment).toMatchObject({ kind: "split", depositCents: 542_640, balanceCents: 135_660 });
    // Exactly EUR 5,000.00 gross is still 'up to': due in full (4,201.68 net + 798.32 VAT).
    const edge = estimateEvent(
      { space: space("skyline"), dates: 1, rate: "day", guests: 10, addOns: [] },
      { floorRates: { day: 4_201.68, halfDay: 0, evening: 0 }, addOns: [] },
    );
    expect(edge).toMatchObject({ grossCents: 500_000, payment: { kind: "full", dueCents: 500_000 } });
  });

  it("VAT is rounded to the cent, half up", () => {
    // 10.03 x 19 % = 1.9057 -> 1.91; 10.50 x 19 % = 1.995 -> 2.00.
    const at = (day: number) =>
      estimateEvent(
        { space: space("horizon"), dates: 1, rate: "day", guests: 1, addOns: [] },
        { floorRates: { day, halfDay: 0, evening: 0 }, addOns: [] },
      ).vatCents;
    expect(at(10.03)).toBe(191);
    expect(at(10.5)).toBe(200);
  });

  it("the default price list starts from the published 'from' price of a floor", () => {
    expect(defaultPriceList.floorRates.day).toBe(fromPrices.eventFloorDay);
    const estimate = estimateEvent(
      { space: space("horizon"), dates: 1, rate: "day", guests: 50, addOns: [] },
      defaultPriceList,
    );
    expect(estimate.netCents).toBe(fromPrices.eventFloorDay * 100);
  });

  it("refuses an add-on it does not know and an estimate without dates", () => {
    const request = {
      space: space("horizon"),
      dates: 1,
      rate: "day" as const,
      guests: 10,
      addOns: [{ id: "fireworks" }],
    };
    expect(() => estimateEvent(request, prices)).toThrow("Unknown add-on: fireworks");
    expect(() => estimateEvent({ ...request, addOns: [], dates: 0 }, prices)).toThrow("at least one date");
  });

  it("names each line in the enquiry's language: the add-ons with the German names the team gave them", () => {
    const addOns = [{ id: "led-content" }, { id: "technician", quantity: 2 }];
    const estimate = estimateEvent({ space: space("liberty"), dates: 1, rate: "day", guests: 50, addOns }, prices);
    expect(estimate.lines.slice(1).map((line) => [line.label, line.labelDe])).toEqual([
      ["LED wall content package", "Content-Paket für die LED-Wand"],
      ["Additional show technician", "Zusätzliche Veranstaltungstechnik"],
    ]);
    const dates = [
      { day: "2031-06-12", startsAt: new Date("2031-06-12T07:00:00Z"), endsAt: new Date("2031-06-12T16:00:00Z") },
    ];
    const enquiry = { spaceId: "liberty", addOns };
    expect(estimateLineLabels(enquiry, estimate, dates, "de")).toEqual([
      "Liberty Stage, ganzer Tag (eine Etage)",
      "Content-Paket für die LED-Wand",
      "Zusätzliche Veranstaltungstechnik",
    ]);
    expect(estimateLineLabels(enquiry, estimate, dates, "en")).toEqual(estimate.lines.map((line) => line.label));
  });
});
