/** The index after moving `step` slides from `index` in a carousel of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The slides whose pictures should be loaded when `selected` shows: it and the next one (rotation
 * moves forward), and the previous one too once the visitor reaches for the carousel. Wraps.
 */
export function slidesToLoad(selected: number, count: number, visitorNear = false): number[] {
  if (count <= 0) return [];
  const wanted = [selected, wrapIndex(selected, 1, count)];
  if (visitorNear) wanted.push(wrapIndex(selected, -1, count));
  return [...new Set(wanted)];
}

/** The slide a scroll-snap strip of full-width slides shows: the one its scroll position has snapped to. */
export function stripSlide(strip: HTMLElement): number {
  return strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : 0;
}

/**
 * Calls `settled` when the scrolling of `strip` (a swipe, or a script's glide) comes to rest: on
 * `scrollend`, or a short pause in `scroll` events where the browser lacks it. Returns the cleanup.
 */
function onScrollSettled(strip: HTMLElement, settled: () => void): () => void {
  if ("onscrollend" in window) {
    strip.addEventListener("scrollend", settled);
    return () => strip.removeEventListener("scrollend", settled);
  }
  let timer = 0;
  const onScroll = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(settled, 120);
  };
  strip.addEventListener("scroll", onScroll);
  return () => {
    window.clearTimeout(timer);
    strip.removeEventListener("scroll", onScroll);
  };
}

/**
 * A scroll-snap strip of full-width slides that script steps and a visitor swipes. `rested` hears the
 * slide the strip comes to rest on. A glide of ours that the browser ends on the way (a newer glide
 * replacing it, a snap) is nobody's choice of slide: the strip carries on to the slide it was sent to,
 * until the visitor takes over (a pointer or the wheel on the strip). `glide` sends it there; it does
 * not move a strip already resting on that slide, nor send again one already on its way there. A strip
 * gliding is sent on whatever its position says: it may be passing the slide, or not have moved yet
 * from it. `jump` puts it on a slide at once, ending any glide. Returns those and the cleanup, `stop`.
 */
export function followStrip(strip: HTMLElement, rested: (slide: number) => void) {
  let headed = -1;
  const stopSettled = onScrollSettled(strip, () => {
    // A strip hidden mid-glide (its dialog closed) has no width: where it stopped is nobody's choice.
    if (strip.clientWidth === 0) return;
    const slide = stripSlide(strip);
    if (headed >= 0 && slide !== headed) {
      strip.scrollTo({ left: headed * strip.clientWidth });
      return;
    }
    headed = -1;
    rested(slide);
  });
  const visitorScrolls = () => (headed = -1);
  strip.addEventListener("pointerdown", visitorScrolls);
  strip.addEventListener("wheel", visitorScrolls, { passive: true });
  return {
    glide(index: number, behavior?: ScrollBehavior) {
      if (index === headed) return;
      const left = index * strip.clientWidth;
      // Only a strip at rest is where it reads: one sent elsewhere a moment ago may not have moved yet.
      if (headed < 0 && Math.abs(strip.scrollLeft - left) < 1) return;
      headed = index;
      strip.scrollTo({ left, behavior });
    },
    /** Puts the strip on `index` at once, whatever glide it was on (a viewer opening again). */
    jump(index: number) {
      headed = -1;
      const left = index * strip.clientWidth;
      if (Math.abs(strip.scrollLeft - left) >= 1) strip.scrollTo({ left, behavior: "instant" });
    },
    stop() {
      stopSettled();
      strip.removeEventListener("pointerdown", visitorScrolls);
      strip.removeEventListener("wheel", visitorScrolls);
    },
  };
}
