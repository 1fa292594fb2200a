import { describe, expect, it } from "vitest";
import { allPagePaths, dynamicPaths, gatedPaths, prerenderPaths, productPaths } from "./prerender-paths";

describe("prerenderPaths", () => {
  it("never prerenders a gated page or a server-only endpoint", () => {
    const paths = [
      "/",
      "/contact",
      "/newsletter",
      "/event-planners",
      "/event-planners/catering",
      "/event-planners/new-sub-page",
      "/development",
      "/developments",
      "/event-planners-info",
    ];
    expect(prerenderPaths(paths)).toEqual([
      "/",
      "/contact",
      "/developments",
      "/event-planners-info",
      ...dynamicPaths(),
    ]);
  });
  it("lists the nine gated pages as pages of the site", () => {
    expect(gatedPaths()).toHaveLength(18);
    expect(allPagePaths(["/", "/event-planners"])).toEqual(["/", ...dynamicPaths(), ...gatedPaths()]);
  });
});

describe("product pages", () => {
  it("every product id is built: 25 by the dynamic route, the three stage ids by their static routes, plus gallery", async () => {
    const { productIds, stageRouteIds } = await import("~/content/product-ids");
    const { stagePageIds } = await import("~/content/venues");
    const paths = prerenderPaths([
      "/",
      "/venues",
      "/venues/skyline-stage",
      "/venues/liberty-stage",
      "/venues/horizon-stage",
    ]);
    for (const id of productIds) expect(paths, id).toContain(`/venues/${id}`);
    expect(paths).toContain("/venues/gallery");
    expect(productPaths()).toHaveLength(26);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...stageRouteIds].sort()).toEqual([...stagePageIds].sort());
  });
});

describe("back office", () => {
  it("no /staff page is prerendered or listed as a page of the site", () => {
    const routes = ["/", "/staff", "/staff/sign-in", "/staff/account", "/staff/team", "/staff/export.csv", "/contact"];
    expect(prerenderPaths(routes).filter((path) => path.startsWith("/staff"))).toEqual([]);
    expect(allPagePaths(routes).filter((path) => path.startsWith("/staff"))).toEqual([]);
  });
});

describe("live webinar pages", () => {
  it("the landing, confirmation and calendar routes are rendered per request, and still pages of the site", () => {
    const routes = ["/", "/webinar/led-wall", "/webinar/confirmation", "/webinar/led-wall.ics"];
    expect(prerenderPaths(routes).filter((path) => path.startsWith("/webinar"))).toEqual([]);
    expect(allPagePaths(routes)).toEqual(expect.arrayContaining(["/webinar/led-wall", "/webinar/confirmation"]));
    expect(allPagePaths(routes)).not.toContain("/webinar/led-wall.ics");
  });
});
