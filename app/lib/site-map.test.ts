import { describe, expect, it } from "vitest";
import routes from "../routes";
import { isIndexablePath } from "./indexing";
import { routePatterns, staticRoutePaths } from "./route-paths";
import { indexablePaths, robotsTxt, sitemapXml } from "./site-map";
import { seo } from "./seo";
import { notePageChanged } from "../../server/domain/content/page-dates";

describe("route paths from the route table", () => {
  it("reads app/routes.ts: static paths, no splat, no params", () => {
    const paths = staticRoutePaths(routes);
    expect(paths).toContain("/");
    expect(paths).toContain("/contact");
    expect(paths).toContain("/sitemap.xml");
    expect(paths.some((path) => path.includes("*") || path.includes(":"))).toBe(false);
  });

  it("joins nested routes and keeps dynamic patterns apart", () => {
    const table = [
      { index: true },
      { path: "venues", children: [{ index: true }, { path: ":productId" }, { path: "floors" }] },
      { path: "*" },
    ];
    expect(routePatterns(table)).toEqual(["/", "/venues", "/venues", "/venues/:productId", "/venues/floors", "/*"]);
    expect(staticRoutePaths(table)).toEqual(["/", "/venues", "/venues/floors"]);
  });
});

describe("indexable paths", () => {
  const table = [
    "/",
    "/contact",
    "/event-planners",
    "/event-planners/catering",
    "/development",
    "/webinar/led-wall",
    "/webinar/confirmation",
    "/newsletter",
    "/sitemap.xml",
    "/robots.txt",
  ];

  it("leave out gated pages, the webinar confirmation, endpoints and files", () => {
    const paths = indexablePaths(table);
    expect(paths[0]).toBe("/");
    expect(paths).toEqual(expect.arrayContaining(["/contact", "/webinar/led-wall"]));
    for (const excluded of table.slice(2).filter((path) => path !== "/webinar/led-wall"))
      expect(paths).not.toContain(excluded);
  });

  it("include the dynamic pages content modules register (products of /venues/{productId})", () => {
    expect(indexablePaths(["/"])).toContain("/venues/skyline-stage-terrace");
  });

  it("agree with seo(): every noindex page says so in its meta", () => {
    const robots = (path: string) =>
      seo({ title: "T", description: "D", path }).find((tag) => "name" in tag && tag.name === "robots");
    expect(robots("/event-planners/deadlines")).toEqual({ name: "robots", content: "noindex, nofollow" });
    expect(robots("/webinar/confirmation")).toBeDefined();
    expect(robots("/contact")).toBeUndefined();
    expect(isIndexablePath("/developments-news")).toBe(true);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists absolute URLs, home first with the highest priority", () => {
    const xml = sitemapXml(["/", "/venues/skyline-stage"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain("<loc>https://www.spark-frankfurt.de/</loc>");
    expect(xml).toContain("<loc>https://www.spark-frankfurt.de/venues/skyline-stage</loc>");
    expect(xml.indexOf("<priority>1.0</priority>")).toBeLessThan(xml.indexOf("<priority>0.6</priority>"));
  });

  it("dates every URL with the day the content last changed", () => {
    const xml = sitemapXml(["/", "/contact", "/venues/skyline-stage"], "2026-11-20");
    const urls = [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toContain("<lastmod>2026-11-20</lastmod>");
    // Outside a build (no __CONTENT_DATE__): today, as a W3C date.
    expect(sitemapXml(["/"])).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("dates a page a publish changed later than the build with the publish's day, and only that page", () => {
    notePageChanged("/exclusive-offers", "2026-12-01");
    notePageChanged("/exclusive-offers", "2026-11-25"); // an earlier publish noted later changes nothing
    notePageChanged("/contact", "2026-11-10"); // before the build's day: the build's day stays
    const xml = sitemapXml(["/", "/contact", "/exclusive-offers"], "2026-11-20");
    const lastmod = (path: string) =>
      new RegExp(`<loc>https://www.spark-frankfurt.de${path}</loc>[\\s\\S]*?<lastmod>([\\d-]+)</lastmod>`).exec(
        xml,
      )?.[1];
    expect([lastmod("/"), lastmod("/contact"), lastmod("/exclusive-offers")]).toEqual([
      "2026-11-20",
      "2026-11-20",
      "2026-12-01",
    ]);
  });

  it("points crawlers to the sitemap and keeps them out of gated pages", () => {
    const robots = robotsTxt();
    expect(robots).toContain("Sitemap: https://www.spark-frankfurt.de/sitemap.xml");
    expect(robots).toContain("Disallow: /event-planners");
    expect(robots).toContain("Disallow: /development");
    expect(robots).toContain("Disallow: /staff");
  });
});
