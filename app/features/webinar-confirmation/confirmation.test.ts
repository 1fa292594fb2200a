import { describe, expect, it } from "vitest";
import { inviteMailto, webinarUrl, webinarUrlIn, whatsappShareUrl } from "./invite";

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

  it("drafts the invitation in English on the English page, with the English page's link", () => {
    const href = inviteMailto("colleague@example.com", next, "en");
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe(
      "Invitation: free live webinar “LED wall events that stay in the memory” on 4 December 2026",
    );
    expect(params.get("body")).toContain("When: Friday 4 December 2026, 16:30-17:30 (Frankfurt time)");
    expect(params.get("body")).toContain(`(100% free of charge, limited places): ${webinarUrlIn("en")}`);
    expect(webinarUrlIn("en")).toMatch(/^https?:\/\/[^/]+\/en\/webinar\/led-wall$/);
    const text = new URL(whatsappShareUrl(next, "en")).searchParams.get("text");
    expect(text).toContain("on 4 December 2026 at 16:30 (Frankfurt time)");
  });
});
