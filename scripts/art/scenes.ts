import { mix, type Palette } from "./palette.ts";
import type { Rng } from "./random.ts";
import { blur, el, linear, n, points, radial, wave } from "./svg.ts";

// The scenes of the SPARK art direction: a night-time venue lit by LED walls, moving heads and the
// Frankfurt skyline. Abstract, no text, no people's faces. Every scene is a function of its canvas,
// a seeded random source, a palette and a loop phase t (used by the hero video; 0 for stills).

export interface SceneContext {
  w: number;
  h: number;
  rng: Rng;
  palette: Palette;
  /** Loop phase in [0, 1): the hero video animates with it. */
  t: number;
  /** What the LED walls show; picked from the seed when not given. */
  ledStyle?: LedStyle;
}

const LED_STYLES = ["rays", "bands", "rings", "horizon"] as const;
export type LedStyle = (typeof LED_STYLES)[number];

export interface Painted {
  defs: string;
  body: string;
}

export const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("");

export function vignette(c: SceneContext, strength = 0.75): Painted {
  return {
    defs: radial(
      "vignette",
      [
        { offset: 0.55, color: "#000", opacity: 0 },
        { offset: 1, color: "#000", opacity: strength },
      ],
      { r: 0.75 },
    ),
    body: el("rect", { width: c.w, height: c.h, fill: "url(#vignette)" }),
  };
}

/** Fine film grain made of a few hundred faint specks: cheap to render, keeps gradients from banding. */
function specks(
  c: SceneContext,
  count: number,
  color: string,
  maxOpacity = 0.35,
  area?: { y0: number; y1: number },
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(0, c.w);
    const y = c.rng.range(area?.y0 ?? 0, area?.y1 ?? c.h);
    out += el("circle", {
      cx: x,
      cy: y,
      r: c.rng.range(0.6, 1.8) * (c.w / 1600),
      fill: color,
      opacity: c.rng.range(0.05, maxOpacity),
    });
  }
  return out;
}

/** A row of buildings with lit windows: the Frankfurt skyline at night. */
export function skylineLayer(
  c: SceneContext,
  options: {
    base: number;
    minH: number;
    maxH: number;
    fill: string;
    windows: number;
    windowColor: string;
    opacity?: number;
    towerAt?: number;
  },
): string {
  const { w, rng } = c;
  const scale = w / 1600;
  let x = -rng.range(0, 40) * scale;
  let shapes = "";
  let lights = "";
  while (x < w) {
    const bw = rng.range(38, 120) * scale;
    let bh = rng.range(options.minH, options.maxH);
    if (options.towerAt !== undefined && Math.abs(x + bw / 2 - options.towerAt * w) < bw) bh = options.maxH * 1.18;
    const top = options.base - bh;
    if (rng.chance(0.22)) {
      // A spire or a stepped crown on some towers.
      const sx = x + bw / 2;
      shapes += el("rect", {
        x: sx - 1.5 * scale,
        y: top - bh * 0.18,
        width: 3 * scale,
        height: bh * 0.18,
        fill: options.fill,
      });
      shapes += el("circle", { cx: sx, cy: top - bh * 0.18, r: 2.4 * scale, fill: options.windowColor, opacity: 0.9 });
    }
    if (rng.chance(0.3)) {
      shapes += el("rect", {
        x: x + bw * 0.18,
        y: top - bh * 0.06,
        width: bw * 0.64,
        height: bh * 0.06 + 1,
        fill: options.fill,
      });
    }
    shapes += el("rect", { x, y: top, width: bw + 0.6, height: bh + 2, fill: options.fill });
    const cols = Math.max(2, Math.floor(bw / (14 * scale)));
    const rows = Math.floor(bh / (18 * scale));
    const lit = options.windows * rng.range(0.4, 1.6);
    for (let r = 1; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        if (!rng.chance(lit)) continue;
        lights += el("rect", {
          x: x + (k + 0.3) * (bw / cols),
          y: top + r * 18 * scale,
          width: (bw / cols) * 0.42,
          height: 7 * scale,
          fill: options.windowColor,
          opacity: rng.range(0.25, 0.9),
        });
      }
    }
    x += bw + rng.range(0, 10) * scale;
  }
  return el("g", { opacity: options.opacity ?? 1 }, shapes + lights);
}

/** The content an LED wall shows: soft abstract light that drifts with t. */
export function ledContent(
  c: SceneContext,
  box: { x: number; y: number; w: number; h: number },
  prefix: string,
): Painted {
  const { rng, palette: p, t } = c;
  const picked = rng.pick(LED_STYLES);
  const style = c.ledStyle ?? picked;
  const colors = [p.primary, p.secondary, p.highlight, mix(p.primary, p.secondary, 0.5)];
  let defs = linear(
    `${prefix}base`,
    [
      { offset: 0, color: mix(p.night, p.primary, 0.22) },
      { offset: 1, color: mix(p.night, p.secondary, 0.14) },
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let body = el("rect", { x: box.x, y: box.y, width: box.w, height: box.h, fill: `url(#${prefix}base)` });
  const blobs = rng.int(3, 5);
  for (let i = 0; i < blobs; i++) {
    const color = colors[i % colors.length]!;
    defs += radial(`${prefix}b${i}`, [
      { offset: 0, color, opacity: i === 2 ? 0.7 : 0.95 },
      { offset: 1, color, opacity: 0 },
    ]);
    const phase = rng.next();
    const cx = box.x + box.w * (rng.range(0.1, 0.9) + 0.12 * wave(t, phase));
    const cy = box.y + box.h * (rng.range(0.2, 0.8) + 0.15 * wave(t, phase + 0.25));
    const r = box.w * rng.range(0.25, 0.5);
    body += el("ellipse", { cx, cy, rx: r, ry: r * rng.range(0.5, 0.9), fill: `url(#${prefix}b${i})` });
  }
  if (style === "bands") {
    const count = rng.int(5, 9);
    for (let i = 0; i < count; i++) {
      const x = box.x + ((i / count + t * 0.5) % 1) * box.w * 1.4 - box.w * 0.2;
      body += el("polygon", {
        points: points([
          [x, box.y],
          [x + box.w * 0.06, box.y],
          [x - box.w * 0.12, box.y + box.h],
          [x - box.w * 0.18, box.y + box.h],
        ]),
        fill: colors[i % 2]!,
        opacity: 0.18,
      });
    }
  } else if (style === "rays") {
    const cx = box.x + box.w * rng.range(0.3, 0.7);
    const cy = box.y + box.h * rng.range(0.45, 0.7);
    const count = 18;
    const turn = t * ((Math.PI * 2) / count);
    let d = "";
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + turn;
      const r = box.w;
      d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}L${n(cx + Math.cos(a + 0.07) * r)} ${n(cy + Math.sin(a + 0.07) * r)}Z`;
    }
    body += el("path", { d, fill: p.highlight, opacity: 0.16 });
    body += el("circle", { cx, cy, r: box.h * 0.14, fill: p.highlight, opacity: 0.85 });
    body += el("circle", {
      cx,
      cy,
      r: box.h * 0.24,
      fill: "none",
      stroke: p.highlight,
      "stroke-width": box.h * 0.015,
      opacity: 0.5,
    });
  } else if (style === "horizon") {
    const y = box.y + box.h * rng.range(0.55, 0.7);
    defs += radial(`${prefix}sun`, [
      { offset: 0, color: p.highlight, opacity: 1 },
      { offset: 0.35, color: p.highlight, opacity: 0.85 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]);
    body += el("circle", {
      cx: box.x + box.w * (0.5 + 0.1 * wave(t)),
      cy: y,
      r: box.h * 0.42,
      fill: `url(#${prefix}sun)`,
    });
    body += el("rect", { x: box.x, y, width: box.w, height: box.y + box.h - y, fill: p.night, opacity: 0.7 });
    body += el("rect", {
      x: box.x,
      y: y - box.h * 0.006,
      width: box.w,
      height: box.h * 0.012,
      fill: p.highlight,
      opacity: 0.9,
    });
    for (let i = 1; i < 6; i++)
      body += el("rect", {
        x: box.x,
        y: y + box.h * 0.04 * i * i * 0.5,
        width: box.w,
        height: box.h * 0.006,
        fill: p.secondary,
        opacity: 0.5 - i * 0.07,
      });
  } else if (style === "rings") {
    const cx = box.x + box.w * rng.range(0.35, 0.65);
    const cy = box.y + box.h * rng.range(0.4, 0.6);
    for (let i = 1; i < 7; i++) {
      const r = (i + (t % 1)) * box.h * 0.16;
      body += el("circle", {
        cx,
        cy,
        r,
        fill: "none",
        stroke: p.highlight,
        "stroke-width": box.h * 0.012,
        opacity: 0.35 - i * 0.04,
      });
    }
  }
  // The LED pixel grid: what makes a wall read as a wall, not a window. One path of lines (a
  // <pattern> costs librsvg ten times more).
  const pitch = Math.max(4, box.w / 110);
  let grid = "";
  for (let x = box.x + pitch; x < box.x + box.w; x += pitch) grid += `M${n(x)} ${n(box.y)}V${n(box.y + box.h)}`;
  for (let y = box.y + pitch; y < box.y + box.h; y += pitch) grid += `M${n(box.x)} ${n(y)}H${n(box.x + box.w)}`;
  body += el("path", {
    d: grid,
    class: `${prefix}px`,
    fill: "none",
    stroke: "#000",
    "stroke-opacity": 0.45,
    "stroke-width": pitch * 0.28,
  });
  return { defs, body };
}

export interface StageOptions {
  audience?: boolean;
  /** Floors of the venue: 2 and 3 add balconies of light (double and triple floors). */
  levels?: number;
  /** Skyline through the glass behind the stage. */
  windowSkyline?: boolean;
  /** A second, smaller LED wall beside the main one (Skyline Stage has a 10 x 3 m and a 5 x 3 m wall). */
  sideWall?: boolean;
  /** What stands on the stage (a presenter, a panel): drawn over the deck, under the show lights. */
  onStage?: (wall: { x: number; y: number; w: number; h: number }, floorY: number, deckY: number) => string;
}

/** A stage: LED wall, moving-head beams from the truss, a reflective floor with a perspective grid. */
export function stageScene(c: SceneContext, options: StageOptions = {}): Painted {
  const { w, h, rng, palette: p, t } = c;
  const levels = options.levels ?? 1;
  // The camera differs per slot: the wall's size, how far off-centre and how high it stands.
  const wallW = w * rng.range(0.36, 0.62);
  const wallH = Math.min(wallW * rng.range(0.32, 0.5), h * 0.44);
  const offset = rng.pick([-1, 1]) * rng.range(0.02, options.sideWall ? 0.1 : 0.16);
  const wallX = (w - wallW) / 2 + w * offset - (options.sideWall ? w * 0.08 : 0);
  const wallY = h * rng.range(0.12, 0.3);
  const floorY = wallY + wallH + h * 0.035;
  const wall = { x: wallX, y: wallY, w: wallW, h: wallH };
  const led = ledContent(c, wall, "w");

  const defs = join(
    linear("bg", [
      { offset: 0, color: p.night },
      { offset: 0.55, color: mix(p.night, p.deep, 0.9) },
      { offset: 1, color: p.night },
    ]),
    radial("haze", [
      { offset: 0, color: p.primary, opacity: 0.38 },
      { offset: 0.5, color: p.primary, opacity: 0.1 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    linear("floor", [
      { offset: 0, color: mix(p.deep, p.primary, 0.12) },
      { offset: 1, color: p.night },
    ]),
    linear("reflectFade", [
      { offset: 0, color: p.night, opacity: 0.2 },
      { offset: 0.55, color: p.night, opacity: 0.9 },
    ]),
    radial("wallGlow", [
      { offset: 0.45, color: mix(p.primary, p.secondary, 0.3), opacity: 0.55 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    radial("spill", [
      { offset: 0, color: p.primary, opacity: 0.3 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    linear("beamA", [
      { offset: 0, color: p.highlight, opacity: 0.55 },
      { offset: 0.25, color: p.primary, opacity: 0.28 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    linear("beamB", [
      { offset: 0, color: p.highlight, opacity: 0.5 },
      { offset: 0.25, color: p.secondary, opacity: 0.24 },
      { offset: 1, color: p.secondary, opacity: 0 },
    ]),
    el("clipPath", { id: "wallClip" }, el("rect", { x: wallX, y: wallY, width: wallW, height: wallH, rx: 2 })),
    led.defs,
    linear("glassSky", [
      { offset: 0, color: p.night },
      { offset: 0.6, color: mix(p.deep, "#e0875a", 0.35) },
      { offset: 1, color: mix(p.deep, "#f0a070", 0.6) },
    ]),
  );

  let body = el("rect", { width: w, height: h, fill: "url(#bg)" });
  if (options.windowSkyline) {
    // The city at dusk behind the glass: a lighter sky, the towers dark against it.
    body += el("rect", { width: w, height: floorY, fill: "url(#glassSky)" });
    body += skylineLayer(c, {
      base: floorY,
      minH: h * 0.1,
      maxH: h * 0.42,
      fill: p.night,
      windows: 0.14,
      windowColor: p.highlight,
      opacity: 0.95,
    });
    // Facade mullions of the glass box the stage sits in.
    for (let x = 0; x < w; x += w / 14)
      body += el("rect", { x, y: 0, width: w * 0.004, height: floorY, fill: p.night, opacity: 0.8 });
  }
  body += el("ellipse", {
    cx: wallX + wallW / 2,
    cy: wallY + wallH * 0.55,
    rx: wallW * 1.05,
    ry: wallH * 1.6,
    fill: "url(#haze)",
  });
  // The wall's glow on the haze: gradients, not a blur filter (blurs cost librsvg most of its time).
  body += el("ellipse", {
    cx: wallX + wallW / 2,
    cy: wallY + wallH / 2,
    rx: wallW * 0.75,
    ry: wallH * 0.95,
    fill: "url(#wallGlow)",
  });

  // Balconies of a double or triple floor: light strips stacked above the stage.
  for (let level = 1; level < levels; level++) {
    const y = wallY - level * h * 0.075;
    body += el("rect", { x: w * 0.06, y, width: w * 0.88, height: h * 0.006, fill: p.secondary, opacity: 0.75 });
    body += el("rect", {
      x: w * 0.06,
      y: y + h * 0.006,
      width: w * 0.88,
      height: h * 0.03,
      fill: p.night,
      opacity: 0.9,
    });
  }

  body += el("g", { "clip-path": "url(#wallClip)" }, led.body);
  if (options.sideWall) {
    // The side wall: half the main wall's width, to its right, showing the same content.
    const side = { x: wallX + wallW + w * 0.05, y: wallY + wallH * 0.1, w: wallW * 0.45, h: wallH * 0.8 };
    body += el("rect", { x: side.x - 3, y: side.y - 3, width: side.w + 6, height: side.h + 6, fill: "#050505" });
    body += el(
      "g",
      {
        transform: `translate(${n(side.x)} ${n(side.y)}) scale(${n(side.w / wallW)} ${n(side.h / wallH)}) translate(${n(-wallX)} ${n(-wallY)})`,
      },
      el("g", { "clip-path": "url(#wallClip)" }, led.body),
    );
    body += el("rect", {
      x: side.x,
      y: side.y,
      width: side.w,
      height: side.h,
      fill: "none",
      stroke: p.highlight,
      "stroke-opacity": 0.3,
    });
  }
  body += el("rect", {
    x: wallX,
    y: wallY,
    width: wallW,
    height: wallH,
    fill: "none",
    stroke: p.highlight,
    "stroke-opacity": 0.25,
    "stroke-width": 1.5,
  });

  // The floor with the wall's reflection and a perspective grid.
  body += el("rect", { x: 0, y: floorY, width: w, height: h - floorY, fill: "url(#floor)" });
  body += el("ellipse", {
    cx: wallX + wallW / 2,
    cy: floorY + h * 0.02,
    rx: wallW * 0.9,
    ry: h * 0.2,
    fill: "url(#spill)",
  });
  body += el(
    "g",
    { transform: `translate(0 ${n(2 * floorY)}) scale(1 -1)`, opacity: 0.5 },
    el("g", { "clip-path": "url(#wallClip)" }, led.body),
  );
  body += el("rect", { x: 0, y: floorY, width: w, height: h - floorY, fill: "url(#reflectFade)" });
  // The stage deck: a lit front edge in the venue's second light.
  const deckY = floorY + h * 0.07;
  body += el("polygon", {
    points: points([
      [wallX - wallW * 0.12, floorY],
      [wallX + wallW * 1.12, floorY],
      [wallX + wallW * 1.22, deckY],
      [wallX - wallW * 0.22, deckY],
    ]),
    fill: p.night,
    opacity: 0.55,
  });
  body += el("rect", {
    x: wallX - wallW * 0.22,
    y: deckY,
    width: wallW * 1.44,
    height: Math.max(2, h * 0.004),
    fill: p.secondary,
    opacity: 0.85,
  });
  const vx = wallX + wallW / 2;
  const vy = floorY - h * 0.18;
  let grid = "";
  for (let i = -14; i <= 14; i++) {
    const xb = vx + i * w * 0.09;
    const k = (floorY - vy) / (h - vy);
    grid += `M${n(vx + (xb - vx) * k)} ${n(floorY)}L${n(xb)} ${n(h)}`;
  }
  for (let z = 1; z < 12; z++) {
    const y = vy + (h - vy) * (1 / (1 + (12 - z) * 0.35));
    if (y > floorY) grid += `M0 ${n(y)}H${n(w)}`;
  }
  body += el("path", {
    d: grid,
    stroke: p.primary,
    "stroke-opacity": 0.16,
    "stroke-width": Math.max(1, w / 1200),
    fill: "none",
  });
  body += el("rect", {
    x: 0,
    y: floorY - 1,
    width: w,
    height: Math.max(2, h * 0.003),
    fill: p.highlight,
    opacity: 0.35,
  });
  if (options.onStage) body += options.onStage(wall, floorY, deckY);

  // Moving heads on the truss: beams sweep slowly with t.
  const beams = rng.int(5, 8);
  let beamShapes = "";
  let fixtures = "";
  const trussY = h * 0.035;
  for (let i = 0; i < beams; i++) {
    const x0 = w * (0.08 + (0.84 * (i + 0.5)) / beams) + rng.range(-0.02, 0.02) * w;
    const sweep = wave(t, i / beams) * w * 0.06;
    const x1 = x0 + rng.range(-0.22, 0.22) * w + sweep;
    const spread = w * rng.range(0.05, 0.1);
    const strength = rng.range(0.55, 0.95);
    // Three nested cones fake the soft edge of a beam in haze.
    for (const [widen, share] of [
      [1.6, 0.25],
      [1, 0.45],
      [0.45, 0.5],
    ] as const) {
      beamShapes += el("polygon", {
        points: points([
          [x0 - w * 0.004 * widen, trussY],
          [x0 + w * 0.004 * widen, trussY],
          [x1 + spread * widen, h * 1.02],
          [x1 - spread * widen, h * 1.02],
        ]),
        fill: i % 2 ? "url(#beamB)" : "url(#beamA)",
        opacity: strength * share,
      });
    }
    fixtures += el("circle", { cx: x0, cy: trussY, r: w * 0.006, fill: p.highlight });
  }
  body += beamShapes;
  body += el("rect", { x: 0, y: trussY - h * 0.006, width: w, height: h * 0.01, fill: p.night, opacity: 0.9 });
  body += fixtures;

  if (options.audience) body += audience(c, h * 0.97);
  body += specks(c, Math.round(w / 8), p.highlight, 0.25, { y0: 0, y1: floorY });
  const v = vignette(c);
  return { defs: defs + v.defs, body: body + v.body };
}

/** Rows of guests in silhouette, rim-lit by the stage. */
function audience(c: SceneContext, baseline: number): string {
  const { w, h, rng, palette: p } = c;
  let rims = "";
  let bodies = "";
  for (let row = 0; row < 2; row++) {
    const s = h * (row === 0 ? 0.045 : 0.07);
    const shoulderY = baseline - (row === 0 ? s * 2.2 : s * 0.9);
    let x = rng.range(-s, 0);
    while (x < w + s) {
      const sy = shoulderY + rng.range(-0.15, 0.15) * s;
      const head = s * rng.range(0.4, 0.48);
      const d =
        `M${n(x - 1.1 * s)} ${n(h)}C${n(x - 1.1 * s)} ${n(sy)} ${n(x - 0.7 * s)} ${n(sy - 0.35 * s)} ${n(x)} ${n(sy - 0.35 * s)}` +
        `C${n(x + 0.7 * s)} ${n(sy - 0.35 * s)} ${n(x + 1.1 * s)} ${n(sy)} ${n(x + 1.1 * s)} ${n(h)}Z`;
      const shape = el("path", { d }) + el("circle", { cx: x, cy: sy - 0.35 * s - head * 0.95, r: head });
      rims += el("g", { transform: `translate(0 ${n(-Math.max(1.2, s * 0.05))})` }, shape);
      bodies += shape;
      x += s * rng.range(1.9, 2.6);
    }
    // Rim light first, silhouettes on top: only the top edges stay lit.
  }
  return el("g", { fill: p.primary, opacity: 0.7 }, rims) + el("g", { fill: "#030307" }, bodies);
}

/** Frankfurt at night from the river: layered towers, the SPARK building with its three lit event floors. */
export function skylineScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p, t } = c;
  const base = h * rng.range(0.68, 0.76);
  const towerX = rng.range(0.38, 0.62);
  const defs = join(
    // Blue hour rather than midnight: the towers must read against the sky.
    linear("sky", [
      { offset: 0, color: mix(p.night, p.deep, 0.5) },
      { offset: 0.55, color: mix(p.deep, p.primary, 0.25) },
      { offset: 1, color: mix(p.deep, "#f0a070", 0.65) },
    ]),
    radial("sun", [
      { offset: 0, color: mix(p.primary, "#f0a070", 0.4), opacity: 0.75 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    linear("water", [
      { offset: 0, color: mix(p.night, "#f0a070", 0.3) },
      { offset: 1, color: p.night },
    ]),
    blur("glow", w * 0.02),
  );
  let body = el("rect", { width: w, height: base, fill: "url(#sky)" });
  body += specks(c, Math.round(w / 10), p.highlight, 0.5, { y0: 0, y1: base * 0.55 });
  body += el("ellipse", { cx: w * rng.range(0.3, 0.7), cy: base, rx: w * 0.55, ry: h * 0.35, fill: "url(#sun)" });

  const tx = w * towerX;
  const roof = base - h * 0.52;
  // A halo over the SPARK roof that breathes with t, and its aircraft light.
  body += el("ellipse", {
    cx: tx,
    cy: roof,
    rx: w * 0.12,
    ry: h * 0.12,
    fill: "url(#sun)",
    opacity: 0.55 + 0.2 * wave(t),
  });
  body += el("circle", { cx: tx, cy: roof - h * 0.02, r: Math.max(2, w * 0.0025), fill: "#ff3b3b", opacity: 0.9 });
  body += el("rect", { x: tx - 1, y: roof - h * 0.02, width: 2, height: h * 0.02, fill: p.night });
  body += skylineLayer(c, {
    base,
    minH: h * 0.12,
    maxH: h * 0.42,
    fill: mix(p.night, p.deep, 0.5),
    windows: 0.05,
    windowColor: p.highlight,
    opacity: 0.7,
  });
  body += skylineLayer(c, {
    base,
    minH: h * 0.06,
    maxH: h * 0.3,
    fill: p.night,
    windows: 0.12,
    windowColor: mix(p.highlight, p.secondary, 0.4),
  });

  // The SPARK building: floors 4, 5 and 6 glow in the venue's light.
  const tw = w * 0.09;
  body += el("rect", { x: tx - tw / 2, y: roof, width: tw, height: base - roof, fill: mix(p.night, p.deep, 0.3) });
  const floorH = (base - roof) / 10;
  for (let f = 4; f <= 6; f++) {
    const y = base - f * floorH;
    const color = f === 5 ? p.secondary : p.primary;
    body += el("rect", {
      x: tx - tw * 0.8,
      y: y - floorH * 0.3,
      width: tw * 1.6,
      height: floorH * 1.6,
      fill: color,
      opacity: 0.45,
      filter: "url(#glow)",
    });
    body += el("rect", {
      x: tx - tw / 2 + 2,
      y: y + floorH * 0.12,
      width: tw - 4,
      height: floorH * 0.72,
      fill: color,
      opacity: 0.92,
    });
  }
  for (let f = 1; f <= 9; f++) {
    if (f >= 4 && f <= 6) continue;
    for (let k = 0; k < 6; k++) {
      if (!rng.chance(0.45)) continue;
      body += el("rect", {
        x: tx - tw / 2 + 3 + k * ((tw - 6) / 6),
        y: base - f * floorH + floorH * 0.35,
        width: (tw - 6) / 6 - 3,
        height: floorH * 0.3,
        fill: p.highlight,
        opacity: 0.35,
      });
    }
  }

  // The river: reflections in short horizontal strokes.
  body += el("rect", { x: 0, y: base, width: w, height: h - base, fill: "url(#water)" });
  let ripples = "";
  for (let i = 0; i < 90; i++) {
    const y = base + (h - base) * Math.pow(rng.next(), 1.4);
    const x = rng.chance(0.45) ? tx + rng.range(-tw, tw) : rng.range(0, w);
    const len = w * rng.range(0.01, 0.06) * (1 + (y - base) / (h - base));
    ripples += el("rect", {
      x: x - len / 2 + wave(t, i / 90) * w * 0.004,
      y,
      width: len,
      height: Math.max(1, h * 0.002),
      fill: rng.chance(0.5) ? p.primary : p.highlight,
      opacity: rng.range(0.15, 0.6),
    });
  }
  body += ripples;
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/** A rooftop terrace or sky lounge at dusk: deck, glass railing, festoon lights, the skyline beyond. */
export interface TerraceOptions {
  /** A red carpet down the deck between two rows of guests, for a gala or an awards night. */
  redCarpet?: boolean;
}

/**
 * A rooftop terrace at dusk: the skyline beyond a glass railing, festoon lights, lounge seating. The
 * camera differs per slot (horizon height, a front or a corner view of the railing, how the festoons
 * hang, where the seating stands), so no two terraces share one composition (look.test.ts).
 */
export function terraceScene(c: SceneContext, options: TerraceOptions = {}): Painted {
  const { w, h, rng, palette: p } = c;
  const horizon = h * rng.range(0.36, 0.66);
  // Corner views see the railing run away to one side; front views see it straight across.
  const corner = rng.pick([-1, 0, 1]);
  const festoon = rng.pick(["across", "fan", "high"] as const);
  const dusk = mix(p.deep, "#f0925a", rng.range(0.6, 0.8));
  const defs = join(
    linear("sky", [
      { offset: 0, color: p.night },
      { offset: 0.5, color: mix(p.deep, dusk, 0.3) },
      { offset: 1, color: dusk },
    ]),
    linear("deck", [
      { offset: 0, color: mix(p.deep, p.primary, 0.34) },
      { offset: 1, color: mix(p.night, p.deep, 0.6) },
    ]),
    radial("bulb", [
      { offset: 0, color: "#fff4dc", opacity: 1 },
      { offset: 0.22, color: mix(p.secondary, "#ffc46b", 0.6), opacity: 0.6 },
      { offset: 1, color: mix(p.secondary, "#ffc46b", 0.6), opacity: 0 },
    ]),
    linear("bulbStreak", [
      { offset: 0, color: "#ffc46b", opacity: 0.22 },
      { offset: 1, color: "#ffc46b", opacity: 0 },
    ]),
    linear("glass", [
      { offset: 0, color: p.highlight, opacity: 0.14 },
      { offset: 1, color: p.highlight, opacity: 0.02 },
    ]),
    linear("carpet", [
      { offset: 0, color: "#7a1020" },
      { offset: 1, color: "#c0192f" },
    ]),
  );
  // The sky's gradient ends at the horizon, so the towers stand dark against the sunset.
  let body = el("rect", { width: w, height: h, fill: p.night });
  body += el("rect", { width: w, height: horizon, fill: "url(#sky)" });
  body += specks(c, Math.round(w / 12), p.highlight, 0.45, { y0: 0, y1: horizon * 0.4 });
  body += skylineLayer(c, {
    base: horizon,
    minH: h * 0.06,
    maxH: h * rng.range(0.2, 0.34),
    fill: p.night,
    windows: 0.14,
    windowColor: p.highlight,
    opacity: 0.95,
    towerAt: rng.range(0.15, 0.85),
  });
  // The deck: in a corner view its far edge climbs towards one side.
  const rise = corner * h * rng.range(0.1, 0.2);
  const edgeL = horizon + (corner > 0 ? rise : 0);
  const edgeR = horizon - (corner < 0 ? rise : 0);
  const deck = `M0 ${n(edgeL)}L${n(w)} ${n(edgeR)}L${n(w)} ${n(h)}L0 ${n(h)}Z`;
  body += el("path", { d: deck, fill: "url(#deck)" });
  let planks = "";
  const vx = w * rng.range(0.2, 0.8);
  for (let i = -20; i <= 20; i++) planks += `M${n(vx + i * w * 0.012)} ${n(horizon)}L${n(vx + i * w * 0.11)} ${n(h)}`;
  body += el("path", { d: planks, stroke: p.highlight, "stroke-opacity": 0.07, "stroke-width": 1.5, fill: "none" });
  // Glass railing with a lit handrail along the deck's edge.
  const railH = h * 0.09;
  body += el("path", {
    d: `M0 ${n(edgeL - railH)}L${n(w)} ${n(edgeR - railH)}L${n(w)} ${n(edgeR)}L0 ${n(edgeL)}Z`,
    fill: "url(#glass)",
  });
  body += el("path", {
    d: `M0 ${n(edgeL - railH)}L${n(w)} ${n(edgeR - railH)}`,
    stroke: p.secondary,
    "stroke-width": Math.max(2, h * 0.004),
    opacity: 0.8,
  });
  if (options.redCarpet) body += redCarpet(c, vx, horizon);
  else body += loungeSeating(c, horizon);
  // Reflections of the lights on the deck.
  for (let i = 0; i < 7; i++) {
    const x = w * rng.range(0.05, 0.95);
    body += el("rect", {
      x: x - w * 0.004,
      y: Math.max(edgeL, edgeR) + h * 0.01,
      width: w * 0.008,
      height: h * 0.18,
      fill: "url(#bulbStreak)",
      opacity: 0.6,
    });
  }
  body += festoons(c, festoon);
  const v = vignette(c, 0.45);
  return { defs: defs + v.defs, body: body + v.body };
}

/** Festoon strings: straight across in catenaries, fanned out from a pole, or one high string. */
function festoons(c: SceneContext, layout: "across" | "fan" | "high"): string {
  const { w, h, rng, t, palette: p } = c;
  let body = "";
  const strand = (x0: number, y0: number, x1: number, y1: number, sag: number, bulbs: number, s: number) => {
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 + sag;
    body += el("path", {
      d: `M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}`,
      stroke: p.night,
      "stroke-width": 2,
      fill: "none",
      opacity: 0.9,
    });
    for (let b = 0; b <= bulbs; b++) {
      const u = b / bulbs;
      const x = (1 - u) * (1 - u) * x0 + 2 * (1 - u) * u * mx + u * u * x1;
      const y = (1 - u) * (1 - u) * y0 + 2 * (1 - u) * u * my + u * u * y1;
      const r = w * 0.016 * (1 + 0.15 * wave(t, b / 7 + s / 3));
      body += el("circle", { cx: x, cy: y + h * 0.01, r, fill: "url(#bulb)" });
    }
  };
  if (layout === "fan") {
    // From a pole on one side to points across the top of the frame.
    const side = rng.chance(0.5) ? 0.08 : 0.92;
    const pole = { x: w * side, y: h * rng.range(0.3, 0.42) };
    body += el("rect", { x: pole.x - w * 0.003, y: pole.y, width: w * 0.006, height: h - pole.y, fill: p.night });
    const count = rng.int(3, 5);
    for (let s = 0; s < count; s++) {
      const tx = side < 0.5 ? w * (0.35 + (0.7 * s) / count) : w * (0.65 - (0.7 * s) / count);
      strand(pole.x, pole.y, tx, -h * 0.02, h * 0.06, 9, s);
    }
  } else if (layout === "high") {
    strand(-w * 0.05, h * 0.04, w * 1.05, h * 0.04, h * rng.range(0.05, 0.1), 16, 0);
  } else {
    for (let s = 0; s < 2; s++) {
      const y0 = h * (0.06 + s * 0.1);
      strand(-w * 0.05, y0, w * 1.05, y0, h * rng.range(0.24, 0.4), 18, s);
    }
  }
  return body;
}

/** Two or three groups of low sofas on the deck, their top edges catching the light. */
function loungeSeating(c: SceneContext, horizon: number): string {
  const { w, h, rng, palette: p } = c;
  let body = "";
  const groups = rng.int(1, 3);
  for (let i = 0; i < groups; i++) {
    const depth = rng.range(0.3, 1);
    const fy = horizon + (h - horizon) * (0.35 + 0.5 * depth);
    const fw = w * (0.1 + 0.14 * depth);
    const fx = w * (i / groups) + rng.range(0.02, 1 / groups - 0.02) * w - fw / 2;
    const fh = h * (0.05 + 0.06 * depth);
    body += el("rect", { x: fx, y: fy - fh, width: fw, height: fh, rx: fh * 0.25, fill: p.night, opacity: 0.94 });
    body += el("rect", {
      x: fx + fw * 0.35,
      y: fy - fh * 1.9,
      width: fw * 0.3,
      height: fh * 0.9,
      rx: fh * 0.2,
      fill: p.night,
    });
    body += el("rect", {
      x: fx + fh * 0.2,
      y: fy - fh,
      width: fw - fh * 0.4,
      height: Math.max(1.5, h * 0.003),
      fill: p.highlight,
      opacity: 0.4,
    });
    body += el("ellipse", {
      cx: fx + fw / 2,
      cy: fy + h * 0.012,
      rx: fw * 0.6,
      ry: h * 0.012,
      fill: "#000",
      opacity: 0.5,
    });
  }
  return body;
}

/** A red carpet running into the picture between guests standing on both sides, lit from the front. */
function redCarpet(c: SceneContext, vx: number, horizon: number): string {
  const { w, h, palette: p } = c;
  const far = horizon + (h - horizon) * 0.12;
  let body = el("path", {
    d: `M${n(vx - w * 0.03)} ${n(far)}L${n(vx + w * 0.03)} ${n(far)}L${n(vx + w * 0.24)} ${n(h)}L${n(vx - w * 0.24)} ${n(h)}Z`,
    fill: "url(#carpet)",
  });
  // Brass posts with rope along the carpet, then the guests behind them.
  for (const side of [-1, 1])
    for (let k = 0; k < 6; k++) {
      const u = (k + 0.5) / 6;
      const y = far + (h - far) * u;
      const x = vx + side * (w * 0.04 + w * 0.24 * u);
      const size = h * (0.02 + 0.07 * u);
      body += el("rect", {
        x: x - size * 0.05,
        y: y - size * 1.4,
        width: size * 0.1,
        height: size * 1.4,
        fill: "#d8b46a",
      });
      const gx = x + side * size * 1.6;
      body += el("path", {
        d: `M${n(gx - size)} ${n(y)}C${n(gx - size)} ${n(y - size * 2.2)} ${n(gx + size)} ${n(y - size * 2.2)} ${n(gx + size)} ${n(y)}Z`,
        fill: p.night,
      });
      body += el("circle", { cx: gx, cy: y - size * 2.45, r: size * 0.45, fill: p.night });
      body += el("circle", {
        cx: gx,
        cy: y - size * 2.45,
        r: size * 0.45,
        fill: "none",
        stroke: p.highlight,
        "stroke-opacity": 0.35,
      });
    }
  return body;
}

/**
 * The rooftop seen from above, as from a drone: the deck's planks, lounge islands and the festoon
 * strings crossing it as lines of lights, the edge of the roof and the lit city below at the top.
 */
export function rooftopAerialScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const edge = h * rng.range(0.22, 0.3);
  const defs = join(
    linear("aerialDeck", [
      { offset: 0, color: mix(p.deep, "#6b4a32", 0.5) },
      { offset: 1, color: mix(p.night, "#3b281b", 0.5) },
    ]),
    linear("aerialSky", [
      { offset: 0, color: p.deep },
      { offset: 1, color: mix(p.deep, "#f0925a", 0.6) },
    ]),
    radial("aerialBulb", [
      { offset: 0, color: "#fff4dc", opacity: 1 },
      { offset: 0.3, color: "#ffc46b", opacity: 0.55 },
      { offset: 1, color: "#ffc46b", opacity: 0 },
    ]),
  );
  let body = el("rect", { width: w, height: h, fill: p.night });
  // The skyline beyond the roof's edge, against a dusk sky.
  body += el("rect", { width: w, height: edge, fill: "url(#aerialSky)" });
  body += skylineLayer(c, {
    base: edge,
    minH: edge * 0.25,
    maxH: edge * 0.85,
    fill: p.night,
    windows: 0.18,
    windowColor: p.highlight,
    opacity: 0.95,
  });
  body += el("rect", { y: edge, width: w, height: h - edge, fill: "url(#aerialDeck)" });
  let planks = "";
  for (let x = 0; x < w; x += w / 60) planks += `M${n(x)} ${n(edge)}V${n(h)}`;
  body += el("path", { d: planks, stroke: "#000", "stroke-opacity": 0.25, "stroke-width": 2 });
  body += el("rect", { y: edge - h * 0.012, width: w, height: h * 0.012, fill: p.highlight, opacity: 0.6 });
  // Lounge islands: a low table and four sofas, seen from above.
  for (let i = 0; i < 4; i++) {
    const cx = w * (0.15 + 0.23 * i + rng.range(-0.03, 0.03));
    const cy = edge + (h - edge) * rng.range(0.35, 0.75);
    const s = w * 0.035;
    body += el("rect", {
      x: cx - s,
      y: cy - s * 0.6,
      width: s * 2,
      height: s * 1.2,
      rx: s * 0.2,
      fill: mix(p.deep, "#d8c8b0", 0.5),
    });
    for (const [dx, dy, rw, rh] of [
      [0, -1.3, 2.2, 0.5],
      [0, 1.3, 2.2, 0.5],
      [-1.45, 0, 0.5, 1.6],
      [1.45, 0, 0.5, 1.6],
    ] as const)
      body += el("rect", {
        x: cx + dx * s - (rw * s) / 2,
        y: cy + dy * s - (rh * s) / 2,
        width: rw * s,
        height: rh * s,
        rx: s * 0.15,
        fill: mix(p.night, p.primary, 0.25),
      });
  }
  // Festoon strings: straight lines of bulbs diagonally across the deck.
  for (let s = 0; s < 4; s++) {
    const x0 = w * (-0.1 + s * 0.3);
    const x1 = x0 + w * 0.45;
    for (let b = 0; b <= 14; b++) {
      const u = b / 14;
      body += el("circle", {
        cx: x0 + (x1 - x0) * u,
        cy: edge + (h - edge) * u,
        r: w * 0.012,
        fill: "url(#aerialBulb)",
      });
    }
  }
  const v = vignette(c, 0.5);
  return { defs: defs + v.defs, body: body + v.body };
}

/** Technology and services: a glowing grid tunnel with floating LED tiles. */
export function gridScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p, t } = c;
  const vx = w * rng.range(0.4, 0.6);
  const vy = h * rng.range(0.42, 0.52);
  const defs = join(
    radial("core", [
      { offset: 0, color: p.primary, opacity: 0.6 },
      { offset: 0.4, color: p.secondary, opacity: 0.15 },
      { offset: 1, color: p.night, opacity: 0 },
    ]),
    linear(
      "tile",
      [
        { offset: 0, color: p.primary, opacity: 0.85 },
        { offset: 1, color: p.secondary, opacity: 0.55 },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    blur("glow", w * 0.012),
  );
  let body = el("rect", { width: w, height: h, fill: p.night });
  body += el("ellipse", { cx: vx, cy: vy, rx: w * 0.6, ry: h * 0.6, fill: "url(#core)" });
  let grid = "";
  for (let i = -16; i <= 16; i++) {
    const x = vx + i * w * 0.08;
    grid += `M${n(vx)} ${n(vy)}L${n(x)} ${n(h)}M${n(vx)} ${n(vy)}L${n(x)} 0`;
  }
  for (let z = 0; z < 14; z++) {
    const depth = ((z + t) / 14) ** 2;
    const dy = (h - vy) * depth;
    const uy = vy * depth;
    grid += `M0 ${n(vy + dy)}H${n(w)}M0 ${n(vy - uy)}H${n(w)}`;
  }
  body += el("path", {
    d: grid,
    stroke: p.primary,
    "stroke-opacity": 0.22,
    "stroke-width": Math.max(1, w / 1000),
    fill: "none",
  });
  // Floating LED tiles at different depths.
  const tiles = rng.int(5, 9);
  for (let i = 0; i < tiles; i++) {
    const depth = rng.range(0.25, 1);
    const tw = w * 0.14 * depth;
    const th = tw * rng.range(0.5, 0.7);
    const angle = rng.range(0, Math.PI * 2);
    const dist = rng.range(0.15, 0.45);
    const x = vx + Math.cos(angle) * w * dist * depth - tw / 2;
    const y = vy + Math.sin(angle) * h * dist * depth - th / 2 + wave(t, i / tiles) * h * 0.01;
    body += el("rect", {
      x: x - tw * 0.1,
      y: y - th * 0.1,
      width: tw * 1.2,
      height: th * 1.2,
      fill: i % 2 ? p.secondary : p.primary,
      opacity: 0.35 * depth,
      filter: "url(#glow)",
    });
    body += el("rect", {
      x,
      y,
      width: tw,
      height: th,
      rx: tw * 0.04,
      fill: "url(#tile)",
      opacity: 0.35 + 0.6 * depth,
      stroke: p.highlight,
      "stroke-opacity": 0.4,
    });
  }
  body += specks(c, Math.round(w / 6), p.highlight, 0.5);
  const v = vignette(c, 0.8);
  return { defs: defs + v.defs, body: body + v.body };
}

/** Hospitality and culture: warm bokeh over a long table edge, streaks of light. */
export function bokehScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p, t } = c;
  const defs = join(
    linear(
      "bg",
      [
        { offset: 0, color: p.night },
        { offset: 1, color: p.deep },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    radial("bokehA", [
      { offset: 0, color: p.secondary, opacity: 0.55 },
      { offset: 0.7, color: p.secondary, opacity: 0.35 },
      { offset: 1, color: p.secondary, opacity: 0 },
    ]),
    radial("bokehB", [
      { offset: 0, color: p.primary, opacity: 0.5 },
      { offset: 0.7, color: p.primary, opacity: 0.3 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    radial("bokehC", [
      { offset: 0, color: p.highlight, opacity: 0.5 },
      { offset: 1, color: p.highlight, opacity: 0 },
    ]),
    linear("table", [
      { offset: 0, color: mix(p.deep, p.primary, 0.25) },
      { offset: 1, color: p.night },
    ]),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#bg)" });
  const count = rng.int(26, 40);
  for (let i = 0; i < count; i++) {
    const r = w * rng.range(0.015, 0.08);
    body += el("circle", {
      cx: w * rng.range(-0.05, 1.05) + wave(t, i / count) * w * 0.01,
      cy: h * rng.range(0.02, 0.62),
      r,
      fill: `url(#bokeh${rng.pick(["A", "B", "C"])})`,
      opacity: rng.range(0.35, 0.95),
    });
  }
  for (let i = 0; i < 4; i++) {
    const y = h * rng.range(0.1, 0.6);
    body += el("polygon", {
      points: points([
        [0, y],
        [w, y - h * 0.25],
        [w, y - h * 0.24],
        [0, y + h * 0.012],
      ]),
      fill: p.highlight,
      opacity: 0.05,
    });
  }
  const tableY = h * rng.range(0.64, 0.72);
  body += el("rect", { x: 0, y: tableY, width: w, height: h - tableY, fill: "url(#table)" });
  body += el("rect", { x: 0, y: tableY, width: w, height: Math.max(2, h * 0.004), fill: p.secondary, opacity: 0.6 });
  // Glass silhouettes catching the light.
  for (let i = 0; i < rng.int(4, 7); i++) {
    const gx = w * rng.range(0.08, 0.92);
    const gh = h * rng.range(0.12, 0.2);
    const gw = gh * 0.32;
    const d = `M${n(gx - gw / 2)} ${n(tableY - gh)}Q${n(gx)} ${n(tableY - gh * 0.45)} ${n(gx + gw / 2)} ${n(tableY - gh)}M${n(gx)} ${n(tableY - gh * 0.55)}V${n(tableY)}M${n(gx - gw * 0.4)} ${n(tableY)}H${n(gx + gw * 0.4)}`;
    body += el("path", {
      d,
      stroke: p.highlight,
      "stroke-opacity": 0.55,
      "stroke-width": Math.max(1.5, w * 0.0018),
      fill: "none",
    });
  }
  const v = vignette(c, 0.7);
  return { defs: defs + v.defs, body: body + v.body };
}

/** The SPARK wordmark as strokes (no font needed), 5 letters on a 68-unit advance, 80 high. */
function wordmark(x: number, y: number, height: number, ink: string, accent: string): string {
  const s = height / 80;
  const letters = [
    "M54 12H22A14 14 0 0 0 22 40H40A14 14 0 0 1 40 68H6",
    "M12 80V12H38A17 17 0 0 1 38 46H12",
    "M4 80L30 8L56 80M14 56H46",
    "M12 80V12H38A17 17 0 0 1 38 46H12M34 46L56 80",
    "M12 6V80M52 8L15 48M28 34L56 80",
  ];
  const strokes = letters.map((d, i) => el("path", { d, transform: `translate(${i * 68} 0)` })).join("");
  return (
    el(
      "g",
      {
        transform: `translate(${n(x)} ${n(y)}) scale(${(Math.round(s * 1000) / 1000).toString()})`,
        fill: "none",
        stroke: ink,
        "stroke-width": 12,
        "stroke-linejoin": "miter",
        "stroke-linecap": "butt",
      },
      strokes,
    ) + el("circle", { cx: x + (5 * 68 + 6) * s, cy: y + 74 * s, r: 7 * s, fill: accent })
  );
}

/** The Open Graph card: a stage at night with the wordmark on its dark side. */
export function ogScene(c: SceneContext): Painted {
  const { w, h, palette: p } = c;
  const stage = stageScene({ ...c }, { audience: false });
  const defs =
    stage.defs +
    linear(
      "ogShade",
      [
        { offset: 0, color: p.night, opacity: 0.92 },
        { offset: 0.55, color: p.night, opacity: 0.55 },
        { offset: 1, color: p.night, opacity: 0 },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
  let body = stage.body;
  body += el("rect", { width: w, height: h, fill: "url(#ogShade)" });
  body += wordmark(w * 0.07, h * 0.36, h * 0.16, "#f5f2eb", p.primary);
  body += el("rect", { x: w * 0.07, y: h * 0.62, width: w * 0.09, height: Math.max(3, h * 0.008), fill: p.primary });
  return { defs, body };
}
