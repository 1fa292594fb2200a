import { describe, expect, it } from "vitest";
import { offers } from "~/content/offers";
import { offerWith } from "~/content/offers-in-force";
import { offerChanges, offerFromForm, offerToForm } from "./offer-form";

// The offer editor's form (issue 45): an offer survives the round trip, bad input gets a sentence that
// names the field, and the difference between two versions is listed field by field.

const base = offers[0]!;

describe("the offer form", () => {
  it("reads back the offer it shows", () => {
    expect(offerFromForm(offerToForm(base), base)).toEqual({ ok: true, offer: base });
  });

  it("names the field of the first problem and changes nothing", () => {
    const form = offerToForm(base);
    expect(offerFromForm({ ...form, price: "-5" }, base)).toEqual({
      ok: false,
      error: "Price (EUR): a whole amount in euro, 0 or more.",
    });
    expect(offerFromForm({ ...form, discount: "150" }, base)).toMatchObject({ ok: false, error: /^Discount/ });
    expect(offerFromForm({ ...form, title_de: "" }, base)).toEqual({
      ok: false,
      error: "Titel: at least 3 characters.",
    });
    expect(
      offerFromForm({ ...form, features_de: form.features_de!.split("\n").slice(1).join("\n") }, base),
    ).toMatchObject({ ok: false, error: /^Features: the English list has \d+ lines and the German one \d+/ });
  });

  it("keeps what is typed as text: markup is not read as markup", () => {
    const read = offerFromForm({ ...offerToForm(base), title_en: "<script>alert(1)</script> Weekend" }, base);
    expect(read).toMatchObject({ ok: true, offer: { title: { en: "<script>alert(1)</script> Weekend" } } });
  });

  it("lists what changed between two versions", () => {
    const changed = offerFromForm({ ...offerToForm(base), price: "2900", title_de: "Wochenende intensiv" }, base);
    expect(changed.ok && offerChanges(base, changed.offer)).toEqual([
      { label: "Titel", before: base.title.de, after: "Wochenende intensiv" },
      { label: "Price (EUR)", before: String(base.price), after: "2900" },
    ]);
  });

  it("a published version that no longer passes the schema falls back to the offer as built", () => {
    expect(offerWith(base, { title: "not both languages" })).toBe(base);
    expect(offerWith(base, undefined)).toBe(base);
  });
});
