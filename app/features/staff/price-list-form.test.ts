import { describe, expect, it } from "vitest";
import { defaultPriceList } from "../../../server/domain/enquiries/price-list";
import { addOnField, priceListFromForm, priceListToForm } from "./price-list-form";

describe("the price list's form", () => {
  it("reads back what it shows", () => {
    expect(priceListFromForm(priceListToForm(defaultPriceList))).toEqual(defaultPriceList);
  });

  it("reads amounts as people type them, drops a removed add-on and adds a new one with an id of its own", () => {
    const form = {
      ...priceListToForm(defaultPriceList),
      rate_day: "2,750.50",
      rate_evening: "€ 1900",
      [addOnField(0, "remove")]: "1",
      new_label: "Catering Standard",
      new_unit: "guest",
      new_price: "39",
    };
    const read = priceListFromForm(form);
    expect(read.floorRates).toEqual({ day: 2750.5, halfDay: defaultPriceList.floorRates.halfDay, evening: 1900 });
    expect(read.addOns.map((addOn) => addOn.id)).toEqual([
      ...defaultPriceList.addOns.slice(1).map((addOn) => addOn.id),
      "catering-standard-2",
    ]);
    expect(read.addOns.at(-1)).toMatchObject({ label: "Catering Standard", unit: "guest", price: 39 });
  });

  it("leaves what is no amount as NaN, for the schema to name", () => {
    expect(
      priceListFromForm({ ...priceListToForm(defaultPriceList), rate_halfDay: "a lot" }).floorRates.halfDay,
    ).toBeNaN();
  });
});
