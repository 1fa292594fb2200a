import { describe, expect, it } from "vitest";
import { seatingColumns, seatingGridClass } from "./seating-columns";

describe("seating grid columns (spec section 9)", () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [8, 5],
  ])("%i cards -> %i columns", (count, columns) => {
    expect(seatingColumns(count)).toBe(columns);
  });

  it("maps to a literal Tailwind class", () => {
    expect(seatingGridClass(3)).toContain("lg:grid-cols-3");
    expect(seatingGridClass(2)).toBe("sm:grid-cols-2");
    expect(seatingGridClass(7)).toContain("lg:grid-cols-5");
  });
});
