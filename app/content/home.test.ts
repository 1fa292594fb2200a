import { describe, expect, it } from "vitest";
import { home } from "./home";
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
    expect(home.industries.tabs.map((tab) => tab.name)).toEqual([
      "Financial Services",
      "Technology & IT",
      "Healthcare & Pharma",
      "Consulting & Advisory",
      "Consumer & Media Brands",
    ]);
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
