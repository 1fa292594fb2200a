import { describe, expect, it } from "vitest";
import {
  defaultTourRules,
  firstBookableDay,
  freeTourTimes,
  lastBookableDay,
  publicHoliday,
  type TourRules,
} from "./tour-availability.ts";

// Free tour times under the venue's rules (decision 1125), with the clock passed in: "today" is
// Friday 4 December 2026 in Frankfurt.
const today = "2026-12-04";
const free = (day: string, extra: Partial<Parameters<typeof freeTourTimes>[0]> = {}) =>
  freeTourTimes({ day, today, rules: defaultTourRules, bookings: [], blocks: [], ...extra });
const at = (iso: string) => new Date(iso);

describe("free tour times", () => {
  it("a working day: every half hour from 9:00, the last tour ending by 18:00, in Frankfurt time", () => {
    const times = free("2026-12-07");
    expect(times.map((t) => t.time)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
    ]);
    // Winter: 9:00 in Frankfurt is 8:00 UTC; the tour lasts 60 minutes.
    expect(times[0]).toMatchObject({
      startsAt: at("2026-12-07T08:00:00Z"),
      endsAt: at("2026-12-07T09:00:00Z"),
      left: 1,
    });
  });

  it("summer time: 9:00 in Frankfurt is 7:00 UTC", () => {
    const rules = { ...defaultTourRules, horizonWeeks: 52 };
    expect(freeTourTimes({ day: "2027-06-07", today, rules, bookings: [], blocks: [] })[0]?.startsAt).toEqual(
      at("2027-06-07T07:00:00Z"),
    );
  });

  it("none at weekends (by arrangement), on Hesse's public holidays, before the notice or beyond 8 weeks", () => {
    expect(free("2026-12-05")).toEqual([]); // Saturday
    expect(free("2026-12-06")).toEqual([]); // Sunday
    expect(publicHoliday("2026-12-25")).toBe("1. Weihnachtstag");
    expect(publicHoliday("2027-05-27")).toBe("Fronleichnam"); // a holiday in Hesse, not in every state
    expect(publicHoliday("2026-12-24")).toBeUndefined();
    expect(free("2026-12-25")).toEqual([]);
    // Friday today: the next working day is Monday.
    expect(firstBookableDay(today, defaultTourRules)).toBe("2026-12-07");
    expect(free("2026-12-04")).toEqual([]);
    // Over Christmas the notice skips the holidays: on 24 December the next tour day is the 28th.
    expect(firstBookableDay("2026-12-24", defaultTourRules)).toBe("2026-12-28");
    expect(lastBookableDay(today, defaultTourRules)).toBe("2027-01-29");
    expect(free("2027-01-29")).not.toEqual([]);
    expect(free("2027-02-01")).toEqual([]);
  });

  it("keeps the buffer to a booked tour and leaves out blocked periods", () => {
    // A tour 11:00-12:00 (10:00-11:00 UTC), 15 minutes' buffer: 9:30 ends 10:30, free; 10:00 ends at
    // 11:00, too close; after it, the first start at 12:15 or later is 12:30.
    const bookings = [{ start: at("2026-12-07T10:00:00Z"), end: at("2026-12-07T11:00:00Z") }];
    const times = free("2026-12-07", { bookings }).map((t) => t.time);
    expect(times.slice(0, 4)).toEqual(["09:00", "09:30", "12:30", "13:00"]);
    // Staff blocked 14:00-16:00 (13:00-15:00 UTC): no tour touching it.
    const blocks = [{ start: at("2026-12-07T13:00:00Z"), end: at("2026-12-07T15:00:00Z") }];
    const blocked = free("2026-12-07", { blocks }).map((t) => t.time);
    expect(blocked).toContain("13:00");
    for (const time of ["13:30", "14:00", "15:30"]) expect(blocked).not.toContain(time);
    expect(blocked).toContain("16:00");
  });

  it("with two guides a time is free until both are booked", () => {
    const rules: TourRules = { ...defaultTourRules, guides: 2 };
    const tour = { start: at("2026-12-07T09:00:00Z"), end: at("2026-12-07T10:00:00Z") };
    const one = freeTourTimes({ day: "2026-12-07", today, rules, bookings: [tour], blocks: [] });
    expect(one.find((t) => t.time === "10:00")).toMatchObject({ left: 1 });
    const two = freeTourTimes({ day: "2026-12-07", today, rules, bookings: [tour, { ...tour }], blocks: [] });
    expect(two.find((t) => t.time === "10:00")).toBeUndefined();
    // Two tours of one guide around a time (10:00 and 11:30, buffer kept) leave the other guide free.
    const first = { ...tour, guide: 1 };
    const second = { start: at("2026-12-07T10:30:00Z"), end: at("2026-12-07T11:30:00Z"), guide: 1 };
    const oneGuideBusy = freeTourTimes({ day: "2026-12-07", today, rules, bookings: [first, second], blocks: [] });
    expect(oneGuideBusy.find((t) => t.time === "11:00")).toMatchObject({ left: 1 });
  });
});
