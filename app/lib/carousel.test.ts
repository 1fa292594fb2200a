import { describe, expect, it } from "vitest";
import { wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("moves forward and back inside the range", () => {
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });
  it("wraps from the last slide to the first and back", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });
  it("copes with one slide and none", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
