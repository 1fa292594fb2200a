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
