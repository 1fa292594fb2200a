import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followStrip, slidesToLoad, wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("moves forward and back inside the range", () => {
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });
  it("wraps from the last slide to the first and back", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });
  it("copes with one slide and none", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe("slidesToLoad", () => {
  it("is the selected slide and the next, wrapping at the end", () => {
    expect(slidesToLoad(0, 4)).toEqual([0, 1]);
    expect(slidesToLoad(3, 4)).toEqual([3, 0]);
  });
  it("adds the previous slide, wrapping at the start, once the visitor is near", () => {
    expect(slidesToLoad(0, 4, true)).toEqual([0, 1, 3]);
    expect(slidesToLoad(1, 3, true)).toEqual([1, 2, 0]);
  });
  it("names each slide once in short carousels", () => {
    expect(slidesToLoad(0, 2, true)).toEqual([0, 1]);
    expect(slidesToLoad(0, 1)).toEqual([0]);
    expect(slidesToLoad(0, 0)).toEqual([]);
  });
});

describe("followStrip", () => {
  // A strip of slides 100 px wide: scrollTo records where it was sent; `comeToRest` is the browser
  // ending a scroll (at the end of a glide, or on the way when a newer one replaces it).
  class Strip extends EventTarget {
    clientWidth = 100;
    scrollLeft = 0;
    sentTo: number[] = [];
    scrollTo({ left }: ScrollToOptions) {
      this.sentTo.push(left!);
    }
    comeToRest(at: number) {
      this.scrollLeft = at;
      this.dispatchEvent(new Event("scrollend"));
    }
  }
  let strip: Strip;
  let rested: number[];
  let follow: ReturnType<typeof followStrip>;
  beforeEach(() => {
    vi.stubGlobal("window", { onscrollend: null });
    strip = new Strip();
    rested = [];
    follow = followStrip(strip as unknown as HTMLElement, (slide) => rested.push(slide));
  });
  afterEach(() => {
    follow.stop();
    vi.unstubAllGlobals();
  });

  it("hears where a swipe comes to rest", () => {
    strip.comeToRest(200);
    expect(rested).toEqual([2]);
  });
  it("carries a glide cut short on the way on to its slide, then hears it arrive", () => {
    follow.glide(1);
    follow.glide(2);
    strip.comeToRest(60);
    expect(rested).toEqual([]);
    expect(strip.sentTo).toEqual([100, 200, 200]);
    strip.comeToRest(200);
    expect(rested).toEqual([2]);
  });
  it("does not move a strip already resting on the slide", () => {
    strip.comeToRest(100);
    follow.glide(1);
    expect(strip.sentTo).toEqual([]);
  });
  it("moves a strip only passing the slide on its way elsewhere", () => {
    follow.glide(3);
    strip.scrollLeft = 130;
    follow.glide(1);
    expect(strip.sentTo).toEqual([300, 100]);
  });
  it("sends a strip on its way elsewhere back to the slide it has not yet left", () => {
    strip.comeToRest(100);
    follow.glide(2);
    follow.glide(1);
    expect(strip.sentTo).toEqual([200, 100]);
    strip.comeToRest(100);
    expect(rested).toEqual([1, 1]);
  });
  it("does not send a strip again to the slide it is already on its way to", () => {
    follow.glide(2);
    strip.scrollLeft = 50;
    follow.glide(2);
    expect(strip.sentTo).toEqual([200]);
  });
  it("lets the visitor take over a glide with a pointer or the wheel", () => {
    for (const kind of ["pointerdown", "wheel"]) {
      follow.glide(3);
      strip.dispatchEvent(new Event(kind));
      strip.comeToRest(100);
      expect(rested.at(-1), kind).toBe(1);
    }
    expect(strip.sentTo).toEqual([300, 300]);
  });
  it("stops listening when stopped", () => {
    follow.stop();
    strip.comeToRest(200);
    expect(rested).toEqual([]);
  });
});
