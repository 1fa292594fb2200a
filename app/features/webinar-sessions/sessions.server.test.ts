import { describe, expect, it } from "vitest";
import { seatsLeft } from "../../../server/domain/webinar/session-view";
import { scheduleOfSession, sessionSignupLabel, sessionState } from "../../../server/domain/webinar/sessions";

const now = new Date("2026-11-23T10:00:00Z");
const base = { status: "scheduled" as const, startsAt: new Date("2026-12-04T15:30:00Z"), capacity: 100, seatsTaken: 0 };

describe("seat rules of a session", () => {
  it("is open while scheduled, in the future and with a seat left", () => {
    expect(sessionState(base, now)).toBe("open");
    expect(sessionState({ ...base, seatsTaken: 99 }, now)).toBe("open");
    expect(seatsLeft({ ...base, seatsTaken: 99 })).toBe(1);
  });

  it("is full at capacity, started from its start on, and cancelled or held as staff set it", () => {
    expect(sessionState({ ...base, seatsTaken: 100 }, now)).toBe("full");
    expect(seatsLeft({ ...base, seatsTaken: 100 })).toBe(0);
    expect(sessionState({ ...base, startsAt: now }, now)).toBe("started");
    expect(sessionState({ ...base, status: "cancelled" }, now)).toBe("cancelled");
    expect(sessionState({ ...base, status: "held", startsAt: new Date("2025-07-18T09:00:00Z") }, now)).toBe("held");
  });

  it("labels the sign-up and the date option from the session", () => {
    expect(sessionSignupLabel({ topic: "LED-Wall-Events", slug: "led-wall-2026-12-04" })).toBe(
      "Webinar-Anmeldung: LED-Wall-Events (led-wall-2026-12-04)",
    );
    expect(scheduleOfSession({ ...base, durationMinutes: 90 }).dateOptionLabel).toBe("Freitag, 04.12. 16:30 Uhr");
  });
});
