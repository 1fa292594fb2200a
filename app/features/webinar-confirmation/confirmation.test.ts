import { describe, expect, it } from "vitest";
import { inviteMailto, webinarUrl, whatsappShareUrl } from "./invite";

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
