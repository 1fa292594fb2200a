import { describe, expect, it } from "vitest";
import { contentPaths } from "./content-paths.ts";

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
