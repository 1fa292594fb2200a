import { describe, expect, it } from "vitest";
import { hasStaffSessionCookie } from "./session-cookie.ts";

describe("the back office's session cookie, by name", () => {
  it("is found with either prefix, among other cookies", () => {
    expect(hasStaffSessionCookie("spark-staff.session_token=abc")).toBe(true);
    expect(hasStaffSessionCookie("consent=1; __Host-spark-staff.session_token=abc.def")).toBe(true);
  });

  it("is not a look-alike, an empty value or another cookie", () => {
    expect(hasStaffSessionCookie(undefined)).toBe(false);
    expect(hasStaffSessionCookie("spark-staff.session_token=")).toBe(false);
    expect(hasStaffSessionCookie("xspark-staff.session_token=abc")).toBe(false);
    expect(hasStaffSessionCookie("spark_gate_event-planners=abc")).toBe(false);
  });
});
