import { describe, expect, it } from "vitest";
import { discountedPrice, formatEuro, formatEuroDe } from "./money";

describe("money", () => {
  it("groups thousands the English and the German way", () => {
    expect(formatEuro(500)).toBe("€500");
    expect(formatEuro(50000)).toBe("€50,000");
    expect(formatEuroDe(2500)).toBe("2.500 €");
    expect(formatEuroDe(1234567)).toBe("1.234.567 €");
  });
  it("rounds the price after the discount", () => {
    expect(discountedPrice(2500, "0")).toBe(2500);
    expect(discountedPrice(1899, "15")).toBe(1614); // 1614.15
    expect(discountedPrice(2805, "10")).toBe(2525); // 2524.5 rounds up
  });
});
