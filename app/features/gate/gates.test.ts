import { describe, expect, it } from "vitest";
import { gateForPath, isGatedPath } from "../../content/gates";

describe("gateForPath", () => {
  it("puts the handbook, its sub pages, downloads and data requests behind the event-planners gate", () => {
    for (const path of [
      "/event-planners",
      "/event-planners/",
      "/event-planners/catering",
      "/event-planners/downloads/spark-terms-en.pdf",
      "/event-planners.data",
      "/event-planners/deadlines.data",
    ]) {
      expect(gateForPath(path)?.name, path).toBe("event-planners");
    }
  });
  it("puts /development behind its own gate", () => {
    expect(gateForPath("/development")?.name).toBe("development");
    expect(gateForPath("/development.data")?.name).toBe("development");
  });
  it("leaves lookalike and public paths alone", () => {
    for (const path of ["/", "/events", "/event-planners-info", "/developments", "/venues", "/contact"])
      expect(isGatedPath(path), path).toBe(false);
  });
});

describe("gatedPagePaths", () => {
  it("are all behind a gate", async () => {
    const { gatedPagePaths } = await import("../../content/gates");
    for (const path of gatedPagePaths) expect(isGatedPath(path), path).toBe(true);
  });
});
