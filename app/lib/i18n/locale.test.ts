import { describe, expect, it } from "vitest";
import { localeOfPath } from "./locale";

describe("the language of an address", () => {
  it("is the page's, for the page and for its data request (the prerender asks for /de.data)", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/")).toBe("de");
    expect(localeOfPath("/de.data")).toBe("de");
    expect(localeOfPath("/de/referenzen.data")).toBe("de");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/_root.data")).toBe("en");
    expect(localeOfPath("/references.data")).toBe("en");
    expect(localeOfPath("/design")).toBe("en");
  });
});
