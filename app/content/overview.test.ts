import { describe, expect, it } from "vitest";
import { featuredVenues, pillars } from "./overview";
import { featuredVenueSchema, pillarSchema } from "./overview.schema";
import { virtualTour } from "./virtual-tour";

describe("overview", () => {
  it("features venues by product id and the three pillars STAGE, SPACE, OFFICES", () => {
    for (const venue of featuredVenues) expect(() => featuredVenueSchema.parse(venue), venue.id).not.toThrow();
    expect(new Set(featuredVenues.map((venue) => venue.id)).size).toBe(featuredVenues.length);
    for (const pillar of pillars) expect(() => pillarSchema.parse(pillar), pillar.name).not.toThrow();
    expect(pillars.map((pillar) => pillar.name)).toEqual(["STAGE", "SPACE", "OFFICES"]);
    expect(pillars.map((pillar) => pillar.href)).toEqual([
      "/venues#stages-section",
      "/venues#spaces-section",
      "/venues#spatial-section",
    ]);
  });
});

describe("virtual tour", () => {
  it("embeds a Matterport tour and describes floors 4 to 8", () => {
    expect(new URL(virtualTour.src).origin).toBe("https://my.matterport.com");
    expect(virtualTour.floors.map((floor) => floor.label.en)).toEqual(["Floor 4", "Floor 5", "Floor 6", "Floors 7-8"]);
  });
});
