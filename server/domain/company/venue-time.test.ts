import { describe, expect, it } from "vitest";
import { instantFromZonedLocal, zoneOffsetMinutes } from "./venue-time.ts";

describe("instantFromZonedLocal", () => {
  it("reads Frankfurt summer time as UTC+2", () => {
    expect(instantFromZonedLocal("2025-07-18T11:00", "Europe/Berlin").toISOString()).toBe("2025-07-18T09:00:00.000Z");
  });
  it("reads Frankfurt winter time as UTC+1", () => {
    expect(instantFromZonedLocal("2025-12-04T11:00", "Europe/Berlin").toISOString()).toBe("2025-12-04T10:00:00.000Z");
  });
  it("handles the days the clocks change", () => {
    expect(instantFromZonedLocal("2025-03-30T11:00", "Europe/Berlin").toISOString()).toBe("2025-03-30T09:00:00.000Z");
    expect(instantFromZonedLocal("2025-10-26T11:00", "Europe/Berlin").toISOString()).toBe("2025-10-26T10:00:00.000Z");
  });
  it("refuses text that is not a local date-time", () => {
    expect(() => instantFromZonedLocal("18.07.2025 11:00", "Europe/Berlin")).toThrow(/local time/);
  });
});

describe("zoneOffsetMinutes", () => {
  it("gives the zone's offset at an instant", () => {
    expect(zoneOffsetMinutes(new Date("2025-07-18T09:00:00Z"), "Europe/Berlin")).toBe(120);
    expect(zoneOffsetMinutes(new Date("2025-01-10T09:00:00Z"), "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2025-01-10T09:00:00Z"), "UTC")).toBe(0);
  });
});
