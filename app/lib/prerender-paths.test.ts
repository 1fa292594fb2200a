import { describe, expect, it } from "vitest";
import { allPagePaths, dynamicPaths, gatedPaths, prerenderPaths } from "./prerender-paths";

describe("prerenderPaths", () => {
  it("never prerenders a gated page or a server-only endpoint", () => {
    const paths = ["/", "/contact", "/newsletter", "/event-planners", "/event-planners/catering", "/event-planners/new-sub-page", "/development", "/developments", "/event-planners-info"];
    expect(prerenderPaths(paths)).toEqual(["/", "/contact", "/developments", "/event-planners-info", ...dynamicPaths()]);
  });
  it("lists the nine gated pages as pages of the site", () => {
    expect(gatedPaths()).toHaveLength(9);
    expect(allPagePaths(["/", "/event-planners"])).toEqual(["/", ...dynamicPaths(), ...gatedPaths()]);
  });
});
