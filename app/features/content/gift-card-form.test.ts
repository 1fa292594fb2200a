import { describe, expect, it } from "vitest";
import { giftCard } from "~/content/gift-card";
import { giftCardWith } from "~/content/gift-card-in-force";
import { giftCardChanges, giftCardFromForm, giftCardToForm } from "./gift-card-form";

// The gift card's editor form (issue 45): the card survives the round trip, the terms are checked by the
// pages' schema (amounts 0 or more, the minimum below the maximum, the bonus 0-100 %) with a sentence
// naming the field, and the difference of two versions is listed field by field.

const form = giftCardToForm(giftCard);

describe("the gift card form", () => {
  it("reads back the gift card it shows", () => {
    expect(giftCardFromForm(form, giftCard)).toEqual({ ok: true, value: giftCard });
  });

  it("checks the numbers and names the field of the first problem", () => {
    expect(giftCardFromForm({ ...form, minAmount: "-5" }, giftCard)).toEqual({
      ok: false,
      error: "Minimum amount (EUR): a whole number, 0 or more.",
    });
    expect(giftCardFromForm({ ...form, maxAmount: "400" }, giftCard)).toEqual({
      ok: false,
      error: "Maximum amount (EUR): more than the minimum amount.",
    });
    expect(giftCardFromForm({ ...form, bonusPercent: "101" }, giftCard)).toEqual({
      ok: false,
      error: "Bonus (%): 100 or less.",
    });
    expect(giftCardFromForm({ ...form, validYears: "0" }, giftCard)).toEqual({
      ok: false,
      error: "Valid for (years): more than 0.",
    });
    expect(giftCardFromForm({ ...form, minAmount: "0", bonusPercent: "0" }, giftCard)).toMatchObject({
      ok: true,
      value: { minAmount: 0, bonusPercent: 0 },
    });
  });

  it("checks the texts in both languages", () => {
    expect(giftCardFromForm({ ...form, title_de: " " }, giftCard)).toEqual({
      ok: false,
      error: "Titel: please fill it in.",
    });
    expect(giftCardFromForm({ ...form, points_en: "Short" }, giftCard)).toMatchObject({
      ok: false,
      error: /^Points: the English list has 1 lines and the German one 2/,
    });
    expect(giftCardFromForm({ ...form, points_en: "", points_de: "" }, giftCard)).toEqual({
      ok: false,
      error: "Points: at least one point, in English and German.",
    });
    expect(giftCardFromForm({ ...form, points_de: `Kurz\n${form.points_de!.split("\n")[1]}` }, giftCard)).toEqual({
      ok: false,
      error: "Punkte (einer pro Zeile): at least 10 characters.",
    });
  });

  it("keeps what is typed as text", () => {
    const read = giftCardFromForm({ ...form, buttonText_en: "<b>Buy</b>" }, giftCard);
    expect(read).toMatchObject({ ok: true, value: { buttonText: { en: "<b>Buy</b>" } } });
  });

  it("lists what changed between two versions", () => {
    const changed = giftCardFromForm({ ...form, maxAmount: "60000", lead_de: "Neu." }, giftCard);
    expect(changed.ok && giftCardChanges(giftCard, changed.value)).toEqual([
      { label: "Einleitung", before: giftCard.lead.de, after: "Neu." },
      { label: "Maximum amount (EUR)", before: "50000", after: "60000" },
    ]);
  });

  it("a published version that no longer passes the schema falls back to the card as built", () => {
    expect(giftCardWith({ ...giftCard, minAmount: 900, maxAmount: 800 })).toBe(giftCard);
    expect(giftCardWith(undefined)).toBe(giftCard);
    expect(giftCardWith({ ...giftCard, maxAmount: 60000, image: "offer/other" }).image).toBe(giftCard.image);
  });
});
