import { describe, expect, it } from "vitest";
import { sessionCalendarEvent, sessionIcs } from "./calendar.ts";

const unfold = (ics: string) => ics.replace(/\r\n /g, "");
const session = (startsAt: string, durationMinutes = 60) => ({
  slug: "led-wall-2026-03-29",
  startsAt,
  durationMinutes,
  joinUrl: "https://live.spark-frankfurt.de/raum/led-wall-2026-03-29",
  registrationId: 41,
  sequence: 0,
});
const origin = "https://www.spark-frankfurt.de";

describe("calendar file of a registrant's session", () => {
  it("is the spec's session: 09:00-10:00 UTC, 'Online Webinar', with the join link in the description", () => {
    const ics = unfold(sessionIcs(session("2025-07-18T09:00:00.000Z"), origin, new Date("2025-07-01T08:00:00Z")));
    expect(ics).toContain("DTSTART:20250718T090000Z\r\n");
    expect(ics).toContain("DTEND:20250718T100000Z\r\n");
    expect(ics).toContain("LOCATION:Online Webinar\r\n");
    expect(ics).toContain("SUMMARY:Live-Webinar: LED-Wall-Events\\, die im Gedächtnis bleiben\r\n");
    expect(ics).toContain("Live-Raum: https://live.spark-frankfurt.de/raum/led-wall-2026-03-29");
    expect(ics).toContain("Programm: https://www.spark-frankfurt.de/webinar/led-wall");
    expect(ics).toContain("SEQUENCE:0\r\n");
  });

  it("carries the session's calendar revision, so a moved session's file replaces the old entry", () => {
    const moved = { ...session("2025-07-19T09:00:00.000Z"), sequence: 2 };
    const ics = unfold(sessionIcs(moved, `${origin}/`));
    expect(ics).toContain("UID:led-wall-2026-03-29-41@spark-frankfurt.de\r\nSEQUENCE:2\r\n");
    expect(ics).toContain("DTSTART:20250719T090000Z\r\n");
  });

  it("has a UID from the session's slug and the registration", () => {
    expect(sessionCalendarEvent(session("2026-03-29T09:00:00.000Z"), origin).uid).toBe(
      "led-wall-2026-03-29-41@spark-frankfurt.de",
    );
  });

  it("keeps UTC times across daylight-saving changes (11:00 in Frankfurt is 10:00Z in winter, 09:00Z in summer)", () => {
    // 28.03.2026 is winter time, 29.03.2026 (from 02:00) summer time; 25./26.10.2025 the other way round.
    expect(unfold(sessionIcs(session("2026-03-28T10:00:00.000Z", 90), origin))).toContain(
      "DTSTART:20260328T100000Z\r\nDTEND:20260328T113000Z\r\n",
    );
    expect(unfold(sessionIcs(session("2026-03-29T09:00:00.000Z", 90), origin))).toContain(
      "DTSTART:20260329T090000Z\r\nDTEND:20260329T103000Z\r\n",
    );
    // A session crossing the change: starts 01:30 CET (00:30Z), 90 minutes, ends 04:00 CEST (02:00Z).
    expect(unfold(sessionIcs(session("2026-03-29T00:30:00.000Z", 90), origin))).toContain(
      "DTSTART:20260329T003000Z\r\nDTEND:20260329T020000Z\r\n",
    );
  });

  it("is in English for a registrant of the English page, with the English page as programme", () => {
    const ics = unfold(sessionIcs(session("2025-07-18T09:00:00.000Z"), origin, new Date("2025-07-01T08:00:00Z"), "en"));
    expect(ics).toContain("DTSTART:20250718T090000Z\r\n");
    expect(ics).toContain("SUMMARY:Live webinar: LED wall events that stay in the memory\r\n");
    expect(ics).toContain("Live room: https://live.spark-frankfurt.de/raum/led-wall-2026-03-29");
    expect(ics).toContain("Programme: https://www.spark-frankfurt.de/en/webinar/led-wall");
  });
});
