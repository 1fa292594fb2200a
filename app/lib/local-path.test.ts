import { describe, expect, it } from "vitest";
import { isLocalPath } from "./local-path";

describe("isLocalPath", () => {
  it("accepts paths of this site, with or without a query", () => {
    for (const path of ["/", "/use-cases", "/webinar/led-wall?t=1"]) expect(isLocalPath(path)).toBe(true);
  });
  it("refuses anything a browser could read as another host, and what is not a path", () => {
    for (const value of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "use-cases", "", null, 7])
      expect(isLocalPath(value)).toBe(false);
  });
  it("refuses control characters, which no path of ours holds and no Location header may carry", () => {
    for (const value of ["/a\rb", "/a\nSet-Cookie: x=1", "/a\u0000b", "/\u007f"])
      expect(isLocalPath(value)).toBe(false);
  });
});
