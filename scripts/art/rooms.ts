import { mix } from "./palette.ts";
import { blur, el, linear, n, points, radial } from "./svg.ts";
import { join, ledContent, skylineLayer, vignette, type Painted, type SceneContext } from "./scenes.ts";

// Scenes for slots that name a subject rather than a stage: the lobby, the loading bay, the main
// entrance, the boardroom's long table, a round table, a broadcast control room, a workshop room and
// architectural floor plans. Same art direction as scenes.ts: night, LED light, no text, no faces.

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Point = [number, number];

const WALNUT = { light: "#a06a3c", mid: "#6e4426", dark: "#35200f" };
const LEATHER = "#1c1210";

/**
 * Where this slot's camera stands: the back wall moves sideways, up or down and nearer or further, so
 * two pictures of the same kind of room are two different photographs (checked by look.test.ts).
 */
function viewpoint(c: SceneContext, back: Box): Box {
  const scale = c.rng.range(0.82, 1.22);
  const side = c.rng.pick([-1, 1]) * c.rng.range(0.06, 0.17);
  const bw = back.w * scale;
  const bh = back.h * scale;
  const cx = back.x + back.w / 2 + side * c.w;
  const cy = back.y + back.h / 2 + c.rng.range(-0.05, 0.06) * c.h;
  return { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh };
}

/** A one-point perspective room: back wall, floor, ceiling and two side walls meeting the frame's corners. */
function roomShell(c: SceneContext, back: Box, prefix: string, wallTint = 0.5): Painted & { at: Projector } {
  const { w, h, palette: p } = c;
  const defs = join(
    linear(`${prefix}ceil`, [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.6) },
    ]),
    linear(`${prefix}floor`, [
      { offset: 0, color: mix(p.deep, p.primary, 0.1) },
      { offset: 1, color: p.night },
    ]),
    linear(
      `${prefix}wallL`,
      [
        { offset: 0, color: p.night },
        { offset: 1, color: mix(p.night, p.deep, wallTint + 0.2) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(
      `${prefix}wallR`,
      [
        { offset: 0, color: mix(p.night, p.deep, wallTint + 0.2) },
        { offset: 1, color: p.night },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(`${prefix}back`, [
      { offset: 0, color: mix(p.night, p.deep, wallTint) },
      { offset: 1, color: mix(p.deep, p.primary, 0.12) },
    ]),
  );
  const b = back;
  let body = el("polygon", {
    points: points([
      [0, 0],
      [w, 0],
      [b.x + b.w, b.y],
      [b.x, b.y],
    ]),
    fill: `url(#${prefix}ceil)`,
  });
  body += el("polygon", {
    points: points([
      [0, 0],
      [b.x, b.y],
      [b.x, b.y + b.h],
      [0, h],
    ]),
    fill: `url(#${prefix}wallL)`,
  });
  body += el("polygon", {
    points: points([
      [w, 0],
      [b.x + b.w, b.y],
      [b.x + b.w, b.y + b.h],
      [w, h],
    ]),
    fill: `url(#${prefix}wallR)`,
  });
  body += el("polygon", {
    points: points([
      [0, h],
      [w, h],
      [b.x + b.w, b.y + b.h],
      [b.x, b.y + b.h],
    ]),
    fill: `url(#${prefix}floor)`,
  });
  body += el("rect", { x: b.x, y: b.y, width: b.w, height: b.h, fill: `url(#${prefix}back)` });
  // The room's edges catch a little light.
  body += el("path", {
    d: `M0 0L${n(b.x)} ${n(b.y)}M${n(w)} 0L${n(b.x + b.w)} ${n(b.y)}M0 ${n(h)}L${n(b.x)} ${n(b.y + b.h)}M${n(w)} ${n(h)}L${n(b.x + b.w)} ${n(b.y + b.h)}`,
    stroke: p.highlight,
    "stroke-opacity": 0.12,
    "stroke-width": Math.max(1, w / 900),
    fill: "none",
  });
  return { defs, body, at: projector(c, b) };
}

/**
 * Maps room coordinates to the picture: u across the room (-1 left wall .. 1 right wall), z into it
 * (0 at the frame, 1 at the back wall), y up from the floor (0 floor .. 1 ceiling).
 */
type Projector = (u: number, z: number, y?: number) => Point;

function projector(c: SceneContext, b: Box): Projector {
  return (u, z, y = 0) => {
    // Perspective: depth shrinks towards the back wall faster near the frame.
    const k = z / (z + (1 - z) * 2.2);
    const left = 0 + (b.x - 0) * k;
    const right = c.w + (b.x + b.w - c.w) * k;
    const floor = c.h + (b.y + b.h - c.h) * k;
    const ceiling = 0 + (b.y - 0) * k;
    const x = left + ((u + 1) / 2) * (right - left);
    return [x, floor + (ceiling - floor) * y];
  };
}

const quad = (list: Point[], attrs: Record<string, string | number>) =>
  el("polygon", { points: points(list), ...attrs });

/** A seated or standing person seen from behind or the side: a rim-lit head and shoulders, no face. */
function silhouette(x: number, baseY: number, size: number, fill: string, rim: string): string {
  const s = size;
  const sy = baseY - s * 0.9;
  const d =
    `M${n(x - 1.05 * s)} ${n(baseY)}C${n(x - 1.05 * s)} ${n(sy)} ${n(x - 0.65 * s)} ${n(sy - 0.3 * s)} ${n(x)} ${n(sy - 0.3 * s)}` +
    `C${n(x + 0.65 * s)} ${n(sy - 0.3 * s)} ${n(x + 1.05 * s)} ${n(sy)} ${n(x + 1.05 * s)} ${n(baseY)}Z`;
  const shape = el("path", { d }) + el("circle", { cx: x, cy: sy - 0.3 * s - s * 0.42, r: s * 0.44 });
  return (
    el("g", { fill: rim, opacity: 0.75, transform: `translate(0 ${n(-Math.max(1.2, s * 0.06))})` }, shape) +
    el("g", { fill }, shape)
  );
}

/** The double-height lobby: reception desk with an LED front, the lift core, an LED ribbon overhead. */
export function lobbyScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const back = viewpoint(c, { x: w * 0.3, y: h * 0.14, w: w * 0.4, h: h * 0.5 });
  const room = roomShell(c, back, "lb", 0.35);
  const at = room.at;
  let defs = room.defs;
  defs += join(
    linear(
      "lbSteel",
      [
        { offset: 0, color: mix(p.night, p.highlight, 0.28) },
        { offset: 0.5, color: mix(p.night, p.highlight, 0.12) },
        { offset: 1, color: mix(p.night, p.highlight, 0.3) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear("lbStreak", [
      { offset: 0, color: p.highlight, opacity: 0.35 },
      { offset: 1, color: p.highlight, opacity: 0 },
    ]),
    linear(
      "lbDesk",
      [
        { offset: 0, color: mix(p.night, p.highlight, 0.2) },
        { offset: 1, color: mix(p.night, p.deep, 0.8) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    blur("lbGlow", w * 0.006),
  );
  let body = room.body;
  // The lift core on the back wall: three steel doors with lit indicators.
  const doors = 3;
  const doorW = back.w / (doors * 1.6);
  const doorH = back.h * 0.46;
  for (let i = 0; i < doors; i++) {
    const x = back.x + back.w * ((i + 0.5) / doors) - doorW / 2;
    const y = back.y + back.h - doorH;
    body += el("rect", {
      x: x - doorW * 0.08,
      y: y - doorW * 0.08,
      width: doorW * 1.16,
      height: doorH + doorW * 0.08,
      fill: p.night,
    });
    body += el("rect", { x, y, width: doorW, height: doorH, fill: "url(#lbSteel)" });
    body += el("rect", { x: x + doorW / 2 - 0.75, y, width: 1.5, height: doorH, fill: p.night, opacity: 0.8 });
    body += el("rect", {
      x: x + doorW * 0.3,
      y: y - doorW * 0.22,
      width: doorW * 0.4,
      height: doorW * 0.06,
      fill: i === 1 ? p.primary : p.highlight,
      opacity: 0.9,
    });
    // Its reflection in the polished floor.
    body += el("rect", {
      x,
      y: back.y + back.h + 2,
      width: doorW,
      height: h * 0.18,
      fill: "url(#lbStreak)",
      opacity: 0.5,
    });
  }
  // The mezzanine of the double-height hall: a gallery edge with a glass balustrade along both walls.
  for (const side of [-1, 1]) {
    const a = at(side, 0.05, 0.55);
    const b2 = at(side, 1, 0.55);
    const a2 = at(side, 0.05, 0.62);
    const b3 = at(side, 1, 0.62);
    body += quad([a, b2, b3, a2], { fill: p.highlight, opacity: 0.06 });
    body += el("path", {
      d: `M${n(a[0])} ${n(a[1])}L${n(b2[0])} ${n(b2[1])}`,
      stroke: p.secondary,
      "stroke-width": Math.max(2, w * 0.003),
      opacity: 0.8,
    });
  }
  body += el("rect", {
    x: back.x,
    y: back.y + back.h * 0.43,
    width: back.w,
    height: Math.max(2, h * 0.004),
    fill: p.secondary,
    opacity: 0.7,
  });
  // The LED ribbon on the ceiling leads from the door to the lifts.
  const ribbon: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const z = i / 12;
    ribbon.push(at(Math.sin(z * Math.PI * 1.4 + rng.range(0, 0.4)) * 0.35, z, 0.97));
  }
  const ribbonD = `M${ribbon.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
  body += el("path", {
    d: ribbonD,
    stroke: p.primary,
    "stroke-width": w * 0.02,
    fill: "none",
    opacity: 0.55,
    filter: "url(#lbGlow)",
  });
  body += el("path", { d: ribbonD, stroke: p.highlight, "stroke-width": w * 0.004, fill: "none", opacity: 0.9 });
  // The reception desk: a long counter whose front is an LED strip.
  const d0 = at(-0.75, 0.32, 0);
  const d1 = at(0.1, 0.55, 0);
  const top0 = at(-0.75, 0.32, 0.12);
  const top1 = at(0.1, 0.55, 0.12);
  const topBack0 = at(-0.75, 0.42, 0.12);
  const topBack1 = at(0.1, 0.62, 0.12);
  body += quad([top0, top1, topBack1, topBack0], { fill: mix(p.night, p.highlight, 0.25) });
  body += quad([top0, top1, d1, d0], { fill: "url(#lbDesk)" });
  body += el("path", {
    d: `M${n(top0[0])} ${n(top0[1] + (d0[1] - top0[1]) * 0.55)}L${n(top1[0])} ${n(top1[1] + (d1[1] - top1[1]) * 0.55)}`,
    stroke: p.primary,
    "stroke-width": Math.max(3, h * 0.008),
    filter: "url(#lbGlow)",
  });
  body += el("path", {
    d: `M${n(top0[0])} ${n(top0[1] + (d0[1] - top0[1]) * 0.55)}L${n(top1[0])} ${n(top1[1] + (d1[1] - top1[1]) * 0.55)}`,
    stroke: p.highlight,
    "stroke-width": Math.max(1.5, h * 0.002),
  });
  // Pendant lights over the desk.
  for (let i = 0; i < 4; i++) {
    const [x, y] = at(-0.7 + i * 0.26, 0.35 + i * 0.07, 0.42);
    const [, ceilingY] = at(-0.7 + i * 0.26, 0.35 + i * 0.07, 1);
    body += el("path", { d: `M${n(x)} ${n(ceilingY)}V${n(y)}`, stroke: p.highlight, "stroke-opacity": 0.25 });
    body += el("circle", { cx: x, cy: y, r: w * 0.008, fill: p.secondary, filter: "url(#lbGlow)" });
    body += el("circle", { cx: x, cy: y, r: w * 0.003, fill: p.highlight });
  }
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/** The covered loading bay at night: a truck backed onto one dock, the freight lift behind the other. */
export function loadingBayScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const dockY = h * 0.66;
  const groundY = h * 0.76;
  const defs = join(
    linear("ldWall", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.8) },
    ]),
    linear("ldInside", [
      { offset: 0, color: mix(p.highlight, p.primary, 0.15), opacity: 0.9 },
      { offset: 1, color: mix(p.deep, p.highlight, 0.35) },
    ]),
    linear("ldGround", [
      { offset: 0, color: mix(p.night, p.deep, 0.7) },
      { offset: 1, color: p.night },
    ]),
    linear("ldSpill", [
      { offset: 0, color: p.highlight, opacity: 0.35 },
      { offset: 1, color: p.highlight, opacity: 0 },
    ]),
    linear(
      "ldTrailer",
      [
        { offset: 0, color: mix(p.night, p.highlight, 0.32) },
        { offset: 1, color: mix(p.night, p.highlight, 0.16) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    blur("ldGlow", w * 0.008),
  );
  let body = el("rect", { width: w, height: groundY, fill: "url(#ldWall)" });
  // Cladding panels.
  let seams = "";
  for (let x = 0; x < w; x += w / 40) seams += `M${n(x)} 0V${n(dockY)}`;
  body += el("path", { d: seams, stroke: p.highlight, "stroke-opacity": 0.05, "stroke-width": 2 });
  // The canopy over the docks with its downlights.
  const canopyY = h * 0.16;
  body += el("rect", { x: 0, y: canopyY - h * 0.04, width: w, height: h * 0.04, fill: p.night });
  body += el("rect", { x: 0, y: canopyY, width: w, height: Math.max(2, h * 0.004), fill: p.secondary, opacity: 0.7 });
  // The dock face below the doors, with black rubber bumpers.
  body += el("rect", { x: 0, y: dockY, width: w, height: groundY - dockY, fill: mix(p.night, p.deep, 0.35) });
  const doors = [
    { x: w * 0.1, w: w * 0.32 },
    { x: w * 0.56, w: w * 0.32 },
  ];
  const doorTop = h * 0.27;
  // Left door: open and lit, the freight lift inside.
  const left = doors[0]!;
  body += el("rect", {
    x: left.x,
    y: doorTop,
    width: left.w,
    height: dockY - doorTop,
    fill: "url(#ldInside)",
  });
  const liftW = left.w * 0.42;
  const liftX = left.x + (left.w - liftW) / 2;
  const liftTop = doorTop + (dockY - doorTop) * 0.25;
  body += el("rect", {
    x: liftX,
    y: liftTop,
    width: liftW,
    height: dockY - liftTop,
    fill: mix(p.night, p.highlight, 0.45),
  });
  body += el("rect", { x: liftX + liftW / 2 - 1, y: liftTop, width: 2, height: dockY - liftTop, fill: p.night });
  body += el("rect", {
    x: liftX,
    y: liftTop - h * 0.025,
    width: liftW,
    height: h * 0.012,
    fill: p.primary,
    opacity: 0.9,
  });
  // The roller door rolled up, and the light falling out onto the yard.
  body += el("rect", { x: left.x, y: doorTop, width: left.w, height: h * 0.03, fill: p.night });
  body += quad(
    [
      [left.x, dockY],
      [left.x + left.w, dockY],
      [left.x + left.w * 1.25, h],
      [left.x - left.w * 0.25, h],
    ],
    { fill: "url(#ldSpill)" },
  );
  // Right door: a truck backed onto the dock, the rubber seal around it.
  const right = doors[1]!;
  body += el("rect", {
    x: right.x - w * 0.012,
    y: doorTop - h * 0.015,
    width: right.w + w * 0.024,
    height: dockY - doorTop + h * 0.015,
    fill: "#050505",
  });
  const tx = right.x - right.w * 0.06;
  const tw = right.w * 1.12;
  const tTop = doorTop + h * 0.03;
  const tBottom = h * 0.72;
  body += el("rect", { x: tx, y: tTop, width: tw, height: tBottom - tTop, rx: w * 0.003, fill: "url(#ldTrailer)" });
  let bars = `M${n(tx + tw / 2)} ${n(tTop)}V${n(tBottom)}`;
  for (const f of [0.18, 0.38, 0.62, 0.82]) bars += `M${n(tx + tw * f)} ${n(tTop + h * 0.02)}V${n(tBottom - h * 0.02)}`;
  body += el("path", { d: bars, stroke: p.night, "stroke-width": Math.max(2, w * 0.003), opacity: 0.8 });
  body += el("rect", { x: tx, y: tBottom, width: tw, height: h * 0.025, fill: "#0b0b0b" });
  for (const f of [0.06, 0.94]) {
    body += el("rect", {
      x: tx + tw * f - w * 0.012,
      y: tBottom + h * 0.004,
      width: w * 0.024,
      height: h * 0.014,
      fill: "#ff2d2d",
      filter: "url(#ldGlow)",
    });
    body += el("rect", {
      x: tx + tw * f - w * 0.01,
      y: tBottom + h * 0.006,
      width: w * 0.02,
      height: h * 0.01,
      fill: "#ff6a5c",
    });
  }
  for (const f of [0.14, 0.3, 0.7, 0.86])
    body += el("rect", {
      x: tx + tw * f - w * 0.022,
      y: tBottom + h * 0.025,
      width: w * 0.044,
      height: groundY + h * 0.02 - tBottom - h * 0.025,
      rx: w * 0.006,
      fill: "#040404",
    });
  // Yard: asphalt with guide lines converging on the docks.
  body += el("rect", { x: 0, y: groundY, width: w, height: h - groundY, fill: "url(#ldGround)" });
  let lines = "";
  for (const x of [0.08, 0.44, 0.52, 0.9])
    lines += `M${n(w * x)} ${n(groundY)}L${n(w * (x + (x - 0.48) * 0.6))} ${n(h)}`;
  body += el("path", { d: lines, stroke: p.secondary, "stroke-opacity": 0.6, "stroke-width": Math.max(2, w * 0.004) });
  // Yellow-and-black bollards between the docks.
  const bx = w * 0.48;
  for (let i = 0; i < 5; i++)
    body += el("rect", {
      x: bx - w * 0.008,
      y: dockY - h * 0.16 + i * h * 0.032,
      width: w * 0.016,
      height: h * 0.032,
      fill: i % 2 ? "#0b0b0b" : "#f5c451",
      opacity: 0.85,
    });
  // Downlights under the canopy.
  for (let i = 0; i < 6; i++) {
    const x = w * (0.08 + i * 0.17) + rng.range(-0.01, 0.01) * w;
    body += el("circle", { cx: x, cy: canopyY + h * 0.01, r: w * 0.006, fill: p.highlight, filter: "url(#ldGlow)" });
  }
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/** The main entrance at night: glass doors under a lit canopy, the lobby glowing behind the facade. */
export function entranceScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const canopyY = h * 0.4;
  const groundY = h * 0.82;
  const defs = join(
    linear("enFacade", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.7) },
    ]),
    linear("enLobby", [
      { offset: 0, color: mix(p.deep, p.secondary, 0.35) },
      { offset: 1, color: mix(p.deep, p.highlight, 0.45) },
    ]),
    linear("enDoor", [
      { offset: 0, color: mix(p.highlight, p.secondary, 0.3), opacity: 0.95 },
      { offset: 1, color: mix(p.highlight, p.primary, 0.2), opacity: 0.75 },
    ]),
    linear("enStreet", [
      { offset: 0, color: mix(p.night, p.deep, 0.6) },
      { offset: 1, color: p.night },
    ]),
    linear("enCone", [
      { offset: 0, color: p.highlight, opacity: 0.3 },
      { offset: 1, color: p.highlight, opacity: 0 },
    ]),
    blur("enGlow", w * 0.008),
  );
  let body = el("rect", { width: w, height: groundY, fill: "url(#enFacade)" });
  // Upper floors: a grid of windows, some lit.
  const cols = 18;
  const rows = 4;
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const lit = rng.chance(0.35);
      body += el("rect", {
        x: (k + 0.12) * (w / cols),
        y: h * 0.02 + r * h * 0.08,
        width: (w / cols) * 0.76,
        height: h * 0.055,
        fill: lit ? mix(p.highlight, p.secondary, 0.3) : mix(p.night, p.deep, 0.9),
        opacity: lit ? rng.range(0.35, 0.8) : 0.9,
      });
    }
  // Ground floor: the lobby glows behind a glass wall with mullions.
  const glassTop = canopyY + h * 0.02;
  body += el("rect", { x: w * 0.04, y: glassTop, width: w * 0.92, height: groundY - glassTop, fill: "url(#enLobby)" });
  let mullions = "";
  for (let x = w * 0.04; x <= w * 0.96 + 1; x += w * 0.0766) mullions += `M${n(x)} ${n(glassTop)}V${n(groundY)}`;
  body += el("path", { d: mullions, stroke: p.night, "stroke-width": Math.max(3, w * 0.005) });
  // Inside: the reception desk's light line and a column of pendants.
  body += el("rect", {
    x: w * 0.62,
    y: groundY - h * 0.12,
    width: w * 0.22,
    height: h * 0.06,
    fill: p.night,
    opacity: 0.7,
  });
  body += el("rect", {
    x: w * 0.62,
    y: groundY - h * 0.1,
    width: w * 0.22,
    height: Math.max(2, h * 0.005),
    fill: p.primary,
  });
  // The double glass doors, brighter, with vertical handles.
  const doorX = w * 0.42;
  const doorW = w * 0.16;
  const doorTop = glassTop + h * 0.06;
  body += el("rect", {
    x: doorX - w * 0.01,
    y: doorTop - h * 0.015,
    width: doorW + w * 0.02,
    height: groundY - doorTop + h * 0.015,
    fill: p.night,
  });
  body += el("rect", { x: doorX, y: doorTop, width: doorW, height: groundY - doorTop, fill: "url(#enDoor)" });
  body += el("rect", { x: doorX + doorW / 2 - 1.5, y: doorTop, width: 3, height: groundY - doorTop, fill: p.night });
  for (const side of [-1, 1])
    body += el("rect", {
      x: doorX + doorW / 2 + side * doorW * 0.08 - 2,
      y: doorTop + (groundY - doorTop) * 0.35,
      width: 4,
      height: (groundY - doorTop) * 0.3,
      fill: p.night,
      opacity: 0.85,
    });
  // The canopy: a slab with a lit fascia band, downlights and cones of light.
  body += el("rect", { x: w * 0.2, y: canopyY - h * 0.05, width: w * 0.6, height: h * 0.05, fill: "#040406" });
  body += el("rect", {
    x: w * 0.2,
    y: canopyY - h * 0.034,
    width: w * 0.6,
    height: h * 0.012,
    fill: p.primary,
    filter: "url(#enGlow)",
  });
  body += el("rect", { x: w * 0.2, y: canopyY - h * 0.031, width: w * 0.6, height: h * 0.006, fill: p.highlight });
  for (let i = 0; i < 5; i++) {
    const x = w * (0.26 + i * 0.12);
    body += quad(
      [
        [x - w * 0.01, canopyY],
        [x + w * 0.01, canopyY],
        [x + w * 0.06, groundY],
        [x - w * 0.06, groundY],
      ],
      { fill: "url(#enCone)" },
    );
    body += el("circle", { cx: x, cy: canopyY + 2, r: w * 0.005, fill: p.highlight });
  }
  // Two steps and the pavement with the doors' reflection.
  body += el("rect", {
    x: w * 0.3,
    y: groundY,
    width: w * 0.4,
    height: h * 0.02,
    fill: mix(p.night, p.highlight, 0.12),
  });
  body += el("rect", { x: 0, y: groundY + h * 0.02, width: w, height: h - groundY, fill: "url(#enStreet)" });
  body += el("rect", {
    x: doorX,
    y: groundY + h * 0.02,
    width: doorW,
    height: h * 0.14,
    fill: "url(#enCone)",
    opacity: 0.8,
  });
  // Planters with low light at both sides of the doors.
  for (const x of [0.27, 0.66]) {
    body += el("rect", { x: w * x, y: groundY - h * 0.06, width: w * 0.07, height: h * 0.06, fill: "#050507" });
    body += el("ellipse", {
      cx: w * (x + 0.035),
      cy: groundY - h * 0.07,
      rx: w * 0.045,
      ry: h * 0.04,
      fill: mix(p.night, p.secondary, 0.25),
    });
  }
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/** The boardroom: one long walnut table in perspective, leather chairs along it, the screen at its end. */
export function boardroomScene(c: SceneContext): Painted {
  const { w, h, palette: p } = c;
  const back = viewpoint(c, { x: w * 0.34, y: h * 0.2, w: w * 0.32, h: h * 0.36 });
  const room = roomShell(c, back, "br", 0.45);
  const at = room.at;
  const screen = { x: back.x + back.w * 0.18, y: back.y + back.h * 0.12, w: back.w * 0.64, h: back.h * 0.42 };
  const led = ledContent(c, screen, "brs");
  let defs = room.defs + led.defs;
  defs += join(
    linear(
      "brWood",
      [
        { offset: 0, color: mix(WALNUT.mid, p.night, 0.15) },
        { offset: 0.5, color: mix(WALNUT.light, p.primary, 0.12) },
        { offset: 1, color: mix(WALNUT.dark, p.night, 0.2) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear("brSheen", [
      { offset: 0, color: p.highlight, opacity: 0 },
      { offset: 0.5, color: p.highlight, opacity: 0.35 },
      { offset: 1, color: p.highlight, opacity: 0 },
    ]),
    // The room's two 98-inch screens side by side on the back wall.
    el(
      "clipPath",
      { id: "brScreen" },
      el("rect", { x: screen.x, y: screen.y, width: screen.w * 0.48, height: screen.h }) +
        el("rect", { x: screen.x + screen.w * 0.52, y: screen.y, width: screen.w * 0.48, height: screen.h }),
    ),
    blur("brGlow", w * 0.006),
  );
  let body = room.body;
  // Daylight: a window band along the left wall, walnut panelling on the right, a lighter floor.
  body += quad([at(-1, 0, 0), at(1, 0, 0), at(1, 1, 0), at(-1, 1, 0)], { fill: mix("#6b5a4a", p.deep, 0.35) });
  body += quad([at(1, 0, 0), at(1, 1, 0), at(1, 1, 1), at(1, 0, 1)], { fill: mix(WALNUT.mid, p.deep, 0.3) });
  body += quad([at(-1, 0, 0.2), at(-1, 1, 0.2), at(-1, 1, 0.9), at(-1, 0, 0.9)], { fill: "#b9cde0" });
  for (let z = 0.05; z < 1; z += 0.15)
    body += quad([at(-1, z, 0.2), at(-1, z + 0.012, 0.2), at(-1, z + 0.012, 0.9), at(-1, z, 0.9)], { fill: "#3a3f46" });
  body += quad([at(-0.9, 0, 0), at(0.6, 0, 0), at(0.2, 1, 0), at(-1, 1, 0)], { fill: "#fff6e8", opacity: 0.12 });
  // Wood panelling on the side walls.
  let panels = "";
  for (let z = 0.1; z < 1; z += 0.12)
    for (const side of [-1, 1]) {
      const [x0, y0] = at(side, z, 0);
      const [, y1] = at(side, z, 1);
      panels += `M${n(x0)} ${n(y0)}V${n(y1)}`;
    }
  body += el("path", { d: panels, stroke: WALNUT.light, "stroke-opacity": 0.12, "stroke-width": Math.max(1, w / 800) });
  for (const x of [screen.x, screen.x + screen.w * 0.52])
    body += el("rect", {
      x: x - 3,
      y: screen.y - 3,
      width: screen.w * 0.48 + 6,
      height: screen.h + 6,
      fill: "#050505",
    });
  body += el("g", { "clip-path": "url(#brScreen)" }, led.body);
  const tableY = 0.3;
  const zNear = 0.12;
  const zFar = 0.92;
  const half = 0.32;
  // Twelve leather chairs down each side and one at the head: the table seats 25.
  const chairs = 12;
  // Chairs along both sides, far to near, then the table over their seats.
  const chairShapes = (from: number, to: number) => {
    let out = "";
    for (let i = chairs - 1; i >= 0; i--) {
      const z = zNear + 0.05 + ((zFar - zNear - 0.08) * (i + 0.5)) / chairs;
      if (z < from || z > to) continue;
      for (const side of [-1, 1]) {
        const [x, y] = at(side * (half + 0.08), z, 0.12);
        const [, yTop] = at(side * (half + 0.08), z, 0.42);
        const ch = (y - yTop) * 1.2;
        const cw = ch * 0.34;
        out += el("rect", {
          x: x - cw / 2,
          y: yTop,
          width: cw,
          height: ch * 0.72,
          rx: cw * 0.25,
          fill: "#4a2c1c",
          stroke: "#c08a5a",
          "stroke-opacity": 0.6,
          "stroke-width": Math.max(1, cw * 0.04),
        });
      }
    }
    return out;
  };
  body += chairShapes(0.45, 1);
  const top: Point[] = [
    at(-half, zNear, tableY),
    at(half, zNear, tableY),
    at(half, zFar, tableY),
    at(-half, zFar, tableY),
  ];
  const front: Point[] = [top[0]!, top[1]!, at(half, zNear, tableY - 0.04), at(-half, zNear, tableY - 0.04)];
  body += quad(front, { fill: WALNUT.dark });
  body += quad(top, { fill: "url(#brWood)" });
  // Walnut grain running the length of the table.
  let grain = "";
  for (let u = -half + 0.03; u < half; u += 0.035) {
    const [x0, y0] = at(u, zNear, tableY);
    const [x1, y1] = at(u + 0.01, zFar, tableY);
    grain += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
  }
  body += el("path", { d: grain, stroke: WALNUT.dark, "stroke-opacity": 0.45, "stroke-width": Math.max(1, w / 900) });
  body += quad([at(-0.06, zNear, tableY), at(0.06, zNear, tableY), at(0.03, zFar, tableY), at(-0.03, zFar, tableY)], {
    fill: "url(#brSheen)",
  });
  body += chairShapes(0, 0.45);
  // A long linear pendant above the table.
  const l0 = at(0, 0.2, 0.82);
  const l1 = at(0, 0.85, 0.82);
  body += el("path", {
    d: `M${n(l0[0])} ${n(l0[1])}L${n(l1[0])} ${n(l1[1])}`,
    stroke: p.secondary,
    "stroke-width": w * 0.012,
    filter: "url(#brGlow)",
    opacity: 0.8,
  });
  body += el("path", {
    d: `M${n(l0[0])} ${n(l0[1])}L${n(l1[0])} ${n(l1[1])}`,
    stroke: p.highlight,
    "stroke-width": w * 0.003,
  });
  const v = vignette(c, 0.65);
  return { defs: defs + v.defs, body: body + v.body };
}

export interface RoundTableOptions {
  /** Two people at the table with microphones on arms: a podcast. */
  podcast?: boolean;
}

/** A round table seen from above the chairs: laid for lunch under a ring pendant, or set for a podcast. */
export function roundTableScene(c: SceneContext, options: RoundTableOptions = {}): Painted {
  const { w, h, rng, palette: p } = c;
  // Where this slot's camera stands: the table off-centre, nearer or further (look.test.ts).
  const cx = w * (0.5 + rng.pick([-1, 1]) * rng.range(0.08, 0.2));
  const scale = rng.range(0.78, 1.15);
  const cy = h * (0.64 + (scale - 1) * 0.3);
  const rx = w * 0.28 * scale;
  const ry = h * 0.14 * scale;
  const cloth = options.podcast ? mix(WALNUT.light, p.highlight, 0.15) : mix("#efe8dc", p.deep, 0.12);
  const defs = join(
    linear("rtRoom", [
      { offset: 0, color: mix(p.night, p.deep, 0.6) },
      { offset: 0.6, color: mix(p.deep, p.primary, 0.18) },
      { offset: 1, color: mix(p.night, p.deep, 0.5) },
    ]),
    radial("rtPool", [
      { offset: 0, color: p.secondary, opacity: 0.35 },
      { offset: 1, color: p.secondary, opacity: 0 },
    ]),
    linear("rtCloth", [
      { offset: 0, color: cloth },
      { offset: 1, color: mix(cloth, p.night, 0.35) },
    ]),
    linear("rtCone", [
      { offset: 0, color: p.highlight, opacity: 0.22 },
      { offset: 1, color: p.highlight, opacity: 0.02 },
    ]),
    blur("rtGlow", w * 0.008),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#rtRoom)" });
  if (options.podcast) {
    // Acoustic panels on the wall behind.
    const rows = rng.int(2, 4);
    const lit = rng.int(0, 2);
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < 9; k++)
        body += el("rect", {
          x: w * (0.06 + k * 0.1),
          y: h * (0.06 + r * (0.39 / rows)),
          width: w * 0.085,
          height: h * (0.33 / rows),
          rx: w * 0.006,
          fill: mix(p.deep, (k + lit) % 3 === r % 3 ? p.primary : p.highlight, 0.4),
          opacity: 0.85,
        });
  } else {
    // Windows onto the skyline.
    body += skylineLayer(c, {
      base: h * 0.42,
      minH: h * 0.08,
      maxH: h * 0.3,
      fill: mix(p.night, p.deep, 0.5),
      windows: 0.1,
      windowColor: p.highlight,
      opacity: 0.7,
    });
    for (let x = 0; x < w; x += w / 8)
      body += el("rect", { x, y: 0, width: w * 0.006, height: h * 0.42, fill: p.night });
    body += el("rect", { x: 0, y: h * 0.42, width: w, height: h * 0.005, fill: p.highlight, opacity: 0.2 });
  }
  body += el("ellipse", { cx, cy, rx: rx * 1.9, ry: ry * 2.4, fill: "url(#rtPool)" });
  // The pendant: a glowing ring above the table and its cone of light.
  const ringY = h * 0.16;
  body += quad(
    [
      [cx - rx * 0.5, ringY],
      [cx + rx * 0.5, ringY],
      [cx + rx * 1.05, cy],
      [cx - rx * 1.05, cy],
    ],
    { fill: "url(#rtCone)" },
  );
  body += el("path", { d: `M${n(cx)} 0V${n(ringY - h * 0.02)}`, stroke: p.highlight, "stroke-opacity": 0.3 });
  body += el("ellipse", {
    cx,
    cy: ringY,
    rx: rx * 0.5,
    ry: h * 0.025,
    fill: "none",
    stroke: p.secondary,
    "stroke-width": h * 0.014,
    filter: "url(#rtGlow)",
  });
  body += el("ellipse", {
    cx,
    cy: ringY,
    rx: rx * 0.5,
    ry: h * 0.025,
    fill: "none",
    stroke: p.highlight,
    "stroke-width": h * 0.004,
  });
  const seats = options.podcast ? 6 : 12;
  const chairAt = (i: number) => {
    const a = (i / seats) * Math.PI * 2 + Math.PI / seats;
    return { a, x: cx + Math.cos(a) * rx * 1.18, y: cy + Math.sin(a) * ry * 1.35 };
  };
  const chair = (x: number, y: number, a: number) => {
    const s = 0.75 + 0.25 * Math.sin(a);
    return el("rect", {
      x: x - w * 0.032 * s,
      y: y - h * 0.13 * s,
      width: w * 0.064 * s,
      height: h * 0.14 * s,
      rx: w * 0.015 * s,
      fill: LEATHER,
      stroke: p.primary,
      "stroke-opacity": 0.35,
      "stroke-width": 1.5,
    });
  };
  // Chairs behind the table first.
  for (let i = 0; i < seats; i++) {
    const { a, x, y } = chairAt(i);
    if (Math.sin(a) < 0) body += chair(x, y, a);
  }
  if (options.podcast) {
    // Two people facing each other across the table.
    body += silhouette(cx - rx * 0.95, cy + ry * 0.1, h * 0.1, "#07070b", p.primary);
    body += silhouette(cx + rx * 0.95, cy + ry * 0.1, h * 0.1, "#07070b", p.secondary);
  }
  body += el("ellipse", { cx, cy: cy + h * 0.022, rx, ry, fill: mix(cloth, p.night, 0.6) });
  body += el("ellipse", { cx, cy, rx, ry, fill: "url(#rtCloth)" });
  if (options.podcast) {
    // Microphones on boom arms, pointing at the two speakers.
    for (const side of [-1, 1]) {
      const baseX = cx + side * rx * 0.35;
      const tipX = cx + side * rx * 0.72;
      const tipY = cy - ry * 0.9;
      body += el("path", {
        d: `M${n(baseX)} ${n(cy)}L${n(cx + side * rx * 0.5)} ${n(cy - ry * 1.6)}L${n(tipX)} ${n(tipY)}`,
        stroke: "#0a0a0a",
        "stroke-width": w * 0.005,
        fill: "none",
      });
      body += el("rect", {
        x: tipX - w * 0.012,
        y: tipY - h * 0.025,
        width: w * 0.024,
        height: h * 0.06,
        rx: w * 0.012,
        fill: "#15151a",
        stroke: p.highlight,
        "stroke-opacity": 0.4,
      });
      body += el("circle", { cx: baseX, cy: cy - ry * 0.1, r: w * 0.004, fill: "#ff3b3b" });
    }
  } else {
    // Place settings: plate and glass at every seat, flowers in the middle.
    for (let i = 0; i < seats; i++) {
      const a = (i / seats) * Math.PI * 2 + Math.PI / seats;
      const px = cx + Math.cos(a) * rx * 0.78;
      const py = cy + Math.sin(a) * ry * 0.72;
      body += el("ellipse", {
        cx: px,
        cy: py,
        rx: rx * 0.075,
        ry: ry * 0.12,
        fill: "#fbf8f2",
        stroke: p.highlight,
        "stroke-opacity": 0.5,
      });
      const gx = px + Math.cos(a + 1.2) * rx * 0.09;
      const gy = py + Math.sin(a + 1.2) * ry * 0.12;
      body += el("path", {
        d: `M${n(gx)} ${n(gy)}V${n(gy - h * 0.03)}`,
        stroke: p.highlight,
        "stroke-opacity": 0.7,
        "stroke-width": Math.max(1.5, w * 0.002),
      });
      body += el("ellipse", {
        cx: gx,
        cy: gy - h * 0.035,
        rx: w * 0.005,
        ry: h * 0.008,
        fill: p.highlight,
        opacity: 0.6,
      });
    }
    for (let i = 0; i < 7; i++)
      body += el("circle", {
        cx: cx + rng.range(-0.05, 0.05) * w,
        cy: cy - h * 0.02 + rng.range(-0.02, 0.02) * h,
        r: w * rng.range(0.01, 0.018),
        fill: i % 2 ? p.primary : p.secondary,
        opacity: 0.85,
      });
  }
  for (let i = 0; i < seats; i++) {
    const { a, x, y } = chairAt(i);
    if (Math.sin(a) >= 0) body += chair(x, y + h * 0.06, a);
  }
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/** A broadcast control room: a wall of monitors and a vision mixer desk with faders and lit buttons. */
export function controlRoomScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const tones = [p.primary, p.secondary, p.highlight, mix(p.primary, p.secondary, 0.5), p.deep];
  let defs = join(
    linear("crRoom", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.6) },
    ]),
    linear("crDesk", [
      { offset: 0, color: mix(p.night, p.highlight, 0.14) },
      { offset: 1, color: p.night },
    ]),
    radial("crSpill", [
      { offset: 0, color: p.primary, opacity: 0.25 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    blur("crGlow", w * 0.01),
  );
  tones.forEach((tone, i) => {
    defs += linear(
      `crMon${i}`,
      [
        { offset: 0, color: mix(tone, p.night, 0.25) },
        { offset: 1, color: mix(tone, p.night, 0.75) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  });
  let body = el("rect", { width: w, height: h, fill: "url(#crRoom)" });
  body += el("ellipse", { cx: w / 2, cy: h * 0.35, rx: w * 0.6, ry: h * 0.4, fill: "url(#crSpill)" });
  // The monitor wall: small multiviewer screens around two large programme and preview monitors.
  const cols = 8;
  const rows = 3;
  const mw = (w * 0.86) / cols;
  const mh = mw * 0.58;
  const x0 = w * 0.07;
  const y0 = h * 0.08;
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      if (r >= 1 && (k === 3 || k === 4)) continue;
      const x = x0 + k * mw;
      const y = y0 + r * mh;
      body += el("rect", { x, y, width: mw - w * 0.006, height: mh - w * 0.006, fill: "#030305" });
      body += el("rect", {
        x: x + w * 0.003,
        y: y + w * 0.003,
        width: mw - w * 0.012,
        height: mh - w * 0.012,
        fill: `url(#crMon${rng.int(0, tones.length - 1)})`,
        opacity: rng.range(0.55, 1),
      });
      // A shape on each screen: a horizon line or a bar, never text.
      body += el("rect", {
        x: x + mw * rng.range(0.1, 0.5),
        y: y + mh * rng.range(0.4, 0.7),
        width: mw * rng.range(0.2, 0.4),
        height: mh * 0.08,
        fill: p.highlight,
        opacity: 0.35,
      });
    }
  for (const [k, tone] of [
    [3, "#ff3b3b"],
    [4, "#3ddc97"],
  ] as const) {
    const x = x0 + k * mw;
    const y = y0 + mh;
    body += el("rect", { x, y, width: mw - w * 0.006, height: mh * 2 - w * 0.006, fill: tone, opacity: 0.8 });
    const screen = { x: x + w * 0.004, y: y + w * 0.004, w: mw - w * 0.014, h: mh * 2 - w * 0.014 };
    body += el("rect", { x: screen.x, y: screen.y, width: screen.w, height: screen.h, fill: "url(#crMon0)" });
    body += el("circle", {
      cx: screen.x + screen.w / 2,
      cy: screen.y + screen.h * 0.45,
      r: screen.h * 0.2,
      fill: p.highlight,
      opacity: 0.55,
    });
  }
  // The desk: a slanted surface with fader strips and rows of lit buttons.
  const deskTop = h * 0.66;
  const deskFront = h * 0.84;
  body += quad(
    [
      [w * 0.04, deskTop],
      [w * 0.96, deskTop],
      [w * 1.02, deskFront],
      [-w * 0.02, deskFront],
    ],
    { fill: "url(#crDesk)" },
  );
  body += el("rect", { x: -w * 0.02, y: deskFront, width: w * 1.04, height: h - deskFront, fill: "#040406" });
  body += el("rect", {
    x: w * 0.04,
    y: deskTop - 1,
    width: w * 0.92,
    height: Math.max(2, h * 0.004),
    fill: p.secondary,
    opacity: 0.6,
  });
  const strips = 28;
  for (let i = 0; i < strips; i++) {
    const u = (i + 0.5) / strips;
    const xTop = w * (0.06 + 0.88 * u);
    const xBottom = w * (0.0 + 1.0 * u);
    const x = (xTop + xBottom) / 2;
    body += el("path", {
      d: `M${n(xTop)} ${n(deskTop + h * 0.02)}L${n(x)} ${n(deskTop + h * 0.1)}`,
      stroke: "#000",
      "stroke-width": Math.max(2, w * 0.003),
    });
    const f = rng.range(0, 1);
    body += el("rect", {
      x: xTop + (x - xTop) * f - w * 0.006,
      y: deskTop + h * 0.02 + h * 0.08 * f - h * 0.006,
      width: w * 0.012,
      height: h * 0.012,
      fill: mix(p.highlight, p.night, 0.3),
    });
    for (let r = 0; r < 3; r++) {
      const lit = rng.chance(0.35);
      const color = rng.pick([p.primary, p.secondary, "#ff3b3b", "#3ddc97"]);
      const bx = xTop + (xBottom - xTop) * (0.62 + r * 0.12);
      const by = deskTop + (deskFront - deskTop) * (0.62 + r * 0.12);
      if (lit)
        body += el("rect", {
          x: bx - w * 0.008,
          y: by - h * 0.008,
          width: w * 0.016,
          height: h * 0.016,
          fill: color,
          filter: "url(#crGlow)",
        });
      body += el("rect", {
        x: bx - w * 0.005,
        y: by - h * 0.005,
        width: w * 0.01,
        height: h * 0.01,
        fill: lit ? color : "#1a1a22",
      });
    }
  }
  // Two operators' chair backs in the foreground.
  for (const x of [0.3, 0.7])
    body += el("rect", {
      x: w * (x - 0.06),
      y: h * 0.86,
      width: w * 0.12,
      height: h * 0.2,
      rx: w * 0.03,
      fill: "#050507",
      stroke: p.primary,
      "stroke-opacity": 0.3,
      "stroke-width": 2,
    });
  const v = vignette(c, 0.65);
  return { defs: defs + v.defs, body: body + v.body };
}

const NOTE_COLOURS = ["#f5d84a", "#ff7aa8", "#5cc8f2", "#7be08a", "#ffb547"];

/** A workshop room: walls covered in sticky notes, a whiteboard, teams around mobile tables. */
export function workshopScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const back = viewpoint(c, { x: w * 0.26, y: h * 0.16, w: w * 0.48, h: h * 0.44 });
  const room = roomShell(c, back, "ws", 0.95);
  const at = room.at;
  let body = room.body;
  // The whiteboard on the back wall with a few drawn strokes (no words).
  const board = { x: back.x + back.w * 0.08, y: back.y + back.h * 0.12, w: back.w * 0.5, h: back.h * 0.45 };
  body += el("rect", { x: board.x, y: board.y, width: board.w, height: board.h, fill: mix("#f4f4f0", p.deep, 0.3) });
  let strokes = "";
  for (let i = 0; i < 4; i++) {
    const y = board.y + board.h * (0.2 + i * 0.18);
    strokes += `M${n(board.x + board.w * 0.1)} ${n(y)}C${n(board.x + board.w * 0.3)} ${n(y - board.h * 0.08)} ${n(board.x + board.w * 0.5)} ${n(y + board.h * 0.08)} ${n(board.x + board.w * rng.range(0.6, 0.9))} ${n(y)}`;
  }
  body += el("path", {
    d: strokes,
    stroke: p.night,
    "stroke-width": Math.max(2, w * 0.002),
    fill: "none",
    opacity: 0.7,
  });
  body += el("circle", {
    cx: board.x + board.w * 0.8,
    cy: board.y + board.h * 0.3,
    r: board.h * 0.14,
    fill: "none",
    stroke: p.primary,
    "stroke-width": Math.max(2, w * 0.002),
  });
  // Sticky notes in clusters on the back wall and the left wall.
  let notes = "";
  const note = (x: number, y: number, s: number) =>
    el("rect", {
      x: x - s / 2,
      y: y - s / 2,
      width: s,
      height: s,
      fill: rng.pick(NOTE_COLOURS),
      opacity: 0.88,
      transform: `rotate(${n(rng.range(-6, 6))} ${n(x)} ${n(y)})`,
    });
  for (let k = 0; k < 5; k++)
    for (let r = 0; r < 4; r++)
      if (rng.chance(0.8))
        notes += note(back.x + back.w * (0.66 + k * 0.065), back.y + back.h * (0.16 + r * 0.12), back.w * 0.045);
  for (let k = 0; k < 7; k++)
    for (let r = 0; r < 5; r++) {
      if (!rng.chance(0.75)) continue;
      const z = 0.25 + k * 0.09;
      const [x, y] = at(-1, z, 0.35 + r * 0.09);
      const [x2] = at(-1, z + 0.06, 0);
      notes += note(x, y, Math.abs(x2 - x) * 0.7 + w * 0.01);
    }
  body += notes;
  // Mobile tables with people standing around them.
  const tables: [number, number][] = [
    [-0.45, 0.5],
    [0.35, 0.6],
    [-0.1, 0.3],
  ];
  for (const [u, z] of tables) {
    const corners: Point[] = [
      at(u - 0.18, z - 0.06, 0.3),
      at(u + 0.18, z - 0.06, 0.3),
      at(u + 0.18, z + 0.06, 0.3),
      at(u - 0.18, z + 0.06, 0.3),
    ];
    const [lx, ly] = at(u, z, 0);
    body += el("rect", { x: lx - 2, y: corners[3]![1], width: 4, height: ly - corners[3]![1], fill: p.night });
    body += quad(corners, { fill: mix(p.night, p.highlight, 0.3) });
    for (let i = 0; i < 3; i++) {
      const nx = corners[0]![0] + (corners[1]![0] - corners[0]![0]) * rng.range(0.1, 0.8);
      body += el("rect", {
        x: nx,
        y: corners[2]![1] + 2,
        width: w * 0.012,
        height: w * 0.008,
        fill: rng.pick(NOTE_COLOURS),
      });
    }
    // Two people at each table, standing at its near corners.
    for (const [du, rim] of [
      [-0.2, p.primary],
      [0.2, p.secondary],
    ] as const) {
      const [x, base] = at(u + du, z - 0.02, 0.22);
      const unit = at(u + du, z - 0.02, 0)[1] - at(u + du, z - 0.02, 1)[1];
      body += silhouette(x, base, unit * 0.11, "#06060a", rim);
    }
  }
  const v = vignette(c, 0.55);
  return { defs: room.defs + v.defs, body: body + v.body };
}

export type PlanLayout = "stage" | "double-height" | "studio-terrace" | "desks";

/** An architectural floor plan as a night-blue drawing: walls, doors, core, stage or desks. No text. */
export function floorPlanScene(c: SceneContext, layout: PlanLayout): Painted {
  const { w, h, rng, palette: p } = c;
  const ink = mix(p.highlight, "#ffffff", 0.4);
  const paper = mix(p.night, "#0b1d33", 0.7);
  const wall = Math.max(6, w * 0.006);
  const thin = Math.max(1.5, w * 0.0015);
  const m = { x: w * 0.08, y: h * 0.1 };
  const b = { x: m.x, y: m.y, w: w - 2 * m.x, h: h - 2 * m.y };
  const defs = join(
    el(
      "clipPath",
      { id: "fpStage" },
      el("rect", { x: b.x + b.w * 0.04, y: b.y + b.h * 0.08, width: b.w * 0.1, height: b.h * 0.6 }),
    ),
  );
  let body = el("rect", { width: w, height: h, fill: paper });
  // Drafting grid.
  let grid = "";
  for (let x = 0; x < w; x += w / 40) grid += `M${n(x)} 0V${n(h)}`;
  for (let y = 0; y < h; y += w / 40) grid += `M0 ${n(y)}H${n(w)}`;
  body += el("path", { d: grid, stroke: ink, "stroke-opacity": 0.06, "stroke-width": 1 });
  // Each layout's main zone washed in tone, so plans of different floors read apart at a glance.
  const zone = (x: number, y: number, zw: number, zh: number, fill: string, opacity: number) =>
    el("rect", { x: b.x + b.w * x, y: b.y + b.h * y, width: b.w * zw, height: b.h * zh, fill, opacity });
  if (layout === "stage") body += zone(0.02, 0.04, 0.5, 0.92, ink, 0.16);
  if (layout === "double-height") body += zone(0.18, 0.2, 0.4, 0.6, p.secondary, 0.3);
  if (layout === "desks") for (let row = 0; row < 5; row++) body += zone(0.05, 0.1 + row * 0.17, 0.5, 0.07, ink, 0.3);
  if (layout === "studio-terrace") {
    body += el("rect", { x: 0, y: 0, width: w, height: b.y, fill: p.secondary, opacity: 0.22 });
    body += el("rect", { x: 0, y: b.y + b.h, width: w, height: h - b.y - b.h, fill: p.secondary, opacity: 0.22 });
    // The roof terrace around the floor: a dashed outline with decking lines.
    const t = { x: b.x - m.x * 0.6, y: b.y - m.y * 0.6, w: b.w + m.x * 1.2, h: b.h + m.y * 1.2 };
    body += el("rect", {
      x: t.x,
      y: t.y,
      width: t.w,
      height: t.h,
      fill: "none",
      stroke: p.secondary,
      "stroke-width": thin * 1.5,
      "stroke-dasharray": `${n(w * 0.01)} ${n(w * 0.006)}`,
    });
    let deck = "";
    for (let x = t.x + w * 0.01; x < t.x + t.w; x += w * 0.012)
      deck += `M${n(x)} ${n(t.y)}V${n(b.y)}M${n(x)} ${n(b.y + b.h)}V${n(t.y + t.h)}`;
    body += el("path", { d: deck, stroke: p.secondary, "stroke-opacity": 0.3, "stroke-width": thin });
  }
  // Outer walls.
  body += el("rect", { x: b.x, y: b.y, width: b.w, height: b.h, fill: "none", stroke: ink, "stroke-width": wall });
  // Columns on the structural grid.
  for (let i = 1; i < 8; i++)
    for (let j = 1; j < 4; j++)
      body += el("rect", {
        x: b.x + (b.w * i) / 8 - wall,
        y: b.y + (b.h * j) / 4 - wall,
        width: wall * 2,
        height: wall * 2,
        fill: ink,
        opacity: 0.8,
      });
  // The core: two lift shafts (crossed boxes) and a stair (treads).
  const core = { x: b.x + b.w * 0.62, y: b.y + b.h * 0.35, w: b.w * 0.12, h: b.h * 0.3 };
  body += el("rect", {
    x: core.x,
    y: core.y,
    width: core.w,
    height: core.h,
    fill: "none",
    stroke: ink,
    "stroke-width": wall * 0.8,
  });
  let coreLines = "";
  for (let i = 0; i < 2; i++) {
    const lx = core.x + (core.w / 2) * i;
    coreLines += `M${n(lx)} ${n(core.y)}L${n(lx + core.w / 2)} ${n(core.y + core.h / 2)}M${n(lx + core.w / 2)} ${n(core.y)}L${n(lx)} ${n(core.y + core.h / 2)}`;
  }
  coreLines += `M${n(core.x)} ${n(core.y + core.h / 2)}H${n(core.x + core.w)}M${n(core.x + core.w / 2)} ${n(core.y)}V${n(core.y + core.h / 2)}`;
  for (let i = 1; i < 9; i++)
    coreLines += `M${n(core.x)} ${n(core.y + core.h / 2 + (core.h / 2) * (i / 9))}H${n(core.x + core.w)}`;
  body += el("path", { d: coreLines, stroke: ink, "stroke-width": thin, "stroke-opacity": 0.8 });
  // Rooms along the right side, each with a door swing.
  const rooms = layout === "desks" ? 4 : rng.int(3, 5);
  const rx = b.x + b.w * 0.78;
  let walls = `M${n(rx)} ${n(b.y)}V${n(b.y + b.h)}`;
  let doors = "";
  for (let i = 1; i < rooms; i++) walls += `M${n(rx)} ${n(b.y + (b.h * i) / rooms)}H${n(b.x + b.w)}`;
  for (let i = 0; i < rooms; i++) {
    const dy = b.y + (b.h * (i + 0.5)) / rooms;
    const r = b.h * 0.07;
    doors += `M${n(rx)} ${n(dy)}L${n(rx - r)} ${n(dy)}A${n(r)} ${n(r)} 0 0 1 ${n(rx)} ${n(dy + r)}`;
  }
  body += el("path", { d: walls, stroke: ink, "stroke-width": wall * 0.6, fill: "none" });
  // Door openings are gaps in the wall: paint them out, then draw the swing.
  for (let i = 0; i < rooms; i++) {
    const dy = b.y + (b.h * (i + 0.5)) / rooms;
    body += el("rect", { x: rx - wall, y: dy, width: wall * 2, height: b.h * 0.07, fill: paper });
  }
  body += el("path", { d: doors, stroke: p.secondary, "stroke-width": thin, fill: "none", opacity: 0.9 });
  if (layout === "desks") {
    // Co-working: clusters of four desks with chairs across the open floor.
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++) {
        if (i >= 3 && j === 1) continue;
        const x = b.x + b.w * (0.06 + i * 0.135);
        const y = b.y + b.h * (0.1 + j * 0.3);
        const dw = b.w * 0.05;
        const dh = b.h * 0.09;
        for (const [ox, oy] of [
          [0, 0],
          [dw, 0],
          [0, dh],
          [dw, dh],
        ] as const) {
          body += el("rect", {
            x: x + ox,
            y: y + oy,
            width: dw,
            height: dh,
            fill: "none",
            stroke: ink,
            "stroke-width": thin,
          });
          body += el("circle", {
            cx: x + ox + dw / 2,
            cy: oy === 0 ? y - dh * 0.25 : y + 2 * dh + dh * 0.25,
            r: dh * 0.18,
            fill: "none",
            stroke: p.primary,
            "stroke-width": thin,
          });
        }
      }
  } else {
    // The event hall: a hatched stage at one end, rows of seats facing it.
    body += el(
      "g",
      { "clip-path": "url(#fpStage)" },
      el("path", {
        d: Array.from({ length: 40 }, (_, i) => {
          const x = b.x + b.w * 0.04 + i * w * 0.01 - b.h;
          return `M${n(x)} ${n(b.y + b.h)}L${n(x + b.h)} ${n(b.y)}`;
        }).join(""),
        stroke: p.primary,
        "stroke-width": thin,
        "stroke-opacity": 0.8,
      }),
    );
    body += el("rect", {
      x: b.x + b.w * 0.04,
      y: b.y + b.h * 0.08,
      width: b.w * 0.1,
      height: b.h * 0.6,
      fill: "none",
      stroke: p.primary,
      "stroke-width": thin * 2,
    });
    let seats = "";
    for (let col = 0; col < 10; col++)
      for (let row = 0; row < 12; row++) {
        if (row === 6) continue;
        seats += el("rect", {
          x: b.x + b.w * (0.2 + col * 0.035),
          y: b.y + b.h * (0.1 + row * 0.05),
          width: b.w * 0.018,
          height: b.h * 0.03,
          rx: 2,
        });
      }
    body += el("g", { fill: "none", stroke: ink, "stroke-width": thin, "stroke-opacity": 0.7 }, seats);
    if (layout === "double-height") {
      // The void over the hall: the plan convention of a crossed outline.
      const v = { x: b.x + b.w * 0.03, y: b.y + b.h * 0.04, w: b.w * 0.55, h: b.h * 0.9 };
      body += el("path", {
        d: `M${n(v.x)} ${n(v.y)}L${n(v.x + v.w)} ${n(v.y + v.h)}M${n(v.x + v.w)} ${n(v.y)}L${n(v.x)} ${n(v.y + v.h)}`,
        stroke: p.secondary,
        "stroke-width": thin,
        "stroke-dasharray": `${n(w * 0.012)} ${n(w * 0.008)}`,
        opacity: 0.7,
      });
    }
    if (layout === "studio-terrace") {
      // The studio room: a round table with chairs in the last room.
      const sy = b.y + b.h * (1 - 0.5 / rooms);
      const sx = rx + (b.x + b.w - rx) / 2;
      body += el("circle", { cx: sx, cy: sy, r: b.h * 0.05, fill: "none", stroke: ink, "stroke-width": thin });
      for (let i = 0; i < 4; i++)
        body += el("circle", {
          cx: sx + Math.cos((i * Math.PI) / 2) * b.h * 0.075,
          cy: sy + Math.sin((i * Math.PI) / 2) * b.h * 0.075,
          r: b.h * 0.015,
          fill: "none",
          stroke: p.primary,
          "stroke-width": thin,
        });
    }
  }
  // A north arrow: a triangle, no letter.
  const nx = w - m.x * 0.5;
  const ny = m.y * 0.9;
  body += el("polygon", {
    points: points([
      [nx, ny - h * 0.04],
      [nx + w * 0.01, ny + h * 0.02],
      [nx, ny + h * 0.005],
      [nx - w * 0.01, ny + h * 0.02],
    ]),
    fill: p.primary,
  });
  return { defs, body };
}

export type OfficeKind = "private" | "team" | "corporate" | "enterprise" | "meeting" | "lounge";

/** Which office an id shows: the words of its alt text (private, team, corporate, enterprise...). */
export function officeKindOf(id: string): OfficeKind {
  if (/\benterprise-1\b/.test(id)) return "lounge";
  if (/\b(corporate-1|meeting)\b/.test(id)) return "meeting";
  if (/\bprivate\b/.test(id)) return "private";
  if (/\bteam\b/.test(id)) return "team";
  if (/\bcorporate\b/.test(id)) return "corporate";
  return "enterprise";
}

/**
 * An office by day: the back wall is a window onto Frankfurt in daylight, desks with screens and
 * chairs stand in the room; team offices add rows and a meeting corner, corporate suites a branded
 * reception wall, enterprise floors glass meeting rooms along the side.
 */
export function officeRoomScene(c: SceneContext, kind: OfficeKind): Painted {
  const { w, h, palette: p } = c;
  const back = viewpoint(c, { x: w * 0.28, y: h * 0.16, w: w * 0.44, h: h * 0.44 });
  const room = roomShell(c, back, "of", 0.9);
  const at = room.at;
  const day = { sky: "#9cc3e6", haze: "#e8eef2", wall: "#cfc8bd", floor: "#8a7a68" };
  const defs =
    room.defs +
    join(
      linear("ofSky", [
        { offset: 0, color: day.sky },
        { offset: 1, color: day.haze },
      ]),
      linear("ofLight", [
        { offset: 0, color: "#fffaf0", opacity: 0.35 },
        { offset: 1, color: "#fffaf0", opacity: 0 },
      ]),
    );
  // Light walls and floor over the shell's dark ones: an office by day.
  let body = room.body;
  body += quad([at(-1, 0, 1), at(1, 0, 1), at(1, 1, 1), at(-1, 1, 1)], { fill: mix(day.wall, p.deep, 0.25) });
  body += quad([at(-1, 0, 0), at(1, 0, 0), at(1, 1, 0), at(-1, 1, 0)], { fill: mix(day.floor, p.deep, 0.2) });
  body += quad([at(-1, 0, 0), at(-1, 1, 0), at(-1, 1, 1), at(-1, 0, 1)], { fill: mix(day.wall, p.deep, 0.4) });
  body += quad([at(1, 0, 0), at(1, 1, 0), at(1, 1, 1), at(1, 0, 1)], { fill: mix(day.wall, p.deep, 0.35) });
  // The window wall: sky, the skyline in daylight, mullions.
  body += el("rect", { x: back.x, y: back.y, width: back.w, height: back.h, fill: "url(#ofSky)" });
  const skyline = skylineLayer(
    { ...c, w: back.w },
    {
      base: back.y + back.h * 0.78,
      minH: back.h * 0.15,
      maxH: back.h * 0.55,
      fill: "#6f8196",
      windows: 0.05,
      windowColor: "#dfe8f0",
      opacity: 0.9,
    },
  );
  body += el("g", { transform: `translate(${n(back.x)} 0)` }, skyline);
  for (let k = 0; k <= 6; k++)
    body += el("rect", { x: back.x + (back.w * k) / 6 - 2, y: back.y, width: 4, height: back.h, fill: "#3a3f46" });
  body += el("rect", { x: back.x, y: back.y + back.h * 0.78, width: back.w, height: back.h * 0.22, fill: "#4a4f57" });
  // Daylight falling in across the floor.
  body += quad([at(-0.9, 1, 0), at(0.9, 1, 0), at(1, 0.2, 0), at(-1, 0.2, 0)], { fill: "url(#ofLight)" });
  const desk = (u: number, z: number, width: number, depth: number, screen = true) => {
    const top: Point[] = [
      at(u - width, z, 0.3),
      at(u + width, z, 0.3),
      at(u + width, z + depth, 0.3),
      at(u - width, z + depth, 0.3),
    ];
    let out = "";
    // A chair behind the desk (nearer the camera), then the desk, then its screen.
    const [chx, chy] = at(u, z - depth * 0.4, 0.12);
    const [, chTop] = at(u, z - depth * 0.4, 0.36);
    const cw = Math.abs(at(u + width * 0.5, z, 0)[0] - at(u - width * 0.5, z, 0)[0]) * 0.7;
    out += quad(top, { fill: "#e9e4dc" });
    out += quad([top[0]!, top[1]!, at(u + width, z, 0.27), at(u - width, z, 0.27)], { fill: "#9a948a" });
    for (const side of [-1, 1]) {
      const [lx, ly] = at(u + side * width * 0.95, z, 0.27);
      const [, lb] = at(u + side * width * 0.95, z, 0);
      out += el("rect", { x: lx - 2, y: ly, width: 4, height: lb - ly, fill: "#555" });
    }
    if (screen) {
      const [sx, sy] = at(u, z + depth * 0.7, 0.3);
      const [, sTop] = at(u, z + depth * 0.7, 0.48);
      const sw = cw * 0.9;
      out += el("rect", { x: sx - sw / 2, y: sTop, width: sw, height: sy - sTop, fill: "#1d2330" });
      out += el("rect", {
        x: sx - sw / 2 + 3,
        y: sTop + 3,
        width: sw - 6,
        height: (sy - sTop) * 0.8,
        fill: mix(p.primary, "#ffffff", 0.3),
        opacity: 0.7,
      });
    }
    out += el("rect", {
      x: chx - cw / 2,
      y: chTop,
      width: cw,
      height: (chy - chTop) * 0.9,
      rx: cw * 0.2,
      fill: "#2b2d33",
    });
    return out;
  };
  const glassRoom = (side: number, z0: number, z1: number) =>
    quad([at(side * 0.55, z0, 0), at(side * 0.55, z1, 0), at(side * 0.55, z1, 0.85), at(side * 0.55, z0, 0.85)], {
      fill: "#cfe3ee",
      "fill-opacity": 0.28,
      stroke: "#f4f7f9",
      "stroke-opacity": 0.8,
      "stroke-width": 2,
    });
  const tableAt = (u: number, z: number, r: number) => {
    const [x, y] = at(u, z, 0.3);
    const [x2] = at(u + r, z, 0.3);
    const rx = Math.abs(x2 - x);
    let out = el("ellipse", { cx: x, cy: y, rx, ry: rx * 0.3, fill: "#efe9e0" });
    for (const a of [0.2, 1.4, 2.6, 3.8, 5.0]) {
      const [px, py] = at(u + Math.cos(a) * r * 1.3, z + Math.sin(a) * r * 0.3, 0.05);
      out += el("rect", {
        x: px - rx * 0.18,
        y: py - rx * 0.45,
        width: rx * 0.36,
        height: rx * 0.45,
        rx: rx * 0.08,
        fill: "#2b2d33",
      });
    }
    return out;
  };
  const items: string[] = [];
  switch (kind) {
    case "private":
      items.push(desk(-0.35, 0.62, 0.22, 0.12), desk(0.35, 0.62, 0.22, 0.12));
      // A shelf with a plant, so the room reads as furnished.
      items.push(
        quad([at(0.98, 0.3, 0), at(0.98, 0.5, 0), at(0.98, 0.5, 0.55), at(0.98, 0.3, 0.55)], { fill: "#7b6a55" }),
      );
      break;
    case "team":
      for (const z of [0.3, 0.5, 0.7]) items.push(desk(-0.5, z, 0.28, 0.08), desk(0.05, z, 0.28, 0.08));
      items.push(tableAt(0.72, 0.78, 0.14));
      break;
    case "corporate": {
      // The branded reception wall: a coloured panel with the logo as a lit bar, a counter before it.
      items.push(
        quad([at(-1, 0.25, 0.15), at(-1, 0.7, 0.15), at(-1, 0.7, 0.8), at(-1, 0.25, 0.8)], {
          fill: p.primary,
          opacity: 0.85,
        }),
      );
      items.push(
        quad([at(-1, 0.38, 0.45), at(-1, 0.58, 0.45), at(-1, 0.58, 0.55), at(-1, 0.38, 0.55)], {
          fill: "#ffffff",
          opacity: 0.9,
        }),
      );
      items.push(
        quad([at(-0.7, 0.35, 0.35), at(-0.7, 0.6, 0.35), at(-0.7, 0.6, 0), at(-0.7, 0.35, 0)], { fill: "#efe9e0" }),
      );
      items.push(glassRoom(1, 0.3, 0.6), glassRoom(1, 0.62, 0.92));
      break;
    }
    case "enterprise":
      for (const z of [0.25, 0.45, 0.65]) items.push(desk(-0.3, z, 0.2, 0.07), desk(0.15, z, 0.2, 0.07));
      items.push(glassRoom(1, 0.15, 0.45), glassRoom(1, 0.5, 0.8), glassRoom(-1, 0.55, 0.9));
      break;
    case "meeting":
      items.push(glassRoom(-1, 0.1, 0.9), glassRoom(1, 0.1, 0.9));
      items.push(
        quad([at(-0.35, 0.3, 0.3), at(0.35, 0.3, 0.3), at(0.25, 0.8, 0.3), at(-0.25, 0.8, 0.3)], { fill: "#efe9e0" }),
      );
      for (const z of [0.35, 0.5, 0.65])
        for (const side of [-1, 1]) {
          const [x, y] = at(side * 0.42, z, 0.05);
          const s = Math.abs(at(0.1, z, 0)[0] - at(0, z, 0)[0]);
          items.push(
            el("rect", {
              x: x - s * 0.6,
              y: y - s * 1.2,
              width: s * 1.2,
              height: s * 1.2,
              rx: s * 0.2,
              fill: "#2b2d33",
            }),
          );
        }
      break;
    case "lounge": {
      // A kitchen counter along one wall and a sofa with a low table by the window.
      items.push(
        quad([at(-1, 0.2, 0.32), at(-1, 0.8, 0.32), at(-0.7, 0.8, 0.32), at(-0.7, 0.2, 0.32)], { fill: "#efe9e0" }),
      );
      items.push(
        quad([at(-0.7, 0.2, 0.32), at(-0.7, 0.8, 0.32), at(-0.7, 0.8, 0), at(-0.7, 0.2, 0)], { fill: "#6e5a46" }),
      );
      items.push(
        quad([at(0.2, 0.75, 0.2), at(0.8, 0.75, 0.2), at(0.8, 0.6, 0.2), at(0.2, 0.6, 0.2)], {
          fill: mix(p.primary, "#444", 0.5),
        }),
      );
      items.push(tableAt(0.5, 0.45, 0.1));
      break;
    }
  }
  body += items.join("");
  // Ceiling lights in rows.
  for (let z = 0.15; z < 1; z += 0.2)
    body += quad([at(-0.3, z, 0.99), at(0.3, z, 0.99), at(0.3, z + 0.03, 0.99), at(-0.3, z + 0.03, 0.99)], {
      fill: "#fffaf0",
      opacity: 0.9,
    });
  return { defs, body };
}

/**
 * The Sky Lounge: the city at dusk behind a glass back wall, two LED walls (a long one on the left,
 * a shorter one on the right), warm festoon lights under the ceiling, a bar and low lounge seating.
 */
export function loungeScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const back = viewpoint(c, { x: w * 0.3, y: h * 0.18, w: w * 0.4, h: h * 0.4 });
  const room = roomShell(c, back, "lg", 0.6);
  const at = room.at;
  const bigWall = { x: 0, y: 0, w: w * 0.3, h: h * 0.2 };
  const bigLed = ledContent(c, bigWall, "lgl");
  const smallLed = ledContent(c, { x: 0, y: 0, w: w * 0.15, h: h * 0.2 }, "lgr");
  const defs = join(
    room.defs,
    bigLed.defs,
    smallLed.defs,
    linear("lgDusk", [
      { offset: 0, color: p.deep },
      { offset: 1, color: mix(p.deep, "#f0925a", 0.5) },
    ]),
    radial("lgBulb", [
      { offset: 0, color: "#fff4dc", opacity: 1 },
      { offset: 0.3, color: "#ffc46b", opacity: 0.6 },
      { offset: 1, color: "#ffc46b", opacity: 0 },
    ]),
  );
  let body = room.body;
  // The glass back wall and the city beyond it.
  body += el("rect", { x: back.x, y: back.y, width: back.w, height: back.h, fill: "url(#lgDusk)" });
  body += el(
    "g",
    { transform: `translate(${n(back.x)} 0)` },
    skylineLayer(
      { ...c, w: back.w },
      {
        base: back.y + back.h,
        minH: back.h * 0.2,
        maxH: back.h * 0.75,
        fill: mix(p.night, p.deep, 0.4),
        windows: 0.2,
        windowColor: p.highlight,
        opacity: 0.95,
      },
    ),
  );
  for (let k = 0; k <= 5; k++)
    body += el("rect", { x: back.x + (back.w * k) / 5 - 2, y: back.y, width: 4, height: back.h, fill: p.night });
  // An LED wall on a side wall, mapped into the wall's perspective by a clip of its quad.
  const sideWall = (side: number, z0: number, z1: number, y0: number, y1: number, led: Painted, id: string) => {
    const corners: Point[] = [at(side, z0, y1), at(side, z1, y1), at(side, z1, y0), at(side, z0, y0)];
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const box = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
    const scale = `translate(${n(box.x)} ${n(box.y)}) scale(${n(box.w / (id === "lgl" ? w * 0.3 : w * 0.15))} ${n(box.h / (h * 0.2))})`;
    return (
      el("clipPath", { id: `${id}Clip` }, el("polygon", { points: points(corners) })) +
      quad(corners, { fill: "#050505" }) +
      el("g", { "clip-path": `url(#${id}Clip)` }, el("g", { transform: scale }, led.body)) +
      quad(corners, { fill: "none", stroke: p.highlight, "stroke-opacity": 0.4, "stroke-width": 2 })
    );
  };
  body += sideWall(-1, 0.2, 0.85, 0.28, 0.8, bigLed, "lgl");
  body += sideWall(1, 0.45, 0.8, 0.3, 0.75, smallLed, "lgr");
  // The bar along the right, then lounge sofas with low tables.
  body += quad([at(0.55, 0.15, 0.35), at(0.55, 0.4, 0.35), at(0.55, 0.4, 0), at(0.55, 0.15, 0)], {
    fill: mix(WALNUT.mid, p.night, 0.3),
  });
  body += quad([at(0.55, 0.15, 0.35), at(0.55, 0.4, 0.35), at(0.75, 0.4, 0.35), at(0.75, 0.15, 0.35)], {
    fill: mix(WALNUT.light, p.secondary, 0.3),
  });
  const sofas = rng.int(2, 3);
  for (let i = 0; i < sofas; i++) {
    const u = -0.55 + (0.8 * i) / sofas + rng.range(-0.05, 0.05);
    const z = rng.range(0.3, 0.6);
    const [x0, y0] = at(u - 0.14, z, 0);
    const [x1] = at(u + 0.14, z, 0);
    const [, yTop] = at(u, z, 0.2);
    const [, yBack] = at(u, z, 0.32);
    const sw = x1 - x0;
    body += el("rect", {
      x: x0,
      y: yBack,
      width: sw,
      height: y0 - yBack,
      rx: sw * 0.08,
      fill: mix(p.night, p.primary, 0.2),
    });
    body += el("rect", {
      x: x0 - sw * 0.05,
      y: yTop,
      width: sw * 1.1,
      height: y0 - yTop,
      rx: sw * 0.06,
      fill: mix(p.night, p.primary, 0.3),
    });
    body += el("rect", {
      x: x0,
      y: yTop,
      width: sw,
      height: Math.max(1.5, h * 0.003),
      fill: p.highlight,
      opacity: 0.4,
    });
  }
  // Festoon lights in loops under the ceiling, from the front of the room to the glass.
  for (const u of [-0.5, 0, 0.5]) {
    for (let b = 0; b <= 12; b++) {
      const z = 0.05 + (0.9 * b) / 12;
      const sag = 0.1 * Math.sin((b / 12) * Math.PI * 2) ** 2;
      const [x, y] = at(u, z, 0.92 - sag);
      body += el("circle", { cx: x, cy: y, r: w * 0.016 * (1 - z * 0.6), fill: "url(#lgBulb)" });
    }
  }
  const v = vignette(c, 0.5);
  return { defs: defs + v.defs, body: body + v.body };
}
