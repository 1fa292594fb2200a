import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_CHARS } from "~/lib/seo";
import { sessionEventJsonLd } from "./event-json-ld";
import { dateOptions, landingTexts, shownSession } from "./landing-texts";
import { seatsLeftText, type SessionView } from "../../../server/domain/webinar/session-view";

const session = (values: Partial<SessionView> = {}): SessionView => ({
  id: 7,
  slug: "led-wall-2026-12-04",
  topic: "LED-Wall-Events",
  status: "scheduled",
  startsAt: "2026-12-04T15:30:00.000Z",
  durationMinutes: 60,
  capacity: 100,
  seatsLeft: 100,
  ...values,
});

describe("landing page texts from the session shown", () => {
  it("takes every date text from the next session with a free seat", () => {
    const texts = landingTexts([session()]);
    expect(texts.eyebrow).toBe("Live-Webinar · 04.12.2026 · 16:30 Uhr");
    expect(texts.facts[0]).toBe("4. Dezember 2026, 16:30-17:30 Uhr");
    expect(texts.agenda.map((item) => item.time)).toEqual(["16:30", "16:40", "16:55", "17:10", "17:20"]);
    expect(texts.agenda[1]?.dateTime).toBe("2026-12-04T15:40:00.000Z");
    expect(texts.facts.join(" ")).not.toMatch(/Plätze|Platz/);
  });

  it("says how many seats are left only below 20", () => {
    expect(seatsLeftText(session({ seatsLeft: 20 }))).toBeUndefined();
    expect(seatsLeftText(session({ seatsLeft: 19 }))).toBe("Nur noch 19 Plätze frei");
    expect(seatsLeftText(session({ seatsLeft: 1 }))).toBe("Nur noch 1 Platz frei");
    expect(seatsLeftText(session({ seatsLeft: 0 }))).toBeUndefined();
    expect(landingTexts([session({ seatsLeft: 3 })]).facts).toContain("Nur noch 3 Plätze frei");
  });

  it("offers each open session with a free seat, labelled with its true weekday, valued by id", () => {
    const full = session({ id: 8, startsAt: "2026-12-01T15:30:00.000Z", seatsLeft: 0 });
    expect(dateOptions([full, session()])).toEqual([{ value: "7", label: "Freitag, 04.12. 16:30 Uhr" }]);
    expect(shownSession([full, session()])?.id).toBe(7);
  });

  it("names no date when no session is open, or says all seats are taken", () => {
    const none = landingTexts([]);
    expect(none.session).toBeUndefined();
    expect(none.summary).toMatch(/^Derzeit ist kein Termin/);
    // Offsets, not clock times; machine-readable as durations for HTML's <time>.
    expect(none.agenda.map((item) => [item.time, item.dateTime])[2]).toEqual(["+25 Min.", "PT25M"]);
    expect(JSON.stringify(none)).not.toMatch(/\d{2}\.\d{2}\.\d{4}|Uhr/);
    expect(landingTexts([session({ seatsLeft: 0 })]).summary).toMatch(/^Alle Plätze/);
  });

  it("keeps the page description short enough for search results, with and without a session", () => {
    for (const texts of [landingTexts([]), landingTexts([session()])])
      expect(texts.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
  });
});

describe("landing page texts on the English page", () => {
  it("writes dates the English way and names Frankfurt time", () => {
    const texts = landingTexts([session({ seatsLeft: 3 })], "en");
    expect(texts.eyebrow).toBe("Live webinar · 4 December 2026 · 16:30 (Frankfurt time)");
    expect(texts.facts[0]).toBe("4 December 2026, 16:30-17:30 (Frankfurt time)");
    expect(texts.facts).toContain("Only 3 seats left");
    expect(texts.agenda[0]?.title).toBe("Why LED walls change events");
    expect(texts.summary).toContain("100% free of charge");
    expect(dateOptions([session()], "en")).toEqual([{ value: "7", label: "Friday 4 December, 16:30" }]);
    expect(texts.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(JSON.stringify(texts)).not.toMatch(/Uhr|Plätze|Dezember/);
  });

  it("names no date when no session is open", () => {
    const none = landingTexts([], "en");
    expect(none.summary).toMatch(/^No date is currently planned/);
    expect(none.agenda[2]?.time).toBe("+25 min");
    expect(none.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(sessionEventJsonLd(session(), "x", "en")).toMatchObject({
      name: "LED wall events that stay in the memory",
      inLanguage: "en",
    });
  });
});

describe("Event JSON-LD of a session", () => {
  it("is scheduled and in stock with seats left, sold out when full, cancelled when cancelled", () => {
    const open = sessionEventJsonLd(session(), "x");
    expect(open).toMatchObject({
      startDate: "2026-12-04T15:30:00.000Z",
      endDate: "2026-12-04T16:30:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      offers: { availability: "https://schema.org/InStock" },
    });
    expect(sessionEventJsonLd(session({ seatsLeft: 0 }), "x").offers.availability).toBe("https://schema.org/SoldOut");
    expect(sessionEventJsonLd(session({ status: "cancelled" }), "x").eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
  });
});
