// Tiny helpers to write SVG by hand: numbers rounded so output is small and stable across engines.

export const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? n(value) : value}"`)
    .join(" ");
}

export const el = (tag: string, values: Attrs, children?: string): string =>
  children === undefined ? `<${tag} ${attrs(values)}/>` : `<${tag} ${attrs(values)}>${children}</${tag}>`;

export const points = (list: [number, number][]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const stops = (list: Stop[]) =>
  list.map((s) => el("stop", { offset: s.offset, "stop-color": s.color, "stop-opacity": s.opacity ?? 1 })).join("");

export function linear(
  id: string,
  list: Stop[],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = { x2: 0, y2: 1 },
): string {
  return el(
    "linearGradient",
    { id, x1: direction.x1 ?? 0, y1: direction.y1 ?? 0, x2: direction.x2 ?? 0, y2: direction.y2 ?? 1 },
    stops(list),
  );
}

export function radial(id: string, list: Stop[], shape: { cx?: number; cy?: number; r?: number } = {}): string {
  return el("radialGradient", { id, cx: shape.cx ?? 0.5, cy: shape.cy ?? 0.5, r: shape.r ?? 0.5 }, stops(list));
}

/** A gaussian blur filter with a generous region so glows are not clipped. */
export function blur(id: string, deviation: number, region = 0.6): string {
  return el(
    "filter",
    {
      id,
      x: `${-region * 100}%`,
      y: `${-region * 100}%`,
      width: `${100 + region * 200}%`,
      height: `${100 + region * 200}%`,
    },
    el("feGaussianBlur", { stdDeviation: deviation }),
  );
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Periodic motion for the hero loop: phase t in [0, 1) always returns to its start. */
export const wave = (t: number, phase = 0): number => Math.sin(2 * Math.PI * (t + phase));
