import { describe, expect, it } from "vitest";
import { wrapIndex, slidesToLoad } from "./carousel";

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

describe("slidesToLoad", () => {
  it("is the selected slide and the next, wrapping at the end", () => {
    expect(slidesToLoad(0, 4)).toEqual([0, 1]);
    expect(slidesToLoad(3, 4)).toEqual([3, 0]);
  });
  it("adds the previous slide, wrapping at the start, once the visitor is near", () => {
    expect(slidesToLoad(0, 4, true)).toEqual([0, 1, 3]);
    expect(slidesToLoad(1, 3, true)).toEqual([1, 2, 0]);
  });
  it("names each slide once in short carousels", () => {
    expect(slidesToLoad(0, 2, true)).toEqual([0, 1]);
    expect(slidesToLoad(0, 1)).toEqual([0]);
    expect(slidesToLoad(0, 0)).toEqual([]);
  });
});
