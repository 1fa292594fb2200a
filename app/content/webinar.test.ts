import { describe, expect, it } from "vitest";
import { localParts, sessionSchedule, sessionScheduleIn, webinar } from "../../server/domain/webinar/webinar";
import { webinarConfigSchema } from "../../server/domain/webinar/webinar.schema";

describe("webinar configuration", () => {
  it("has the shape its schema asks for (minutes, country codes, paths)", () => {
    expect(webinarConfigSchema.parse(webinar)).toEqual(webinar);
    expect(() => webinarConfigSchema.parse({ ...webinar, countryCodes: [] })).toThrow();
    expect(() => webinarConfigSchema.parse({ ...webinar, durationMinutes: 5 })).toThrow();
  });

  it("holds what every session shares: Frankfurt time, the SMS 5 minutes before, the spec's country codes", () => {
    expect(webinar.timeZone).toBe("Europe/Berlin");
    expect(webinar.smsReminderMinutesBefore).toBe(5);
    expect(webinar.countryCodes).toEqual(["+49", "+43", "+41"]);
    expect(webinar.location).toBe("Online Webinar");
    expect(webinar.landingPath).toBe("/webinar/led-wall");
    expect(webinar.confirmationPath).toBe("/webinar/confirmation");
  });
});

describe("a session's German date texts", () => {
  it("the spec's session: 18.07.2025, 11:00 Frankfurt time, 09:00-10:00 UTC, a Friday", () => {
    const spec = sessionSchedule(new Date("2025-07-18T09:00:00Z"), 60);
    expect(spec).toMatchObject({
      start: "2025-07-18T09:00:00.000Z",
      end: "2025-07-18T10:00:00.000Z",
      time: "11:00",
      endTime: "12:00",
      date: "18.07.2025",
      dateLong: "18. Juli 2025",
      weekday: "Freitag",
      dateOptionLabel: "Freitag, 18.07. 11:00 Uhr",
    });
  });

  it("in winter time too", () => {
    const next = sessionSchedule(new Date("2025-12-04T15:30:00Z"), 90);
    expect(next.end).toBe("2025-12-04T17:00:00.000Z");
    expect(next.time).toBe("16:30");
    expect(next.endTime).toBe("18:00");
    expect(next.dateOptionLabel).toBe("Donnerstag, 04.12. 16:30 Uhr");
  });

  it("labels a session with its true German weekday, across daylight-saving changes", () => {
    // Summer time ends on 26.10.2025 at 03:00: 10:00 UTC is 11:00 in Frankfurt after it, 12:00 before.
    expect(sessionSchedule(new Date("2025-10-26T10:00:00Z"), 60).dateOptionLabel).toBe("Sonntag, 26.10. 11:00 Uhr");
    expect(sessionSchedule(new Date("2025-10-25T10:00:00Z"), 60).dateOptionLabel).toBe("Samstag, 25.10. 12:00 Uhr");
    // Summer time starts on 29.03.2026 at 02:00.
    expect(sessionSchedule(new Date("2026-03-29T09:00:00Z"), 90).dateOptionLabel).toBe("Sonntag, 29.03. 11:00 Uhr");
    expect(sessionSchedule(new Date("2026-03-29T09:00:00Z"), 90).endTime).toBe("12:30");
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
});

describe("a session's English date texts", () => {
  it("the spec's session in English: 18 July 2025, 11:00 Frankfurt time", () => {
    expect(sessionScheduleIn(new Date("2025-07-18T09:00:00Z"), 60, "en")).toMatchObject({
      time: "11:00",
      endTime: "12:00",
      date: "18 July 2025",
      dateLong: "18 July 2025",
      weekday: "Friday",
      dateOptionLabel: "Friday 18 July, 11:00",
      zone: "Frankfurt time",
    });
    expect(sessionScheduleIn(new Date("2025-07-18T09:00:00Z"), 60, "de")).toMatchObject({
      date: "18.07.2025",
      dateOptionLabel: "Freitag, 18.07. 11:00 Uhr",
    });
  });
});
