import { describe, expect, it } from "vitest";
import { footerGroups, frameHrefs, legalLinks, locations, useCaseMenu, venueMenu } from "./navigation";
import { site } from "../../server/domain/company/site";

// Spec section 2, 'Header and footer': every link, anchor, group and width.
describe("navigation", () => {
  it("has the spec's anchored items", () => {
    expect(venueMenu.groups.map((g) => g.href)).toEqual([
      "/venues#stages-section",
      "/venues#spaces-section",
      "/venues#spatial-section",
    ]);
    expect(venueMenu.floors?.items.map((g) => g.href)).toEqual([
      "/venues/floors#single-floor-section",
      "/venues/floors#double-floor-section",
      "/venues/floors#triple-floor-section",
    ]);
    expect(useCaseMenu.groups.map((g) => g.href)).toEqual([
      "/use-cases#conferences-events-section",
      "/use-cases#meetings-workshops-section",
      "/use-cases#broadcast-streaming-section",
    ]);
  });

  it("has the venue groups with the spec's figures", () => {
    expect(venueMenu.groups.map((g) => [g.name.en.toUpperCase(), g.features?.map((f) => f.en)])).toEqual([
      ["STAGES", ["600-1400 sqm", "LED walls up to 150 sqm", "Theatre setup"]],
      ["SPACES", ["40-600 sqm", "LED walls up to 30 sqm", "Rooftop terraces"]],
      ["OFFICES", ["30-2500 sqm", "2-20 adjacent offices", "High-end amenities"]],
    ]);
  });

  it("has the use-case groups and their examples", () => {
    expect(
      useCaseMenu.groups.map((g) => [g.name.en.toUpperCase(), g.features?.map((f) => f.en.toLowerCase())]),
    ).toEqual([
      ["CONFERENCES & EVENTS", ["product launch", "town hall meeting", "award ceremony"]],
      ["MEETINGS & WORKSHOPS", ["executive board meeting", "leadership workshop", "innovation sprint"]],
      ["BROADCAST & STREAMING", ["virtual keynote", "streaming showroom", "hybrid conference"]],
    ]);
  });

  it("opens menus 800 and 900 px wide with 'All Use Cases' and 'All Venues' on top", () => {
    expect([useCaseMenu.width, venueMenu.width]).toEqual([800, 900]);
    expect([useCaseMenu.all, venueMenu.all].map((l) => [l.name.en, l.href])).toEqual([
      ["All Use Cases", "/use-cases"],
      ["All Venues", "/venues"],
    ]);
  });

  it("links every page the spec names in the header and footer", () => {
    const hrefs = new Set(frameHrefs());
    const spec = [
      "/",
      "/overview",
      "/use-cases",
      "/venues",
      "/venues/floors",
      "/gallery",
      "/exclusive-offers",
      "/references",
      "/contact",
      "/book-tour",
      "/venues/skyline-stage",
      "/venues/liberty-stage",
      "/venues/horizon-stage",
      "/services",
      "/services#venue-as-a-service",
      "/services#full-service-experience",
      "/services#technology-solutions",
      "/services#creative-content",
      "/support",
      "/company-culture",
      "/development",
      "/event-planners",
      "/private-offers",
      "/privacy",
      "/cookie-policy",
      "/terms-of-use",
      "/imprint",
      "/cookie-settings",
    ];
    for (const href of spec) expect(hrefs, href).toContain(href);
    expect(locations).toEqual([{ name: "Frankfurt", value: "frankfurt", link: "/" }]);
    expect(footerGroups.flatMap((g) => g.links).length + legalLinks.length).toBeGreaterThan(20);
  });

  it("takes the four social networks from the site's identity", () => {
    expect(site.social.map((s) => s.kind)).toEqual([
      "professional network",
      "photo sharing",
      "short video",
      "video platform",
    ]);
  });
});
