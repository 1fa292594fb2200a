import { describe, expect, it } from "vitest";
import { heroVideoSource } from "./hero-video";
import { MAX_VIDEO_BYTES, firstFile, validateVideoFile } from "./validation";

describe("validateVideoFile (spec section 5)", () => {
  it("accepts MP4, WebM and OGG up to exactly 104857600 bytes", () => {
    expect(MAX_VIDEO_BYTES).toBe(104857600);
    for (const type of ["video/mp4", "video/webm", "video/ogg"]) {
      expect(validateVideoFile({ size: MAX_VIDEO_BYTES, type })).toEqual({ ok: true });
    }
  });

  it("rejects one byte more with 'Datei zu groß'", () => {
    expect(validateVideoFile({ size: MAX_VIDEO_BYTES + 1, type: "video/mp4" })).toEqual({
      ok: false,
      reason: "too-large",
      title: "Datei zu groß",
      description: "Das Video darf maximal 100MB groß sein.",
    });
  });

  it("rejects other types with 'Ungültiges Format'", () => {
    for (const type of ["video/quicktime", "image/png", "text/plain", ""]) {
      expect(validateVideoFile({ size: 1000, type })).toEqual({
        ok: false,
        reason: "wrong-type",
        title: "Ungültiges Format",
        description: "Nur MP4, WebM und OGG Videos sind erlaubt.",
      });
    }
  });

  it("uses only the first file", () => {
    const a = new File(["a"], "a.mp4", { type: "video/mp4" });
    const b = new File(["b"], "b.txt", { type: "text/plain" });
    expect(firstFile([a, b])).toBe(a);
    expect(firstFile([])).toBeUndefined();
    expect(firstFile(null)).toBeUndefined();
  });
});

describe("heroVideoSource (spec section 4)", () => {
  const horizon = "https://player.vimeo.com/video/1";
  it("prefers the visitor's local video, then the page's videoUrl, then the Horizon Stage film", () => {
    expect(
      heroVideoSource(
        { name: "Boardroom", videoUrl: "https://player.vimeo.com/video/2", localVideoUrl: "blob:x" },
        horizon,
      ),
    ).toBe("blob:x");
    expect(heroVideoSource({ name: "Boardroom", videoUrl: "https://player.vimeo.com/video/2" }, horizon)).toBe(
      "https://player.vimeo.com/video/2",
    );
    expect(heroVideoSource({ name: "Horizon Stage" }, horizon)).toBe(horizon);
  });

  it("has no video otherwise", () => {
    expect(heroVideoSource({ name: "Boardroom" }, horizon)).toBeUndefined();
    expect(heroVideoSource({ name: "Horizon Studio" }, horizon)).toBeUndefined();
  });
});
