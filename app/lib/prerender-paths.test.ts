import { describe, expect, it } from "vitest";
import { productIds } from "~/content/products";
import { prerenderPaths, productPaths } from "./prerender-paths";

describe("prerender paths", () => {
  it("every product id is built: 25 by the dynamic route, the three stage ids by their static routes, plus gallery", () => {
    const staticPaths = ["/", "/venues", "/venues/skyline-stage", "/venues/liberty-stage", "/venues/horizon-stage", "/newsletter"];
    const paths = prerenderPaths(staticPaths);
    for (const id of productIds) expect(paths, id).toContain(`/venues/${id}`);
    expect(paths).toContain("/venues/gallery");
    expect(productPaths()).toHaveLength(26);
    expect(paths).not.toContain("/newsletter");
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("stage route ids", () => {
  it("are exactly the stage pages", async () => {
    const { stageRouteIds } = await import("~/content/product-ids");
    const { stagePageIds } = await import("~/content/venues");
    expect([...stageRouteIds].sort()).toEqual([...stagePageIds].sort());
  });
});
