import { describe, expect, it } from "vitest";
import { sitePages, staticRoutePaths } from "./site-routes";

describe("site pages from the route table", () => {
  it("lists the home page and the form pages, and no endpoints or patterns", () => {
    const pages = sitePages();
    expect(pages).toContain("/");
    expect(pages).toContain("/contact");
    expect(pages).toContain("/book-tour");
    expect(pages).not.toContain("/newsletter");
    expect(pages).not.toContain("/sitemap.xml");
    expect(pages).not.toContain("/robots.txt");
    expect(pages.some((p) => /[:*]/.test(p))).toBe(false);
    expect(staticRoutePaths()).toContain("/newsletter");
  });

  it("lists the webinar pages but not the calendar file of its resource route", () => {
    expect(sitePages()).toEqual(expect.arrayContaining(["/webinar/led-wall", "/webinar/confirmation"]));
    expect(sitePages()).not.toContain("/webinar/led-wall.ics");
    expect(staticRoutePaths()).toContain("/webinar/led-wall.ics");
  });
});
