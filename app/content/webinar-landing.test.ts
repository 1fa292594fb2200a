import { describe, expect, it } from "vitest";
import { webinarLanding } from "./webinar-landing";
import { landingSchema } from "./webinar-landing.schema";

describe("webinar landing content", () => {
  it("has the shape its schema asks for", () => {
    expect(landingSchema.parse(webinarLanding)).toEqual(webinarLanding);
    expect(() =>
      landingSchema.parse({ ...webinarLanding, callToAction: { en: "Register", de: "Anmelden" } }),
    ).toThrow();
  });

  it("has the spec's stats, label and button text", () => {
    expect(webinarLanding.stats.map((s) => s.value.de)).toEqual(["350+", "97 %", "2x"]);
    expect(webinarLanding.stats.map((s) => s.value.en)).toEqual(["350+", "97%", "2x"]);
    expect(webinarLanding.freeLabel.de).toBe("100 % kostenfrei");
    expect(webinarLanding.callToAction.de).toBe("Jetzt kostenfrei anmelden!");
    expect(webinarLanding.callToAction.en).toBe("Register now for free!");
  });

  it("has five agenda items as minutes from the start, one naming the 5,000-15,000 EUR budget", () => {
    expect(webinarLanding.agenda).toHaveLength(5);
    expect(webinarLanding.agenda.map((item) => item.offsetMinutes)).toEqual([0, 10, 25, 40, 50]);
    expect(webinarLanding.agenda.filter((item) => item.text.de.includes("5.000-15.000 EUR"))).toHaveLength(1);
    expect(webinarLanding.agenda.filter((item) => item.text.en.includes("EUR 5,000-15,000"))).toHaveLength(1);
  });

  it("has two testimonials, a three-step guide and a host with over 5,000 participants", () => {
    expect(webinarLanding.testimonials).toHaveLength(2);
    expect(webinarLanding.steps).toHaveLength(3);
    expect(webinarLanding.host.facts.map((fact) => fact.de).join(" ")).toContain("Über 5.000 Teilnehmende");
    expect(webinarLanding.host.facts.map((fact) => fact.en).join(" ")).toContain("More than 5,000 participants");
  });

  it("names no date: dates and seats come from the session shown (issue 16)", () => {
    const copy = JSON.stringify(webinarLanding);
    expect(copy).not.toMatch(/\d{2}\.\d{2}\.\d{4}|Plätze|Juli|\d{2}:\d{2} Uhr|July|seats/);
    expect(webinarLanding.hero.eyebrow.de).toBe("Live-Webinar");
    expect(webinarLanding.steps[2]!.text.de).toContain("2-3 Minuten");
    expect(webinarLanding.steps[2]!.text.en).toContain("2-3 minutes");
  });
});
