import type { PriceList, RateKind } from "../../../server/domain/enquiries/price-list.ts";

// The form of the event price list on /staff/prices (issue 47, decision 1138): the three floor rates,
// each add-on's names (English, German), unit and price (ticked 'Remove' drops it), and one row for a new add-on. Only
// the form's shape is read here; the ranges are price-list-settings.ts's schema's, whose message the
// page shows.

export const rateLabels: Record<RateKind, string> = {
  day: "Full day, per floor (€, net)",
  halfDay: "Half day, per floor (€, net)",
  evening: "Evening, per floor (€, net)",
};
export const rateKinds = Object.keys(rateLabels) as RateKind[];

export const rateField = (kind: RateKind) => `rate_${kind}`;
export const addOnField = (index: number, part: "id" | "label" | "labelDe" | "unit" | "price" | "remove") =>
  `addon_${index}_${part}`;
export const NEW_ADD_ON = "new";

/** The list as the form's fields (its starting values). */
export function priceListToForm(prices: PriceList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const kind of rateKinds) fields[rateField(kind)] = String(prices.floorRates[kind]);
  prices.addOns.forEach((addOn, index) => {
    fields[addOnField(index, "id")] = addOn.id;
    fields[addOnField(index, "label")] = addOn.label;
    fields[addOnField(index, "labelDe")] = addOn.labelDe;
    fields[addOnField(index, "unit")] = addOn.unit;
    fields[addOnField(index, "price")] = String(addOn.price);
  });
  return fields;
}

/** "1,250.50" or "1250.5" as a number; anything else NaN (the schema says what is wrong). */
function amount(text: string): number {
  const plain = text.replace(/[€\s]/g, "").replace(/,(?=\d{3}(\D|$))/g, "");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An id for a new add-on from its name: "LED wall, 2 hours" -> "led-wall-2-hours", unique in the list. */
function idFor(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 36) || "add-on";
  let id = base.length >= 2 ? base : `${base}-x`;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The posted form as a price list (amounts may still be out of range: the schema checks them). */
export function priceListFromForm(form: Record<string, string>): PriceList {
  const field = (name: string) => (form[name] ?? "").trim();
  const floorRates = Object.fromEntries(rateKinds.map((kind) => [kind, amount(field(rateField(kind)))])) as Record<
    RateKind,
    number
  >;
  const addOns: PriceList["addOns"] = [];
  for (let index = 0; form[addOnField(index, "id")] !== undefined; index++) {
    if (field(addOnField(index, "remove"))) continue;
    addOns.push({
      id: field(addOnField(index, "id")),
      label: field(addOnField(index, "label")),
      labelDe: field(addOnField(index, "labelDe")),
      unit: field(addOnField(index, "unit")) as PriceList["addOns"][number]["unit"],
      price: amount(field(addOnField(index, "price"))),
    });
  }
  const label = field(`${NEW_ADD_ON}_label`);
  const labelDe = field(`${NEW_ADD_ON}_labelDe`);
  if (label || labelDe || field(`${NEW_ADD_ON}_price`))
    addOns.push({
      id: idFor(label, new Set(addOns.map((addOn) => addOn.id))),
      label,
      labelDe,
      unit: (field(`${NEW_ADD_ON}_unit`) || "event") as PriceList["addOns"][number]["unit"],
      price: amount(field(`${NEW_ADD_ON}_price`)),
    });
  return { floorRates, addOns };
}
