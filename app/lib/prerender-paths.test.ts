import { describe, expect, it } from "vitest";
import { prerenderPaths } from "./prerender-paths";

describe("prerenderPaths", () => {
  it("never prerenders a gated page or a server-only endpoint", () => {
    const paths = ["/", "/contact", "/newsletter", "/event-planners", "/event-planners/catering", "/development", "/developments", "/event-planners-info"];
    expect(prerenderPaths(paths)).toEqual(["/", "/contact", "/developments", "/event-planners-info"]);
  });
});
