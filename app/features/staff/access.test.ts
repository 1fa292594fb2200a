import { describe, expect, it } from "vitest";
import { staffRoles } from "../../../server/db/staff-vocabulary.ts";
import { contentEditors, staffHome, staffMay } from "./access.ts";
import { staffNavFor } from "./nav.ts";

// Who opens what in the back office (decision 1145): the table the middleware checks every request against.

const personal = [
  "/staff",
  "/staff/",
  "/staff.data",
  "/staff/leads/42",
  "/staff/leads/42.data",
  "/staff/leads/42/export.json",
  "/staff/leads/42/offer.pdf",
  "/staff/export.csv",
  "/staff/tours",
  "/staff/spaces",
  "/staff/webinars",
  "/staff/webinars/7",
  "/staff/webinars/7/registrants.csv",
  "/staff/mail",
  "/staff/mail/3",
  "/staff/templates",
  "/staff/no-such-page",
];

describe("an editor", () => {
  it.each([...personal, "/staff/team", "/staff/audit", "/staff/audit.data"])("is refused %s", (path) => {
    expect(staffMay("editor", path)).toBe(false);
    expect(staffMay("editor", path, "POST")).toBe(false);
  });

  it("reads and saves the price list and opens their own account", () => {
    expect(staffMay("editor", "/staff/prices")).toBe(true);
    expect(staffMay("editor", "/staff/prices.data", "POST")).toBe(true);
    expect(staffMay("editor", "/staff/account")).toBe(true);
    expect(staffMay("editor", "/staff/account", "POST")).toBe(true);
    expect(contentEditors).toContain("editor");
  });

  it("starts on the site's content and sees only Prices, Content, Media and the account in the navigation", () => {
    expect(staffHome("editor")).toBe("/staff/content");
    expect(staffNavFor("editor").map((item) => item.label)).toEqual(["Prices", "Content", "Media", "My account"]);
  });

  it("is not fooled by a look-alike address", () => {
    expect(staffMay("editor", "/staff/prices-export.csv")).toBe(false);
    expect(staffMay("editor", "/staff/accounting")).toBe(false);
  });
});

describe("staff", () => {
  it.each(personal)("open %s", (path) => {
    expect(staffMay("staff", path)).toBe(true);
    expect(staffMay("staff", path, "POST")).toBe(true);
  });

  it("cannot open or change the site's content", () => {
    expect(staffMay("staff", "/staff/content")).toBe(false);
    expect(staffMay("staff", "/staff/content/offers/weekend-immersion", "POST")).toBe(false);
    expect(staffMay("editor", "/staff/content/offers/weekend-immersion", "POST")).toBe(true);
  });

  it("cannot open or change the media library", () => {
    expect(staffMay("staff", "/staff/media")).toBe(false);
    expect(staffMay("staff", "/staff/media.data", "POST")).toBe(false);
    expect(staffMay("editor", "/staff/media", "POST")).toBe(true);
    expect(staffMay("owner", "/staff/media", "POST")).toBe(true);
  });

  it("read the price list but cannot save it", () => {
    expect(staffMay("staff", "/staff/prices")).toBe(true);
    expect(staffMay("staff", "/staff/prices", "POST")).toBe(false);
    expect(staffMay("staff", "/staff/prices.data", "post")).toBe(false);
    expect(contentEditors).not.toContain("staff");
  });

  it("are refused the team and the audit log, and keep their navigation", () => {
    expect(staffMay("staff", "/staff/team")).toBe(false);
    expect(staffMay("staff", "/staff/audit")).toBe(false);
    expect(staffHome("staff")).toBe("/staff");
    expect(staffNavFor("staff").map((item) => item.label)).toEqual([
      "Inbox",
      "Tours",
      "Spaces",
      "Prices",
      "Webinars",
      "Mail",
      "Templates",
      "My account",
    ]);
  });
});

describe("an owner", () => {
  it.each([...personal, "/staff/team", "/staff/audit", "/staff/prices", "/staff/account"])("opens %s", (path) => {
    expect(staffMay("owner", path)).toBe(true);
    expect(staffMay("owner", path, "POST")).toBe(true);
  });

  it("sees the whole navigation", () => {
    expect(staffNavFor("owner")).toHaveLength(12);
  });
});

it("knows every role", () => {
  for (const role of staffRoles) expect(staffNavFor(role).some((item) => item.to === "/staff/account")).toBe(true);
});
