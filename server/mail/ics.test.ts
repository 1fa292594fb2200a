import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, formatUtc, type CalendarEvent } from "./ics.ts";

const event: CalendarEvent = {
  uid: "led-wall-2025-07-18@spark-frankfurt.de",
  title: "Live-Webinar: LED-Wall-Events, die begeistern",
  description: "Budget, Technik; Content\\Planung, Fragen\nZugang: https://example.com/raum",
  location: "Online Webinar",
  start: new Date("2025-07-18T09:00:00Z"),
  end: new Date("2025-07-18T10:00:00Z"),
  url: "https://www.spark-frankfurt.de/webinar/led-wall",
};
const stamp = new Date("2025-07-01T12:34:56.789Z");

/** Undoes line folding (RFC 5545 3.1) and returns the content lines. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

describe("buildIcs", () => {
  const ics = buildIcs(event, stamp);
  const lines = contentLines(ics);

  it("is one VCALENDAR with one VEVENT and the required properties", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:led-wall-2025-07-18@spark-frankfurt.de");
    expect(lines).toContain("DTSTAMP:20250701T123456Z");
  });

  it("has the start and end in UTC", () => {
    expect(lines).toContain("DTSTART:20250718T090000Z");
    expect(lines).toContain("DTEND:20250718T100000Z");
  });

  it("has title, location and the escaped description", () => {
    expect(lines).toContain("SUMMARY:Live-Webinar: LED-Wall-Events\\, die begeistern");
    expect(lines).toContain("LOCATION:Online Webinar");
    expect(lines).toContain(
      "DESCRIPTION:Budget\\, Technik\\; Content\\\\Planung\\, Fragen\\nZugang: https://example.com/raum",
    );
    expect(lines).toContain("URL:https://www.spark-frankfurt.de/webinar/led-wall");
  });

  it("ends every line with CRLF and has no bare line feed", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    const long = buildIcs({ ...event, description: "Größenwahn, Überblick und Übung ".repeat(12) }, stamp);
    const physical = long.split("\r\n");
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
    expect(contentLines(long).find((l) => l.startsWith("DESCRIPTION:"))).toBe(
      `DESCRIPTION:${escapeText("Größenwahn, Überblick und Übung ".repeat(12))}`,
    );
  });

  it("refuses an event that ends before it starts", () => {
    expect(() => buildIcs({ ...event, end: event.start }, stamp)).toThrow(/end after/);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:kurz")).toBe("SUMMARY:kurz");
  });
  it("folds at 75 octets with a leading space on continuation lines", () => {
    const folded = foldLine("X".repeat(200));
    const parts = folded.split("\r\n");
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(" ") && p.length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe("X".repeat(200));
  });
  it("never splits a multi-byte character", () => {
    const folded = foldLine("Ü".repeat(60));
    for (const part of folded.split("\r\n")) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part.replace(/^ /, "")).toMatch(/^Ü+$/);
    }
  });
});

describe("formatUtc", () => {
  it("writes the basic UTC format", () => {
    expect(formatUtc(new Date("2025-07-18T09:00:00.000Z"))).toBe("20250718T090000Z");
  });
});
