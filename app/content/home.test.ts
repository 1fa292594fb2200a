import { describe, expect, it } from "vitest";
import { home, homeIn } from "./home";
import { homeContentSchema } from "./home.schema";

describe("home content", () => {
  it("matches its schema", () => {
    expect(() => homeContentSchema.parse(home)).not.toThrow();
  });

  it("rotates the venue hero over the spec's four venues, in order", () => {
    expect(home.venues.slides.map((slide) => slide.name)).toEqual([
      "Horizon Stage",
      "Liberty Stage",
      "Sky Lounge",
      "Sky Terrace",
    ]);
    for (const slide of home.venues.slides) expect(slide.href).toMatch(/^\/venues\/[a-z-]+$/);
  });

  it("has the five industries of the spec, in order", () => {
    expect(home.industries.tabs.map((tab) => tab.name.en)).toEqual([
      "Financial Services",
      "Technology & IT",
      "Healthcare & Pharma",
      "Consulting & Advisory",
      "Consumer & Media Brands",
    ]);
    expect(home.industries.tabs.map((tab) => tab.name.de)).toEqual([
      "Finanzdienstleistungen",
      "Technologie & IT",
      "Gesundheit & Pharma",
      "Beratung & Consulting",
      "Konsum- & Medienmarken",
    ]);
  });

  it("gives every German text its own words where the English has an English one", () => {
    const { hero, useCases, services, closing } = homeIn("de");
    expect(hero.title).toBe("Wo Frankfurts große Momente auf die Bühne kommen");
    expect(hero.stats.map((stat) => stat.value)).toContain("150 m²");
    expect(useCases.slides.map((slide) => slide.name)).toEqual([
      "Konferenzen & Events",
      "Meetings & Workshops",
      "Broadcast & Streaming",
    ]);
    expect(services.slides.map((slide) => slide.title)).toEqual([
      "Location as a Service",
      "Rundum-Service",
      "Technische Lösungen",
      "Kreative Inhalte",
    ]);
    expect(closing.lead).toMatch(/Besichtigung dauert 60–90 Minuten, montags bis freitags, 9:00–18:00 Uhr\.$/);
  });

  it("keeps the English page's words in English", () => {
    const { hero, closing } = homeIn("en");
    expect(hero.title).toBe("Where Frankfurt's big moments take the stage");
    expect(closing.lead).toMatch(/Tours take 60-90 minutes, Monday to Friday, 9:00-18:00\.$/);
  });

  it("links every video card to a page outside the site", () => {
    for (const video of home.experience.videos) expect(video.vimeoUrl ?? video.linkedinUrl).toMatch(/^https:\/\//);
    expect(home.experience.videos.some((video) => !video.vimeoUrl)).toBe(true);
  });

  it("keeps ids unique within each block", () => {
    for (const list of [
      home.useCases.slides,
      home.venues.slides,
      home.experience.videos,
      home.services.slides,
      home.industries.tabs,
    ]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
