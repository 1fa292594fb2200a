import { describe, expect, it } from "vitest";
import { HEADER_OFFSET_PX, sectionScrollTop, splitHref } from "./scroll";

describe("splitHref", () => {
  it("separates page and section", () => {
    expect(splitHref("/venues#stages-section")).toEqual({ pathname: "/venues", hash: "stages-section" });
    expect(splitHref("/use-cases")).toEqual({ pathname: "/use-cases", hash: "" });
    expect(splitHref("#experience")).toEqual({ pathname: "/", hash: "experience" });
    expect(splitHref("/services?x=1#creative-content")).toEqual({ pathname: "/services", hash: "creative-content" });
  });
});

describe("sectionScrollTop", () => {
  it("leaves the header's 96 px above the section", () => {
    expect(HEADER_OFFSET_PX).toBe(96);
    expect(sectionScrollTop(500, 0)).toBe(404);
    expect(sectionScrollTop(-200, 1000)).toBe(704);
  });

  it("never scrolls above the top of the page", () => {
    expect(sectionScrollTop(40, 0)).toBe(0);
  });
});
