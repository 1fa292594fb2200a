import { describe, expect, it } from "vitest";
import { canonicalPath, isOnSite, isSameSitePost, truncateIp, validHost } from "./http-rules";

describe("canonical paths", () => {
  it("drops trailing slashes and empty segments, so a redirect never names another host", () => {
    expect(canonicalPath("/book-tour/")).toBe("/book-tour");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//x//evil.example/path/")).toBe("/x/evil.example/path");
    expect(canonicalPath("//evil.example")).toBe("/evil.example");
    expect(canonicalPath("/\\evil.example/")).toBe("/evil.example");
    expect(canonicalPath("/.//host")).toBe("/./host");
    expect(canonicalPath("/contact")).toBe("/contact");
  });
});

describe("locations", () => {
  const own = "https://www.spark-frankfurt.de";
  it("allows paths and our own origins, refuses every other host", () => {
    expect(isOnSite("/event-planners", own, own)).toBe(true);
    expect(isOnSite("https://www.spark-frankfurt.de/x", "http://127.0.0.1:3000", own)).toBe(true);
    expect(isOnSite("//evil.example/path", own, own)).toBe(false);
    expect(isOnSite("/\\evil.example", own, own)).toBe(false);
    expect(isOnSite("https://evil.example/", own, own)).toBe(false);
  });
});

describe("hosts", () => {
  it("accepts names, addresses and ports, refuses anything else", () => {
    for (const host of ["www.spark-frankfurt.de", "localhost:3000", "127.0.0.1:5120", "[::1]:3000"]) {
      expect(validHost(host)).toBe(true);
    }
    for (const host of [undefined, "", "evil.example/x", "a b", "host:port", "x@y", "<script>"]) {
      expect(validHost(host)).toBe(false);
    }
  });
});

describe("log addresses", () => {
  it("keeps the /24 of IPv4 and the /48 of IPv6", () => {
    expect(truncateIp("203.0.113.77")).toBe("203.0.113.0");
    expect(truncateIp("::ffff:198.51.100.9")).toBe("198.51.100.0");
    expect(truncateIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::");
    expect(truncateIp("2001:db8::1")).toBe("2001:db8:0::");
    expect(truncateIp("::1")).toBe("0:0:0::");
    // A socket closed by the visitor has no address left: the log line says so, the server keeps running.
    expect(truncateIp(undefined)).toBe("unknown");
  });
});

describe("state-changing requests", () => {
  const ours = ["http://127.0.0.1:3000", "https://www.spark-frankfurt.de"];
  it("accepts our own origins and requests without browser headers", () => {
    expect(isSameSitePost("https://www.spark-frankfurt.de", "same-origin", ours)).toBe(true);
    expect(isSameSitePost("http://127.0.0.1:3000", undefined, ours)).toBe(true);
    expect(isSameSitePost("HTTPS://WWW.SPARK-FRANKFURT.DE", undefined, ours)).toBe(true);
    expect(isSameSitePost(undefined, undefined, ours)).toBe(true);
    expect(isSameSitePost(undefined, "none", ours)).toBe(true);
  });
  it("refuses another site by Origin or by Sec-Fetch-Site, and the opaque origin", () => {
    expect(isSameSitePost("https://evil.com", "cross-site", ours)).toBe(false);
    expect(isSameSitePost("https://evil.com", undefined, ours)).toBe(false);
    expect(isSameSitePost(undefined, "cross-site", ours)).toBe(false);
    expect(isSameSitePost("https://spark-frankfurt.de", "same-site", ours)).toBe(false);
    expect(isSameSitePost("null", undefined, ours)).toBe(false);
    expect(isSameSitePost("https://www.spark-frankfurt.de.evil.com", undefined, ours)).toBe(false);
  });
});
