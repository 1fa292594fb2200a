import { describe, expect, it } from "vitest";
import {
  agendaTime,
  buildWebinar,
  localParts,
  scheduleOf,
  sessionSchedule,
  webinar,
  webinarConfig,
  webinarSignupLabel,
} from "./webinar";
import { webinarConfigSchema } from "./webinar.schema";

describe("webinar configuration", () => {
  it("has the shape its schema asks for (https join link, ids, minutes, country codes)", () => {
    expect(webinarConfigSchema.parse(webinarConfig)).toEqual(webinarConfig);
    expect(() => webinarConfigSchema.parse({ ...webinarConfig, joinUrl: "http://live.example/room" })).toThrow();
    expect(() => webinarConfigSchema.parse({ ...webinarConfig, countryCodes: [] })).toThrow();
  });

  it("holds the spec's webinar: 18.07.2025, 11:00 Frankfurt time, 09:00-10:00 UTC, 100 places", () => {
    expect(webinar.start).toBe("2025-07-18T09:00:00.000Z");
    expect(webinar.end).toBe("2025-07-18T10:00:00.000Z");
    expect(webinar.seats).toBe(100);
    expect(webinar.dateOption).toBe("Donnerstag, 18.07. 11:00 Uhr");
    expect(webinar.smsReminderMinutesBefore).toBe(5);
    expect(webinar.countryCodes).toEqual(["+49", "+43", "+41"]);
    expect(webinar.location).toBe("Online Webinar");
  });

  it("derives the date texts from the start", () => {
    expect(webinar.time).toBe("11:00");
    expect(webinar.endTime).toBe("12:00");
    expect(webinar.date).toBe("18.07.2025");
    expect(webinar.dateLong).toBe("18. Juli 2025");
    expect(webinar.dateOptionSuffix).toBe("18.07. 11:00 Uhr");
    expect(agendaTime(25)).toBe("11:25");
  });

  it("moves every derived text with the start, in winter time too", () => {
    const next = scheduleOf({ ...webinarConfig, localStart: "2025-12-04T16:30", durationMinutes: 90 });
    expect(next.start).toBe("2025-12-04T15:30:00.000Z");
    expect(next.end).toBe("2025-12-04T17:00:00.000Z");
    expect(next.time).toBe("16:30");
    expect(next.endTime).toBe("18:00");
    expect(next.dateOptionSuffix).toBe("04.12. 16:30 Uhr");
    expect(next.weekday).toBe("Donnerstag");
  });

  it("labels a session with its true German weekday, across daylight-saving changes", () => {
    expect(sessionSchedule(new Date("2025-07-18T09:00:00Z"), 60).dateOptionLabel).toBe("Freitag, 18.07. 11:00 Uhr");
    // Summer time ends on 26.10.2025 at 03:00: 10:00 UTC is 11:00 in Frankfurt after it, 12:00 before.
    expect(sessionSchedule(new Date("2025-10-26T10:00:00Z"), 60).dateOptionLabel).toBe("Sonntag, 26.10. 11:00 Uhr");
    expect(sessionSchedule(new Date("2025-10-25T10:00:00Z"), 60).dateOptionLabel).toBe("Samstag, 25.10. 12:00 Uhr");
    // Summer time starts on 29.03.2026 at 02:00.
    expect(sessionSchedule(new Date("2026-03-29T09:00:00Z"), 90).dateOptionLabel).toBe("Sonntag, 29.03. 11:00 Uhr");
    expect(sessionSchedule(new Date("2026-03-29T09:00:00Z"), 90).endTime).toBe("12:30");
  });

  it("refuses a date option that does not match the start", () => {
    expect(() => buildWebinar({ ...webinarConfig, localStart: "2025-07-25T11:00" })).toThrow(/does not match/);
    expect(() => buildWebinar({ ...webinarConfig, localStart: "2025-07-18T14:00" })).toThrow(/does not match/);
  });

  it("labels a stored sign-up as a webinar registration", () => {
    expect(webinarSignupLabel).toBe("Webinar-Anmeldung: LED-Wall-Events (led-wall-2025-07-18)");
  });

  it("reads local parts in German", () => {
    expect(localParts(new Date("2025-07-18T09:00:00Z"))).toMatchObject({
      day: "18",
      month: "07",
      monthName: "Juli",
      hour: "11",
      minute: "00",
    });
  });

  it("has an https join link and paths of its two pages", () => {
    expect(webinar.joinUrl).toMatch(/^https:\/\//);
    expect(webinar.landingPath).toBe("/webinar/led-wall");
    expect(webinar.confirmationPath).toBe("/webinar/confirmation");
  });
});
