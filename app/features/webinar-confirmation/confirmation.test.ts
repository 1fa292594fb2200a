import { describe, expect, it } from "vitest";
import { sessionCalendarEvent, sessionIcs } from "./calendar";
import { inviteMailto, webinarUrl, whatsappShareUrl } from "./invite";

const unfold = (ics: string) => ics.replace(/\r\n /g, "");
const session = (startsAt: string, durationMinutes = 60) => ({
  slug: "led-wall-2026-03-29",
  startsAt,
  durationMinutes,
  joinUrl: "https://live.spark-frankfurt.de/raum/led-wall-2026-03-29",
  registrationId: 41,
});

describe("calendar file of a registrant's session", () => {
  it("is the spec's session: 09:00-10:00 UTC, 'Online Webinar', with the join link in the description", () => {
    const ics = unfold(sessionIcs(session("2025-07-18T09:00:00.000Z"), new Date("2025-07-01T08:00:00Z")));
    expect(ics).toContain("DTSTART:20250718T090000Z\r\n");
    expect(ics).toContain("DTEND:20250718T100000Z\r\n");
    expect(ics).toContain("LOCATION:Online Webinar\r\n");
    expect(ics).toContain("SUMMARY:Live-Webinar: LED-Wall-Events\\, die im Gedächtnis bleiben\r\n");
    expect(ics).toContain("Live-Raum: https://live.spark-frankfurt.de/raum/led-wall-2026-03-29");
  });

  it("has a UID from the session's slug and the registration", () => {
    expect(sessionCalendarEvent(session("2026-03-29T09:00:00.000Z")).uid).toBe(
      "led-wall-2026-03-29-41@spark-frankfurt.de",
    );
  });

  it("keeps UTC times across daylight-saving changes (11:00 in Frankfurt is 10:00Z in winter, 09:00Z in summer)", () => {
    // 28.03.2026 is winter time, 29.03.2026 (from 02:00) summer time; 25./26.10.2025 the other way round.
    expect(unfold(sessionIcs(session("2026-03-28T10:00:00.000Z", 90)))).toContain(
      "DTSTART:20260328T100000Z\r\nDTEND:20260328T113000Z\r\n",
    );
    expect(unfold(sessionIcs(session("2026-03-29T09:00:00.000Z", 90)))).toContain(
      "DTSTART:20260329T090000Z\r\nDTEND:20260329T103000Z\r\n",
    );
    // A session crossing the change: starts 01:30 CET (00:30Z), 90 minutes, ends 04:00 CEST (02:00Z).
    expect(unfold(sessionIcs(session("2026-03-29T00:30:00.000Z", 90)))).toContain(
      "DTSTART:20260329T003000Z\r\nDTEND:20260329T020000Z\r\n",
    );
  });
});

describe("invitations", () => {
  const next = { startsAt: "2026-12-04T15:30:00.000Z", durationMinutes: 60 };

  it("drafts a German mail to the colleague with the session's date and the webinar link", () => {
    const href = inviteMailto("kollegin@example.com", next);
    expect(href.startsWith("mailto:kollegin@example.com?subject=")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe(
      "Einladung: Kostenfreies Live-Webinar „LED-Wall-Events, die im Gedächtnis bleiben“ am 04.12.2026",
    );
    expect(params.get("body")).toContain("Wann: 4. Dezember 2026, 16:30-17:30 Uhr");
    expect(params.get("body")).toContain(`Anmeldung (100 % kostenfrei, begrenzte Plätze): ${webinarUrl}`);
    expect(params.get("body")).toContain("\r\n");
  });

  it("shares the webinar URL on WhatsApp with the session's date", () => {
    const url = new URL(whatsappShareUrl(next));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toContain("am 04.12.2026 um 16:30 Uhr");
    expect(url.searchParams.get("text")).toContain(webinarUrl);
    expect(webinarUrl).toMatch(/^https?:\/\/[^/]+\/webinar\/led-wall$/);
  });
});
