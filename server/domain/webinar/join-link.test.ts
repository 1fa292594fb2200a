import { describe, expect, it } from "vitest";
import { sampleLikeJoinLink } from "./join-link";

const check = (link: string) => sampleLikeJoinLink(new URL(link));

describe("join links that read like a test address", () => {
  it("are refused: the issue's sample, reserved and local hosts, made-up words", () => {
    expect(check("https://live.spark-frankfurt.de/raum/test-2026-12-03")).toBe('it contains "test"');
    expect(check("https://live.example.test/raum/7")).toBe("live.example.test is not a public address");
    expect(check("https://example.com/room")).toBe("example.com is not a public address");
    expect(check("https://localhost:8443/raum")).toBe("localhost is not a public address");
    expect(check("https://10.0.0.7/raum")).toBe("10.0.0.7 is not a public address");
    expect(check("https://demo.zoom.us/j/123")).toBe('it contains "demo"');
    expect(check("https://meet.example.org/Beispiel-Raum")).toBe("meet.example.org is not a public address");
  });

  it("are accepted when they look like a real room", () => {
    expect(check("https://live.spark-frankfurt.de/raum/led-wall-2026-12-03-1100")).toBeUndefined();
    expect(check("https://us02web.zoom.us/j/84512345678?pwd=abc")).toBeUndefined();
    expect(check("https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc")).toBeUndefined();
    // "test" inside a longer word is no marker.
    expect(check("https://live.spark-frankfurt.de/raum/latest-led-walls")).toBeUndefined();
  });
});
