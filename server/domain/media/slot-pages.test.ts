import { describe, expect, it } from "vitest";
import { photoKey, slotOfPhotoKey } from "./placed-photo.ts";
import { indexSlotPages, pagesShowingSlot } from "./slot-pages.ts";

describe("the pages of a picture slot", () => {
  it("are the pages whose HTML draws it, or whose islands name it; a quoted name that is no picture is not a slot", () => {
    const index = indexSlotPages([
      ["/", '<img src="/art/venue/skyline-stage-800.webp" srcset="/art/venue/skyline-stage-480.avif 480w">'],
      [
        "/references",
        '<picture><source srcset="/art/portrait/katharina-vogt-160.avif 160w"></picture><div data-props="{&quot;image&quot;:&quot;portrait/daniel-brenner&quot;,&quot;type&quot;:&quot;text/html&quot;}">',
      ],
      ["/de/referenzen", '<img src="/art/portrait/daniel-brenner-320.webp">'],
      ["/contact", "<p>no pictures</p>"],
    ]);
    expect(Object.fromEntries(index)).toEqual({
      "venue/skyline-stage": ["/"],
      "portrait/katharina-vogt": ["/references"],
      "portrait/daniel-brenner": ["/references", "/de/referenzen"],
    });
    expect(pagesShowingSlot("portrait/daniel-brenner")).toEqual(["/references", "/de/referenzen"]);
    expect(pagesShowingSlot("text/html")).toEqual([]);
  });

  it("is named in a placement's key without a slash, and read back from it", () => {
    expect(photoKey("venue/skyline-stage")).toBe("photo:venue--skyline-stage");
    expect(slotOfPhotoKey("photo:venue--skyline-stage")).toBe("venue/skyline-stage");
    expect(slotOfPhotoKey("venue--skyline-stage")).toBe("venue/skyline-stage");
    expect(slotOfPhotoKey("offer:weekend-immersion")).toBeUndefined();
    expect(slotOfPhotoKey("photo:no-separator")).toBeUndefined();
  });
});
