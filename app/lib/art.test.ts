import { describe, expect, it } from "vitest";
import { art, artSrc } from "./art";

describe("art(id)", () => {
  it("names a listed picture", () => {
    expect(artSrc(art("venue/skyline-stage"), 800)).toBe("/art/venue/skyline-stage-800.webp");
  });

  it("does not compile for an id the list does not hold (tsc checks this file)", () => {
    // @ts-expect-error: "venue/not-listed" is no id of app/lib/art-slots.ts, so nothing would paint it
    expect(art("venue/not-listed")).toBe("venue/not-listed");
  });
});
