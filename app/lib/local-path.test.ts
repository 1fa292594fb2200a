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
});
