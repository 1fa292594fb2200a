import { describe, expect, it } from "vitest";
import { contentPaths, pathsFitting } from "./content-paths.ts";

describe("the pages of an edited item", () => {
  it("are its kind's pages, a page with a parameter filled in with the item's id and rendered first", () => {
    expect(
      contentPaths(
        ["/exclusive-offers", "/venues/:productId", "/de/veranstaltungsorte/:productId"],
        "product:studio-a",
      ),
    ).toEqual(["/venues/studio-a", "/de/veranstaltungsorte/studio-a", "/exclusive-offers"]);
  });
});

describe("the pages of a route whose every page may show an item", () => {
  it("are the pages held under its wildcard segment, one segment deep", () => {
    const held = [
      "/venues",
      "/venues/gallery",
      "/venues/skyline-stage",
      "/venues/gallery/extra",
      "/de/veranstaltungsorte/gallery",
      "/gallery",
    ];
    expect(pathsFitting("/venues/*", held)).toEqual(["/venues/gallery", "/venues/skyline-stage"]);
    expect(pathsFitting("/de/veranstaltungsorte/*", held)).toEqual(["/de/veranstaltungsorte/gallery"]);
    expect(pathsFitting("/offers/*", held)).toEqual([]);
  });

  it("are every page held for the root's (the company details: the footer and structured data)", () => {
    const held = ["/", "/imprint", "/de/impressum", "/venues/skyline-stage"];
    expect(pathsFitting("/**", held)).toEqual(held);
    expect(pathsFitting("/venues/**", held)).toEqual(["/venues/skyline-stage"]);
  });
});
