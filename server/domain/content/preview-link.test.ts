import { describe, expect, it } from "vitest";
import { checkPreview, PREVIEW_HOURS, previewQuery } from "./preview-link.ts";

// A draft's preview link (issue 45): the item it names, until it expires; never another item, never
// with a changed signature or expiry. The clock is passed in.

const secret = "a-test-secret-of-at-least-thirty-two-chars";
const now = Date.UTC(2026, 11, 2, 10, 0, 0);
const check = (query: string, at: number) => checkPreview(new URLSearchParams(query), at, [secret]);

describe("preview links", () => {
  const query = previewQuery("offer:weekend-immersion", now, secret);

  it("shows the item's draft until it expires, then is refused", () => {
    expect(check(query, now)).toEqual({ key: "offer:weekend-immersion" });
    expect(check(query, now + PREVIEW_HOURS * 3600_000 - 1_000)).toEqual({ key: "offer:weekend-immersion" });
    expect(check(query, now + PREVIEW_HOURS * 3600_000)).toEqual({ refused: "expired" });
  });

  it("is refused for another item, with another expiry or signature, or another secret", () => {
    const params = new URLSearchParams(query);
    const token = params.get("preview")!;
    params.set("item", "offer:extended-focus");
    expect(check(params.toString(), now)).toEqual({ refused: "invalid" });
    const [expires, signature] = token.split(".");
    const later = `${Number(expires) + 86_400}.${signature}`;
    expect(check(`item=offer:weekend-immersion&preview=${later}`, now)).toEqual({ refused: "invalid" });
    expect(check(`item=offer:weekend-immersion&preview=${expires}.${"A".repeat(43)}`, now)).toEqual({
      refused: "invalid",
    });
    expect(checkPreview(new URLSearchParams(query), now, ["another-secret-of-at-least-thirty-two"])).toEqual({
      refused: "invalid",
    });
  });

  it("is no preview without the query", () => {
    expect(check("tab=meetings", now)).toBeUndefined();
  });
});
