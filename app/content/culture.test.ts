import { describe, expect, it } from "vitest";
import { culture } from "./culture";
import { cultureSchema } from "./culture.schema";

describe("company culture", () => {
  it("has the brand values Centerstage, Bold, Astute and five core principles", () => {
    const parsed = cultureSchema.parse(culture);
    expect(parsed.brandValues.map((value) => value.name)).toEqual(["Centerstage", "Bold", "Astute"]);
    expect(parsed.corePrinciples).toHaveLength(5);
    expect(parsed.corePrinciples[0]?.title).toEqual({ en: "Audience first", de: "Das Publikum zuerst" });
  });
});
