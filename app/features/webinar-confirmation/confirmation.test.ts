import { describe, expect, it } from "vitest";
import { webinarCalendarEvent, webinarIcs } from "./calendar";
import { inviteMailto, webinarUrl, whatsappShareUrl } from "./invite";

describe("webinar calendar file", () => {
  it("is the configured webinar: 09:00-10:00 UTC, 'Online Webinar', with the join link", () => {
    const ics = webinarIcs(new Date("2025-07-01T08:00:00Z")).replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART:20250718T090000Z\r\n");
    expect(ics).toContain("DTEND:20250718T100000Z\r\n");
    expect(ics).toContain("LOCATION:Online Webinar\r\n");
    expect(ics).toContain("SUMMARY:Live-Webinar: LED-Wall-Events\\, die im Gedächtnis bleiben\r\n");
    expect(ics).toContain("UID:led-wall-2025-07-18@spark-frankfurt.de\r\n");
    expect(webinarCalendarEvent().description).toContain("https://live.spark-frankfurt.de/");
  });
});

describe("invitations", () => {
  it("drafts a German mail to the colleague with the webinar link", () => {
    const href = inviteMailto("kollegin@example.com");
    expect(href.startsWith("mailto:kollegin@example.com?subject=")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe(
      "Einladung: Kostenfreies Live-Webinar „LED-Wall-Events, die im Gedächtnis bleiben“ am 18.07.2025",
    );
    expect(params.get("body")).toContain(`Anmeldung (100 % kostenfrei, nur 100 Plätze): ${webinarUrl}`);
    expect(params.get("body")).toContain("\r\n");
  });

  it("shares the webinar URL on WhatsApp", () => {
    const url = new URL(whatsappShareUrl());
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toContain(webinarUrl);
    expect(webinarUrl).toMatch(/^https?:\/\/[^/]+\/webinar\/led-wall$/);
  });
});
