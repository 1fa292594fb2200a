import { describe, expect, it } from "vitest";
import { pad2, remaining, ZERO } from "./countdown";

const start = new Date("2025-07-18T09:00:00Z");

describe("remaining", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    // The spec's initial display: 4 days, 17 hours, 35 minutes, 33 seconds before the start.
    const now = new Date(start.getTime() - ((4 * 24 + 17) * 3600 + 35 * 60 + 33) * 1000);
    expect(remaining(start, now)).toEqual({ days: 4, hours: 17, minutes: 35, seconds: 33, done: false });
  });
  it("counts one second down per second", () => {
    expect(remaining(start, start.getTime() - 10_000)).toMatchObject({ minutes: 0, seconds: 10 });
    expect(remaining(start, start.getTime() - 9_500)).toMatchObject({ minutes: 0, seconds: 9 });
    expect(remaining(start, start.getTime() - 61_000)).toMatchObject({ minutes: 1, seconds: 1 });
    expect(remaining(start, start.getTime() - 3_600_000)).toMatchObject({ days: 0, hours: 1, minutes: 0, seconds: 0 });
  });
  it("counts whole seconds: a part second left shows zero but is not done yet", () => {
    expect(remaining(start, start.getTime() - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: false });
    expect(remaining(start, start.getTime() - 1_999)).toMatchObject({ seconds: 1, done: false });
  });
  it("is zero and done at the start and forever after", () => {
    expect(remaining(start, start)).toEqual(ZERO);
    expect(remaining(start, start.getTime() + 1)).toEqual(ZERO);
    expect(remaining(start, new Date("2026-11-22T12:00:00Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
  it("is zero for an invalid date rather than NaN", () => {
    expect(remaining(new Date("nonsense"), start)).toEqual(ZERO);
  });
  it("counts many days", () => {
    expect(remaining(start, start.getTime() - 123 * 86_400_000)).toMatchObject({ days: 123, hours: 0 });
  });
});

describe("pad2", () => {
  it("pads to two digits", () => {
    expect(pad2(0)).toBe("00");
    expect(pad2(4)).toBe("04");
    expect(pad2(17)).toBe("17");
    expect(pad2(123)).toBe("123");
  });
});
