import { mix, type Palette } from "./palette.ts";
import { blur, el, linear, n, points, radial, wave } from "./svg.ts";
import { join, ledContent, stageScene, vignette, type Painted, type SceneContext } from "./scenes.ts";

// Scenes of productions and things (issue 48 item 4, decision 1121): the studio family drawn as its
// captions say (a stage filmed for broadcast, a panel, a presenter before a camera, an interview, a
// webcast, a showroom, a green screen, an edit suite) and the objects the signage and shop slots name
// (a door display, an open handbook, a gift card, a deck of the spaces). Same art direction as
// scenes.ts: night, LED light, no text, no faces.

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const quad = (list: [number, number][], attrs: Record<string, string | number>) =>
  el("polygon", { points: points(list), ...attrs });

/** A standing person in silhouette, rim-lit from behind: head, shoulders, a jacket, two legs. */
function standing(x: number, footY: number, height: number, fill: string, rim: string, lean = 0): string {
  const H = height;
  const head = H * 0.068;
  const shoulderY = footY - H * 0.8;
  const hipY = footY - H * 0.46;
  const headY = shoulderY - head * 1.25;
  const d =
    `M${n(x - H * 0.13)} ${n(shoulderY + H * 0.03)}Q${n(x - H * 0.12)} ${n(shoulderY - H * 0.02)} ${n(x)} ${n(shoulderY - H * 0.025)}` +
    `Q${n(x + H * 0.12)} ${n(shoulderY - H * 0.02)} ${n(x + H * 0.13)} ${n(shoulderY + H * 0.03)}` +
    `L${n(x + H * 0.11)} ${n(hipY + H * 0.04)}L${n(x + H * 0.075)} ${n(footY)}L${n(x + H * 0.02)} ${n(footY)}L${n(x)} ${n(hipY + H * 0.08)}` +
    `L${n(x - H * 0.02)} ${n(footY)}L${n(x - H * 0.075)} ${n(footY)}L${n(x - H * 0.11)} ${n(hipY + H * 0.04)}Z`;
  const shape =
    el("path", { d }) +
    el("circle", { cx: x + lean * H * 0.02, cy: headY, r: head }) +
    el("rect", { x: x - head * 0.35, y: headY + head * 0.6, width: head * 0.7, height: head * 0.9 });
  const lift = Math.max(1.2, H * 0.012);
  return (
    el("g", { fill: rim, opacity: 0.8, transform: `translate(${n(-lift)} ${n(-lift)})` }, shape) +
    el("g", { fill: rim, opacity: 0.5, transform: `translate(${n(lift)} ${n(-lift * 0.5)})` }, shape) +
    el("g", { fill }, shape)
  );
}

/** A seated person in profile on a chair, facing right (dir 1) or left (dir -1). */
function seated(x: number, floorY: number, height: number, dir: 1 | -1, fill: string, rim: string, chair: string) {
  const H = height;
  const seatY = floorY - H * 0.3;
  const X = (dx: number) => x + dir * dx * H;
  let out = "";
  // The chair: a seat, a back and a stem with a foot.
  out += quad(
    [
      [X(-0.16), seatY],
      [X(0.14), seatY],
      [X(0.14), seatY + H * 0.04],
      [X(-0.16), seatY + H * 0.04],
    ],
    { fill: chair },
  );
  out += quad(
    [
      [X(-0.18), seatY - H * 0.34],
      [X(-0.13), seatY - H * 0.34],
      [X(-0.11), seatY],
      [X(-0.16), seatY],
    ],
    { fill: chair },
  );
  out += el("path", {
    d: `M${n(X(0))} ${n(seatY + H * 0.04)}V${n(floorY)}M${n(X(-0.1))} ${n(floorY)}H${n(X(0.1))}`,
    stroke: chair,
    "stroke-width": H * 0.02,
  });
  // The person: torso leaning back a little, thighs on the seat, shins down, head.
  const body =
    quad(
      [
        [X(-0.12), seatY],
        [X(0.02), seatY],
        [X(0.0), seatY - H * 0.38],
        [X(-0.11), seatY - H * 0.38],
      ],
      {},
    ) +
    quad(
      [
        [X(-0.1), seatY - H * 0.06],
        [X(0.2), seatY - H * 0.05],
        [X(0.2), seatY + H * 0.02],
        [X(-0.1), seatY + H * 0.02],
      ],
      {},
    ) +
    quad(
      [
        [X(0.15), seatY - H * 0.02],
        [X(0.21), seatY - H * 0.02],
        [X(0.22), floorY],
        [X(0.16), floorY],
      ],
      {},
    ) +
    el("circle", { cx: X(-0.045), cy: seatY - H * 0.46, r: H * 0.065 }) +
    // An arm resting towards the knee.
    quad(
      [
        [X(-0.06), seatY - H * 0.34],
        [X(-0.02), seatY - H * 0.34],
        [X(0.12), seatY - H * 0.1],
        [X(0.08), seatY - H * 0.08],
      ],
      {},
    );
  const lift = Math.max(1.2, H * 0.012);
  out += el("g", { fill: rim, opacity: 0.7, transform: `translate(0 ${n(-lift)})` }, body);
  out += el("g", { fill }, body);
  return out;
}

/**
 * A broadcast camera on a tripod, seen from the side: body, lens and hood towards dir, a viewfinder
 * and a red tally light; raised on a platform when asked.
 */
function camera(x: number, floorY: number, s: number, dir: 1 | -1, p: Palette, platform = 0): string {
  const X = (dx: number) => x + dir * dx * s;
  const base = floorY - platform * s;
  const headY = base - s * 1.9;
  let out = "";
  if (platform > 0) {
    out += el("rect", {
      x: x - s * 1.1,
      y: base,
      width: s * 2.2,
      height: floorY - base,
      fill: "#07070b",
      stroke: p.primary,
      "stroke-opacity": 0.35,
      "stroke-width": Math.max(1, s * 0.03),
    });
  }
  out += el("path", {
    d: `M${n(x)} ${n(headY + s * 0.3)}L${n(x - s * 0.75)} ${n(base)}M${n(x)} ${n(headY + s * 0.3)}L${n(x + s * 0.75)} ${n(base)}M${n(x)} ${n(headY + s * 0.3)}L${n(x + s * 0.1)} ${n(base)}`,
    stroke: "#0b0b10",
    "stroke-width": s * 0.08,
  });
  out += el("path", {
    d: `M${n(x - s * 0.75)} ${n(base)}L${n(x)} ${n(headY + s * 0.3)}L${n(x + s * 0.75)} ${n(base)}`,
    stroke: p.highlight,
    "stroke-opacity": 0.25,
    "stroke-width": s * 0.02,
    fill: "none",
  });
  // Pan bar, body, lens, hood.
  out += el("path", {
    d: `M${n(X(-0.4))} ${n(headY + s * 0.2)}L${n(X(-1.2))} ${n(headY + s * 0.55)}`,
    stroke: "#111118",
    "stroke-width": s * 0.07,
  });
  const bodyPts: [number, number][] = [
    [X(-0.65), headY - s * 0.35],
    [X(0.45), headY - s * 0.35],
    [X(0.45), headY + s * 0.3],
    [X(-0.65), headY + s * 0.3],
  ];
  out += quad(bodyPts, { fill: "#101016", stroke: p.highlight, "stroke-opacity": 0.3, "stroke-width": s * 0.02 });
  out += quad(
    [
      [X(0.45), headY - s * 0.2],
      [X(0.95), headY - s * 0.2],
      [X(0.95), headY + s * 0.18],
      [X(0.45), headY + s * 0.18],
    ],
    { fill: "#16161e" },
  );
  out += quad(
    [
      [X(0.95), headY - s * 0.24],
      [X(1.25), headY - s * 0.34],
      [X(1.25), headY + s * 0.32],
      [X(0.95), headY + s * 0.22],
    ],
    { fill: "#0c0c12", stroke: p.primary, "stroke-opacity": 0.45, "stroke-width": s * 0.02 },
  );
  // The viewfinder glows with the picture it takes.
  out += quad(
    [
      [X(-0.6), headY - s * 0.72],
      [X(-0.05), headY - s * 0.72],
      [X(-0.05), headY - s * 0.38],
      [X(-0.6), headY - s * 0.38],
    ],
    { fill: "#0a0a0f" },
  );
  out += quad(
    [
      [X(-0.55), headY - s * 0.68],
      [X(-0.1), headY - s * 0.68],
      [X(-0.1), headY - s * 0.42],
      [X(-0.55), headY - s * 0.42],
    ],
    { fill: mix(p.primary, p.highlight, 0.3), opacity: 0.85 },
  );
  out += el("circle", { cx: X(0.3), cy: headY - s * 0.25, r: s * 0.06, fill: "#ff3b3b" });
  return out;
}

/** A softbox on a stand: a bright panel that lights the set, its stand down to the floor. */
function softbox(x: number, floorY: number, s: number, tilt: number, p: Palette): string {
  const top = floorY - s * 2.6;
  let out = el("path", {
    d: `M${n(x)} ${n(top + s * 0.4)}V${n(floorY)}M${n(x - s * 0.4)} ${n(floorY)}L${n(x)} ${n(floorY - s * 0.5)}L${n(x + s * 0.4)} ${n(floorY)}`,
    stroke: "#0c0c12",
    "stroke-width": s * 0.06,
    fill: "none",
  });
  out += el("ellipse", {
    cx: x,
    cy: top,
    rx: s * 0.9,
    ry: s * 0.7,
    fill: p.highlight,
    opacity: 0.25,
    filter: "url(#prGlow)",
  });
  out += quad(
    [
      [x - s * 0.5 + tilt * s * 0.2, top - s * 0.5],
      [x + s * 0.5 + tilt * s * 0.2, top - s * 0.42],
      [x + s * 0.5 - tilt * s * 0.2, top + s * 0.42],
      [x - s * 0.5 - tilt * s * 0.2, top + s * 0.5],
    ],
    { fill: mix(p.highlight, "#ffffff", 0.5), stroke: "#18181f", "stroke-width": s * 0.06 },
  );
  return out;
}

/** The studio room every close set shares: a dark room, a floor, a lit backdrop behind the set. */
function studioRoom(c: SceneContext, backdrop: Box, floorY: number, prefix: string): Painted {
  const { w, h, palette: p } = c;
  const led = ledContent(c, backdrop, prefix);
  const defs = join(
    linear(`${prefix}Room`, [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.65) },
    ]),
    linear(`${prefix}Floor`, [
      { offset: 0, color: mix(p.deep, p.primary, 0.18) },
      { offset: 1, color: p.night },
    ]),
    radial(`${prefix}Spill`, [
      { offset: 0, color: p.primary, opacity: 0.35 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    blur("prGlow", w * 0.012),
    led.defs,
  );
  let body = el("rect", { width: w, height: h, fill: `url(#${prefix}Room)` });
  body += el("ellipse", {
    cx: backdrop.x + backdrop.w / 2,
    cy: backdrop.y + backdrop.h / 2,
    rx: backdrop.w * 0.8,
    ry: backdrop.h * 1.1,
    fill: `url(#${prefix}Spill)`,
  });
  body += el("rect", { x: 0, y: floorY, width: w, height: h - floorY, fill: `url(#${prefix}Floor)` });
  body += el("rect", {
    x: backdrop.x - w * 0.006,
    y: backdrop.y - w * 0.006,
    width: backdrop.w + w * 0.012,
    height: backdrop.h + w * 0.012,
    fill: "#050507",
  });
  body += led.body;
  // The backdrop's light on the floor.
  body += el("ellipse", {
    cx: backdrop.x + backdrop.w / 2,
    cy: floorY + h * 0.03,
    rx: backdrop.w * 0.55,
    ry: h * 0.04,
    fill: p.primary,
    opacity: 0.22,
  });
  // Overhead grid with a few fixtures.
  body += el("rect", { x: 0, y: h * 0.04, width: w, height: h * 0.012, fill: "#06060a" });
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + i * 0.14) + c.rng.range(-0.02, 0.02) * w;
    body += el("rect", { x: x - w * 0.01, y: h * 0.05, width: w * 0.02, height: h * 0.035, fill: "#0c0c12" });
    body += el("circle", { cx: x, cy: h * 0.09, r: w * 0.005, fill: p.highlight, opacity: 0.9 });
  }
  return { defs, body };
}

export type StudioShot = "keynote" | "webcast" | "showroom" | "interview";

/**
 * A close studio set seen past a camera: a presenter before the LED backdrop (a keynote), at a lectern
 * beside a results chart (a webcast), beside a clothes rail and plinths (a showroom), or two people
 * facing each other in armchairs (an interview).
 */
export function studioShotScene(c: SceneContext, shot: StudioShot): Painted {
  const { w, h, rng, palette: p } = c;
  const floorY = h * rng.range(0.66, 0.74);
  const bw = w * rng.range(0.42, 0.58);
  const bx = w * rng.range(0.12, 0.88) - bw / 2;
  const by = h * rng.range(0.12, 0.2);
  const backdrop = { x: Math.max(w * 0.04, Math.min(w * 0.96 - bw, bx)), y: by, w: bw, h: floorY - by - h * 0.08 };
  const room = studioRoom(c, backdrop, floorY, "ss");
  let body = room.body;
  const centre = backdrop.x + backdrop.w / 2;
  const cameraSide: 1 | -1 = centre > w / 2 ? -1 : 1;
  const rim = mix(p.primary, p.highlight, 0.5);
  // Softboxes at the set's edges.
  body += softbox(backdrop.x - w * 0.05, floorY + h * 0.02, h * 0.12, 1, p);
  body += softbox(backdrop.x + backdrop.w + w * 0.05, floorY + h * 0.02, h * 0.12, -1, p);
  const personH = (floorY - backdrop.y) * rng.range(0.78, 0.9);
  if (shot === "keynote") {
    // A low round stage, the presenter on it; two more cameras on the sides of the set.
    body += el("ellipse", { cx: centre, cy: floorY, rx: backdrop.w * 0.32, ry: h * 0.035, fill: "#0b0b10" });
    body += el("ellipse", {
      cx: centre,
      cy: floorY - h * 0.004,
      rx: backdrop.w * 0.32,
      ry: h * 0.03,
      fill: "none",
      stroke: p.secondary,
      "stroke-width": h * 0.004,
    });
    body += standing(centre + rng.range(-0.08, 0.08) * backdrop.w, floorY, personH, "#050508", rim);
    body += camera(backdrop.x + backdrop.w * 0.05, floorY + h * 0.08, h * 0.08, 1, p);
    body += camera(backdrop.x + backdrop.w * 0.95, floorY + h * 0.08, h * 0.08, -1, p);
  } else if (shot === "webcast") {
    // The results on a screen beside the lectern: bars rising to the right.
    const chart = {
      x: backdrop.x + backdrop.w * 0.52,
      y: backdrop.y + backdrop.h * 0.14,
      w: backdrop.w * 0.4,
      h: backdrop.h * 0.5,
    };
    body += el("rect", {
      x: chart.x,
      y: chart.y,
      width: chart.w,
      height: chart.h,
      fill: mix(p.night, "#ffffff", 0.86),
    });
    const bars = rng.int(4, 6);
    for (let i = 0; i < bars; i++) {
      const bh = chart.h * (0.2 + (0.6 * (i + 1)) / bars) * rng.range(0.85, 1);
      body += el("rect", {
        x: chart.x + chart.w * (0.1 + (0.8 * i) / bars),
        y: chart.y + chart.h * 0.9 - bh,
        width: (chart.w * 0.8) / bars - chart.w * 0.03,
        height: bh,
        fill: i === bars - 1 ? p.secondary : p.primary,
      });
    }
    body += el("rect", {
      x: chart.x + chart.w * 0.08,
      y: chart.y + chart.h * 0.9,
      width: chart.w * 0.84,
      height: chart.h * 0.012,
      fill: "#333",
    });
    const lx = backdrop.x + backdrop.w * 0.26;
    body += standing(lx, floorY, personH, "#050508", rim);
    // The lectern in front of the speaker.
    body += quad(
      [
        [lx - personH * 0.16, floorY - personH * 0.52],
        [lx + personH * 0.16, floorY - personH * 0.52],
        [lx + personH * 0.12, floorY],
        [lx - personH * 0.12, floorY],
      ],
      { fill: "#0d0d13", stroke: p.secondary, "stroke-opacity": 0.6, "stroke-width": h * 0.003 },
    );
    body += el("rect", {
      x: lx - personH * 0.16,
      y: floorY - personH * 0.53,
      width: personH * 0.32,
      height: h * 0.006,
      fill: p.highlight,
      opacity: 0.7,
    });
  } else if (shot === "showroom") {
    // A clothes rail and plinths with products, the presenter beside them, a close-up camera on a slider.
    const rail = { x: backdrop.x + backdrop.w * 0.08, w: backdrop.w * 0.42, y: floorY - personH * 0.95 };
    body += el("path", {
      d: `M${n(rail.x)} ${n(floorY)}V${n(rail.y)}H${n(rail.x + rail.w)}V${n(floorY)}`,
      stroke: mix(p.highlight, "#888", 0.5),
      "stroke-width": h * 0.006,
      fill: "none",
    });
    const garments = rng.int(5, 7);
    const tones = [p.primary, p.secondary, "#e9e2d6", "#2a2a33", mix(p.primary, "#ffffff", 0.4), "#8c5c33", "#1f3d35"];
    for (let i = 0; i < garments; i++) {
      const gx = rail.x + rail.w * ((i + 0.7) / (garments + 0.4));
      const gw = (rail.w / garments) * 1.15;
      const long = rng.range(0.45, 0.7) * personH;
      body += quad(
        [
          [gx - gw * 0.35, rail.y + h * 0.015],
          [gx + gw * 0.35, rail.y + h * 0.015],
          [gx + gw * 0.5, rail.y + long],
          [gx - gw * 0.5, rail.y + long],
        ],
        { fill: tones[(i + rng.int(0, 6)) % tones.length]!, stroke: "#000", "stroke-opacity": 0.4 },
      );
    }
    const px = backdrop.x + backdrop.w * 0.68;
    body += standing(px, floorY, personH, "#050508", rim, -1);
    for (const [k, ph] of [
      [0.86, 0.22],
      [0.97, 0.32],
    ] as const) {
      const x = backdrop.x + backdrop.w * k;
      body += el("rect", {
        x: x - w * 0.03,
        y: floorY - personH * ph,
        width: w * 0.06,
        height: personH * ph,
        fill: "#e6e1d8",
      });
      body += el("rect", {
        x: x - w * 0.018,
        y: floorY - personH * ph - h * 0.045,
        width: w * 0.036,
        height: h * 0.045,
        fill: p.secondary,
      });
    }
    // The slider for the close-ups.
    body += el("rect", { x: w * 0.3, y: h * 0.9, width: w * 0.4, height: h * 0.012, fill: "#15151c" });
  } else {
    // Two armchairs turned towards each other, a low table, a plant.
    const gap = backdrop.w * rng.range(0.4, 0.5);
    body += seated(centre - gap / 2, floorY, personH * 1.2, 1, "#050508", rim, "#2a2632");
    body += seated(centre + gap / 2, floorY, personH * 1.2, -1, "#050508", rim, "#2a2632");
    body += el("rect", {
      x: centre - gap * 0.14,
      y: floorY - personH * 0.2,
      width: gap * 0.28,
      height: h * 0.01,
      fill: "#2a2530",
    });
    body += el("path", {
      d: `M${n(centre)} ${n(floorY - personH * 0.2)}V${n(floorY)}`,
      stroke: "#2a2530",
      "stroke-width": h * 0.008,
    });
    const plant = backdrop.x + backdrop.w * (cameraSide > 0 ? 0.92 : 0.08);
    body += el("rect", {
      x: plant - w * 0.015,
      y: floorY - h * 0.06,
      width: w * 0.03,
      height: h * 0.06,
      fill: "#1a1a20",
    });
    for (let i = 0; i < 6; i++)
      body += el("ellipse", {
        cx: plant + rng.range(-0.03, 0.03) * w,
        cy: floorY - h * rng.range(0.08, 0.2),
        rx: w * 0.012,
        ry: h * 0.045,
        fill: mix("#2f6b3a", p.night, 0.35),
        transform: `rotate(${n(rng.range(-35, 35))} ${n(plant)} ${n(floorY - h * 0.1)})`,
      });
  }
  // The camera in the foreground, facing the set, large and cut by the frame.
  const camX = cameraSide > 0 ? w * rng.range(0.08, 0.2) : w * rng.range(0.8, 0.92);
  body += camera(camX, h * 1.05, h * 0.2, cameraSide, p);
  const v = vignette(c, 0.6);
  return { defs: room.defs + v.defs, body: body + v.body };
}

/** What the LED wall shows when it takes a live feed: a slide on one half, the speaker's close-up on the other. */
function liveFeed(wall: Box, p: Palette): string {
  let out = "";
  const half = wall.w / 2;
  out += el("rect", { x: wall.x, y: wall.y, width: half, height: wall.h, fill: mix(p.night, "#ffffff", 0.85) });
  for (let i = 0; i < 4; i++)
    out += el("rect", {
      x: wall.x + half * (0.15 + i * 0.18),
      y: wall.y + wall.h * (0.75 - 0.12 * (i + 1)),
      width: half * 0.12,
      height: wall.h * (0.12 * (i + 1)),
      fill: i % 2 ? p.secondary : p.primary,
    });
  out += el("rect", {
    x: wall.x + half * 0.12,
    y: wall.y + wall.h * 0.1,
    width: half * 0.5,
    height: wall.h * 0.06,
    fill: "#3b3a40",
  });
  const fx = wall.x + half;
  out += el("rect", { x: fx, y: wall.y, width: half, height: wall.h, fill: mix(p.deep, p.primary, 0.35) });
  const cx = fx + half * 0.5;
  const s = wall.h * 0.38;
  out += el("path", {
    d: `M${n(cx - s * 1.2)} ${n(wall.y + wall.h)}C${n(cx - s * 1.2)} ${n(wall.y + wall.h - s)} ${n(cx - s * 0.8)} ${n(wall.y + wall.h - s * 1.1)} ${n(cx)} ${n(wall.y + wall.h - s * 1.1)}C${n(cx + s * 0.8)} ${n(wall.y + wall.h - s * 1.1)} ${n(cx + s * 1.2)} ${n(wall.y + wall.h - s)} ${n(cx + s * 1.2)} ${n(wall.y + wall.h)}Z`,
    fill: "#15151c",
  });
  out += el("ellipse", { cx, cy: wall.y + wall.h - s * 1.65, rx: s * 0.42, ry: s * 0.52, fill: "#15151c" });
  out += el("rect", {
    x: wall.x,
    y: wall.y,
    width: wall.w,
    height: wall.h,
    fill: "none",
    stroke: "#050505",
    "stroke-width": wall.h * 0.02,
  });
  return out;
}

/** Rows of empty chairs seen from behind, furniture set for an event. */
function chairRows(c: SceneContext, top: number): string {
  const { w, h } = c;
  let out = "";
  for (let row = 0; row < 3; row++) {
    const y = top + (h - top) * (row / 3) ** 0.8;
    const s = h * (0.03 + row * 0.025);
    const step = s * 2.6;
    let x = c.rng.range(0, step);
    while (x < w) {
      out += el("rect", {
        x: x - s * 0.8,
        y: y - s * 1.4,
        width: s * 1.6,
        height: s * 1.3,
        rx: s * 0.2,
        fill: "#0c0c12",
        stroke: c.palette.primary,
        "stroke-opacity": 0.35,
        "stroke-width": Math.max(1, s * 0.05),
      });
      out += el("rect", { x: x - s * 0.85, y: y - s * 0.1, width: s * 1.7, height: s * 0.3, fill: "#08080c" });
      x += step;
    }
  }
  return out;
}

/**
 * The room set and ready: the LED wall lit, rows of chairs, and a technician at the desk in the
 * corner (the venue as a service: room, furniture, wall and technician).
 */
export function readyRoomScene(c: SceneContext): Painted {
  const { w, h, palette: p } = c;
  let floor = h * 0.7;
  const stage = stageScene(c, {
    onStage: (_wall, floorY) => {
      floor = floorY;
      return "";
    },
  });
  let body = stage.body + chairRows(c, floor + (h - floor) * 0.35);
  const left = c.rng.chance(0.5);
  const dx = left ? w * 0.12 : w * 0.88;
  const deskY = h * 0.82;
  const rim = mix(p.primary, p.highlight, 0.5);
  body += standing(dx + (left ? -1 : 1) * w * 0.02, h * 1.02, h * 0.42, "#050508", rim);
  body += el("rect", {
    x: dx - w * 0.1,
    y: deskY,
    width: w * 0.2,
    height: h - deskY,
    fill: "#0a0a0f",
    stroke: rim,
    "stroke-opacity": 0.4,
  });
  body += el("rect", {
    x: dx - w * 0.07,
    y: deskY - h * 0.05,
    width: w * 0.07,
    height: h * 0.05,
    fill: mix(p.primary, "#ffffff", 0.3),
    opacity: 0.85,
  });
  for (let i = 0; i < 6; i++)
    body += el("rect", {
      x: dx + w * (0.01 + i * 0.013),
      y: deskY + h * 0.015,
      width: w * 0.006,
      height: h * 0.03,
      fill: i % 2 ? p.secondary : "#3ddc97",
    });
  return { defs: stage.defs, body };
}

/** A stage filmed for broadcast: the stage scene with cameras on platforms in front and, if asked, a panel on stage. */
export function broadcastScene(
  c: SceneContext,
  options: { panel?: number; audience?: boolean; liveFeed?: boolean } = {},
): Painted {
  const { w, h, palette: p } = c;
  const rim = mix(p.primary, p.highlight, 0.5);
  const panel = options.panel ?? 0;
  const stage = stageScene(c, {
    audience: options.audience ?? true,
    onStage: (wall, floorY, deckY) => {
      let out = options.liveFeed ? liveFeed(wall, p) : "";
      const H = (deckY - wall.y) * 0.62;
      if (panel > 0) {
        // Chairs in a shallow arc on the deck, a speaker in each.
        for (let i = 0; i < panel; i++) {
          const u = (i + 0.5) / panel;
          const x = wall.x + wall.w * (0.12 + 0.76 * u);
          out += seated(x, deckY - h * 0.005, H * 1.15, u < 0.5 ? 1 : -1, "#050508", rim, "#15131a");
        }
      } else {
        out += standing(wall.x + wall.w * c.rng.range(0.3, 0.7), deckY - h * 0.01, H, "#050508", rim);
      }
      return out;
    },
  });
  // The broadcast cameras: one or two on platforms in the audience, one on the side of the stage.
  let cams = "";
  // A panel is filmed from the sides, so the cameras leave the speakers in view.
  const count = panel > 0 ? 2 : c.rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const x =
      panel > 0
        ? w * (i === 0 ? c.rng.range(0.05, 0.14) : c.rng.range(0.86, 0.95))
        : w * (0.12 + (0.76 * (i + c.rng.range(0.2, 0.8))) / count);
    const s = h * c.rng.range(0.09, 0.13);
    cams += camera(x, h * 1.0, s, x < w / 2 ? 1 : -1, p, c.rng.range(0.6, 1.1));
  }
  // Half of the sets also have a camera crane: its arm reaches over the audience towards the stage.
  if (c.rng.chance(0.5)) {
    const left = c.rng.chance(0.5);
    const baseX = left ? w * c.rng.range(0.04, 0.12) : w * c.rng.range(0.88, 0.96);
    const tipX = left ? w * c.rng.range(0.3, 0.45) : w * c.rng.range(0.55, 0.7);
    const tipY = h * c.rng.range(0.3, 0.45);
    const pivotY = h * 0.72;
    const backX = baseX + (baseX - tipX) * 0.25;
    const backY = pivotY + (pivotY - tipY) * 0.25;
    cams += el("path", {
      d: `M${n(baseX)} ${n(h)}V${n(pivotY)}M${n(backX)} ${n(backY)}L${n(tipX)} ${n(tipY)}`,
      stroke: "#0b0b10",
      "stroke-width": h * 0.016,
    });
    cams += el("path", {
      d: `M${n(backX)} ${n(backY)}L${n(tipX)} ${n(tipY)}`,
      stroke: p.highlight,
      "stroke-opacity": 0.3,
      "stroke-width": h * 0.003,
      transform: `translate(0 ${n(-h * 0.008)})`,
    });
    cams += el("rect", {
      x: backX - h * 0.04,
      y: backY - h * 0.02,
      width: h * 0.08,
      height: h * 0.06,
      fill: "#0b0b10",
    });
    cams += camera(tipX, tipY + h * 0.2, h * 0.07, left ? 1 : -1, p).replace(
      /<path d="M[^"]*" stroke="#0b0b10"[^>]*\/>/,
      "",
    );
  }
  return { defs: stage.defs, body: stage.body + cams };
}

/** A green screen: the green cove, a person on the floor mark, softboxes, a camera and its monitor. */
export function greenScreenScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const green = "#2fb04e";
  const floorY = h * rng.range(0.6, 0.7);
  const coveL = w * rng.range(0.06, 0.22);
  const coveR = w * rng.range(0.78, 0.94);
  const defs = join(
    linear("gsWall", [
      { offset: 0, color: mix(green, p.night, 0.55) },
      { offset: 1, color: mix(green, "#ffffff", 0.05) },
    ]),
    linear("gsFloor", [
      { offset: 0, color: mix(green, "#ffffff", 0.08) },
      { offset: 1, color: mix(green, p.night, 0.5) },
    ]),
    linear("gsRoom", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.6) },
    ]),
    blur("prGlow", w * 0.012),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#gsRoom)" });
  const top = h * rng.range(0.06, 0.16);
  body += el("path", {
    d: `M${n(coveL)} ${n(top)}H${n(coveR)}V${n(floorY)}L${n(coveR + w * 0.08)} ${n(h)}H${n(coveL - w * 0.08)}L${n(coveL)} ${n(floorY)}Z`,
    fill: "url(#gsWall)",
  });
  body += quad(
    [
      [coveL, floorY],
      [coveR, floorY],
      [coveR + w * 0.08, h],
      [coveL - w * 0.08, h],
    ],
    { fill: "url(#gsFloor)" },
  );
  // The cove's soft curve where wall meets floor.
  body += el("rect", {
    x: coveL,
    y: floorY - h * 0.03,
    width: coveR - coveL,
    height: h * 0.03,
    fill: "#ffffff",
    opacity: 0.07,
  });
  // Tracking marks on the green.
  let marks = "";
  for (let i = 0; i < 8; i++) {
    const x = coveL + (coveR - coveL) * rng.range(0.05, 0.95);
    const y = top + (floorY - top) * rng.range(0.08, 0.8);
    const s = h * 0.012;
    marks += `M${n(x - s)} ${n(y)}H${n(x + s)}M${n(x)} ${n(y - s)}V${n(y + s)}`;
  }
  body += el("path", { d: marks, stroke: "#d9ffe0", "stroke-opacity": 0.7, "stroke-width": h * 0.004 });
  const personX = coveL + (coveR - coveL) * rng.range(0.3, 0.7);
  const personFoot = floorY + h * 0.08;
  // The floor mark and the person's shadow.
  body += el("ellipse", { cx: personX, cy: personFoot, rx: h * 0.07, ry: h * 0.015, fill: "#000", opacity: 0.35 });
  body += standing(personX, personFoot, (personFoot - top) * 0.72, "#0a0c0d", "#e8fff0");
  body += softbox(coveL + w * 0.02, h * 0.95, h * 0.13, 1, p);
  body += softbox(coveR - w * 0.02, h * 0.95, h * 0.13, -1, p);
  // The camera and the monitor that shows the keyed picture.
  const camRight = personX < w / 2;
  const camX = camRight ? w * rng.range(0.72, 0.84) : w * rng.range(0.16, 0.28);
  body += camera(camX, h * 1.04, h * 0.16, camRight ? -1 : 1, p);
  const mx = camRight ? camX - w * 0.2 : camX + w * 0.08;
  const monitor = { x: mx, y: h * 0.62, w: w * 0.12, h: w * 0.07 };
  body += el("path", {
    d: `M${n(monitor.x + monitor.w / 2)} ${n(monitor.y + monitor.h)}V${n(h)}`,
    stroke: "#0c0c12",
    "stroke-width": h * 0.01,
  });
  body += el("rect", { x: monitor.x, y: monitor.y, width: monitor.w, height: monitor.h, fill: "#07070a" });
  const keyed = ledContent(c, { x: monitor.x + 3, y: monitor.y + 3, w: monitor.w - 6, h: monitor.h - 6 }, "gsk");
  body += keyed.body;
  body += standing(monitor.x + monitor.w / 2, monitor.y + monitor.h - 3, monitor.h * 0.7, "#0a0c0d", p.highlight);
  const v = vignette(c, 0.55);
  return { defs: defs + keyed.defs + v.defs, body: body + v.body };
}

/** An edit suite: an editor from behind at a desk of monitors, a film frame, a timeline and a colour scope. */
export function editSuiteScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const deskY = h * rng.range(0.62, 0.7);
  const shift = rng.range(-0.12, 0.12) * w;
  const mainW = w * rng.range(0.3, 0.38);
  const mainH = mainW * 0.58;
  const main = { x: w / 2 - mainW / 2 + shift, y: deskY - mainH - h * 0.08, w: mainW, h: mainH };
  const side = mainW * 0.7;
  const left = { x: main.x - side - w * 0.015, y: main.y + mainH * 0.18, w: side, h: side * 0.58 };
  const right = { x: main.x + mainW + w * 0.015, y: main.y + mainH * 0.18, w: side, h: side * 0.58 };
  const film = ledContent(c, main, "es");
  const defs = join(
    linear("esRoom", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.7) },
    ]),
    linear("esDesk", [
      { offset: 0, color: mix(p.night, p.highlight, 0.12) },
      { offset: 1, color: "#050507" },
    ]),
    radial("esSpill", [
      { offset: 0, color: p.primary, opacity: 0.35 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    film.defs,
  );
  let body = el("rect", { width: w, height: h, fill: "url(#esRoom)" });
  // Acoustic panels on the back wall.
  const cols = 7;
  for (let i = 0; i < cols; i++)
    body += el("rect", {
      x: w * (0.02 + (0.96 * i) / cols),
      y: h * 0.06,
      width: (w * 0.96) / cols - w * 0.012,
      height: deskY - h * 0.1,
      fill: mix(p.night, p.deep, 0.45 + 0.15 * (i % 2)),
    });
  body += el("ellipse", {
    cx: main.x + mainW / 2,
    cy: main.y + mainH / 2,
    rx: w * 0.45,
    ry: h * 0.45,
    fill: "url(#esSpill)",
  });
  for (const m of [main, left, right])
    body += el("rect", {
      x: m.x - w * 0.005,
      y: m.y - w * 0.005,
      width: m.w + w * 0.01,
      height: m.h + w * 0.01,
      fill: "#040406",
    });
  body += film.body;
  // The timeline: tracks of clips in the venue's colours.
  body += el("rect", { x: left.x, y: left.y, width: left.w, height: left.h, fill: "#121219" });
  const tones = [p.primary, p.secondary, mix(p.primary, p.secondary, 0.5), p.highlight];
  for (let track = 0; track < 5; track++) {
    let x = left.x + left.w * 0.04;
    const y = left.y + left.h * (0.12 + track * 0.16);
    while (x < left.x + left.w * 0.94) {
      const cw = Math.min(left.w * rng.range(0.08, 0.26), left.x + left.w * 0.96 - x);
      body += el("rect", { x, y, width: cw, height: left.h * 0.11, fill: tones[track % tones.length]!, opacity: 0.8 });
      x += cw + left.w * rng.range(0.01, 0.05);
    }
  }
  body += el("rect", {
    x: left.x + left.w * rng.range(0.3, 0.7),
    y: left.y,
    width: 2,
    height: left.h,
    fill: "#ff3b3b",
  });
  // The colour scope: three waves.
  body += el("rect", { x: right.x, y: right.y, width: right.w, height: right.h, fill: "#0a0a0f" });
  for (const [k, tone] of [
    [0, "#ff5a5a"],
    [1, "#5aff8a"],
    [2, "#5aa8ff"],
  ] as const) {
    let d = "";
    for (let i = 0; i <= 20; i++) {
      const x = right.x + (right.w * i) / 20;
      const y = right.y + right.h * (0.5 + 0.3 * Math.sin(i * 0.6 + k * 1.3 + rng.range(0, 0.4)));
      d += `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
    }
    body += el("path", {
      d,
      stroke: tone,
      "stroke-opacity": 0.75,
      "stroke-width": Math.max(1, w * 0.002),
      fill: "none",
    });
  }
  // The desk, a keyboard, a jog wheel, two speakers.
  body += el("rect", { x: 0, y: deskY, width: w, height: h - deskY, fill: "url(#esDesk)" });
  body += el("rect", { x: 0, y: deskY, width: w, height: h * 0.006, fill: p.highlight, opacity: 0.3 });
  body += quad(
    [
      [main.x + mainW * 0.2, deskY + h * 0.05],
      [main.x + mainW * 0.8, deskY + h * 0.05],
      [main.x + mainW * 0.85, deskY + h * 0.1],
      [main.x + mainW * 0.15, deskY + h * 0.1],
    ],
    { fill: "#14141b" },
  );
  body += el("circle", {
    cx: main.x + mainW * 1.05,
    cy: deskY + h * 0.08,
    r: h * 0.03,
    fill: "#14141b",
    stroke: p.primary,
    "stroke-opacity": 0.5,
  });
  for (const x of [left.x - w * 0.05, right.x + right.w + w * 0.01])
    body += el("rect", { x, y: deskY - h * 0.16, width: w * 0.04, height: h * 0.16, rx: w * 0.004, fill: "#0b0b10" });
  // The editor from behind: chair back, shoulders and head against the screens.
  const ex = main.x + mainW * rng.range(0.35, 0.65);
  const s = h * 0.14;
  const rim = mix(p.primary, p.highlight, 0.4);
  const shape =
    el("path", {
      d: `M${n(ex - s * 1.1)} ${n(h)}C${n(ex - s * 1.1)} ${n(h - s * 1.6)} ${n(ex - s * 0.7)} ${n(h - s * 1.9)} ${n(ex)} ${n(h - s * 1.9)}C${n(ex + s * 0.7)} ${n(h - s * 1.9)} ${n(ex + s * 1.1)} ${n(h - s * 1.6)} ${n(ex + s * 1.1)} ${n(h)}Z`,
    }) + el("circle", { cx: ex, cy: h - s * 2.35, r: s * 0.45 });
  body += el("g", { fill: rim, opacity: 0.7, transform: `translate(0 ${n(-s * 0.05)})` }, shape);
  body += el("g", { fill: "#040406" }, shape);
  // Headphones over the head.
  body += el("path", {
    d: `M${n(ex - s * 0.5)} ${n(h - s * 2.3)}A${n(s * 0.5)} ${n(s * 0.55)} 0 0 1 ${n(ex + s * 0.5)} ${n(h - s * 2.3)}`,
    stroke: "#1c1c24",
    "stroke-width": s * 0.1,
    fill: "none",
  });
  const v = vignette(c, 0.6);
  return { defs: defs + v.defs, body: body + v.body };
}

/**
 * A studio set: a curved LED cyclorama, a ring light on its stand before a stool or a desk, cameras on
 * tripods around the set. Where the set stands, which furniture and how many cameras vary per slot.
 */
export function studioSetScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p, t } = c;
  const top = h * rng.range(0.1, 0.2);
  const bottom = h * rng.range(0.58, 0.68);
  const curve = h * rng.range(0.05, 0.1);
  const cycW = w * rng.range(0.6, 0.9);
  const cycX = rng.range(0.02, 0.98 - cycW / w) * w;
  const cyc = { x: cycX, y: top, w: cycW, h: bottom - top };
  const led = ledContent(c, cyc, "c");
  const mid = cycX + cycW / 2;
  const path = `M${n(cyc.x)} ${n(top + curve)}Q${n(mid)} ${n(top - curve)} ${n(cyc.x + cyc.w)} ${n(top + curve)}V${n(bottom)}Q${n(mid)} ${n(bottom + curve * 1.5)} ${n(cyc.x)} ${n(bottom)}Z`;
  const defs = join(
    linear("bg", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.7) },
    ]),
    linear("ssFloor", [
      { offset: 0, color: mix(p.deep, p.primary, 0.15) },
      { offset: 1, color: p.night },
    ]),
    el("clipPath", { id: "cycClip" }, el("path", { d: path })),
    blur("glow", w * 0.03),
    blur("prGlow", w * 0.012),
    led.defs,
  );
  let body = el("rect", { width: w, height: h, fill: "url(#bg)" });
  body += el("g", { "clip-path": "url(#cycClip)" }, led.body);
  body += el("path", { d: path, fill: "none", stroke: p.highlight, "stroke-opacity": 0.25, "stroke-width": 2 });
  const floorY = bottom + curve * 0.8;
  body += el("rect", { x: 0, y: floorY, width: w, height: h - floorY, fill: "url(#ssFloor)" });
  // The set: a stool or a desk at the ring light's focus.
  const setX = cycX + cycW * rng.range(0.3, 0.7);
  const setY = floorY + h * 0.06;
  const ringR = h * rng.range(0.08, 0.12);
  const ringX = setX + rng.pick([-1, 1]) * w * rng.range(0.06, 0.1);
  const ringY = setY - h * 0.36;
  body += el("path", {
    d: `M${n(ringX)} ${n(ringY + ringR)}V${n(setY)}M${n(ringX - ringR * 0.5)} ${n(setY)}L${n(ringX)} ${n(setY - h * 0.05)}L${n(ringX + ringR * 0.5)} ${n(setY)}`,
    stroke: "#0c0c12",
    "stroke-width": h * 0.008,
    fill: "none",
  });
  if (rng.chance(0.5)) {
    // A desk for a presenter.
    body += quad(
      [
        [setX - w * 0.12, setY - h * 0.14],
        [setX + w * 0.12, setY - h * 0.14],
        [setX + w * 0.1, setY],
        [setX - w * 0.1, setY],
      ],
      { fill: "#0d0d13", stroke: p.secondary, "stroke-opacity": 0.7, "stroke-width": h * 0.004 },
    );
  } else {
    // A stool and its footrest ring.
    body += el("ellipse", { cx: setX, cy: setY - h * 0.2, rx: w * 0.03, ry: h * 0.012, fill: "#1a1a22" });
    body += el("path", {
      d: `M${n(setX - w * 0.022)} ${n(setY)}L${n(setX - w * 0.012)} ${n(setY - h * 0.2)}M${n(setX + w * 0.022)} ${n(setY)}L${n(setX + w * 0.012)} ${n(setY - h * 0.2)}`,
      stroke: "#1a1a22",
      "stroke-width": h * 0.008,
    });
  }
  body += el("circle", {
    cx: ringX,
    cy: ringY,
    r: ringR,
    fill: "none",
    stroke: p.highlight,
    "stroke-width": h * 0.016,
    opacity: 0.85 + 0.1 * wave(t),
    filter: "url(#glow)",
  });
  body += el("circle", {
    cx: ringX,
    cy: ringY,
    r: ringR,
    fill: "none",
    stroke: p.highlight,
    "stroke-width": h * 0.008,
  });
  body += softbox(rng.chance(0.5) ? cycX + w * 0.04 : cycX + cycW - w * 0.04, floorY + h * 0.04, h * 0.1, 1, p);
  // Cameras on tripods: two or three, at different distances.
  const cameras = rng.int(2, 3);
  for (let i = 0; i < cameras; i++) {
    const x = w * (0.1 + (0.8 * (i + rng.range(0.1, 0.9))) / cameras);
    const s = h * rng.range(0.08, 0.15);
    body += camera(x, h * rng.range(0.94, 1.04), s, x < setX ? 1 : -1, p);
  }
  const v = vignette(c, 0.65);
  return { defs: defs + v.defs, body: body + v.body };
}

/**
 * The content studio: what will run on the walls previewed large on the back wall, two designers at
 * their monitors below it, a producer standing beside the screen.
 */
export function contentStudioScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const screenW = w * rng.range(0.5, 0.64);
  const screen = {
    x: w * rng.range(0.06, 0.94) - screenW / 2,
    y: h * rng.range(0.08, 0.14),
    w: screenW,
    h: screenW * 0.38,
  };
  screen.x = Math.max(w * 0.04, Math.min(w * 0.96 - screenW, screen.x));
  const preview = ledContent(c, screen, "cs");
  const deskY = h * rng.range(0.7, 0.76);
  const defs = join(
    linear("csRoom", [
      { offset: 0, color: p.night },
      { offset: 1, color: mix(p.night, p.deep, 0.75) },
    ]),
    radial("csSpill", [
      { offset: 0, color: p.primary, opacity: 0.3 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    linear("csDesk", [
      { offset: 0, color: mix(p.night, p.highlight, 0.16) },
      { offset: 1, color: "#050507" },
    ]),
    blur("prGlow", w * 0.012),
    preview.defs,
  );
  let body = el("rect", { width: w, height: h, fill: "url(#csRoom)" });
  body += el("ellipse", {
    cx: screen.x + screen.w / 2,
    cy: screen.y + screen.h,
    rx: w * 0.5,
    ry: h * 0.5,
    fill: "url(#csSpill)",
  });
  body += el("rect", {
    x: screen.x - w * 0.008,
    y: screen.y - w * 0.008,
    width: screen.w + w * 0.016,
    height: screen.h + w * 0.016,
    fill: "#040406",
  });
  body += preview.body;
  // The storyboard pinned beside the screen: frames of the opener.
  const boardX = screen.x + screen.w / 2 < w / 2 ? screen.x + screen.w + w * 0.04 : screen.x - w * 0.22;
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < 3; k++)
      body += el("rect", {
        x: boardX + k * w * 0.062,
        y: screen.y + r * h * 0.09,
        width: w * 0.052,
        height: h * 0.07,
        fill: mix(k % 2 ? p.primary : p.secondary, "#ffffff", 0.35),
        opacity: 0.75,
      });
  // The desk and two monitors, each showing the visual in progress.
  body += el("rect", { x: 0, y: deskY, width: w, height: h - deskY, fill: "url(#csDesk)" });
  body += el("rect", { x: 0, y: deskY, width: w, height: h * 0.005, fill: p.highlight, opacity: 0.3 });
  const seats = [rng.range(0.2, 0.35), rng.range(0.6, 0.78)];
  const rim = mix(p.primary, p.highlight, 0.4);
  for (const [i, u] of seats.entries()) {
    const mx = w * u;
    const mw = w * 0.2;
    const mh = mw * 0.58;
    const my = deskY - mh - h * 0.04;
    body += el("rect", { x: mx - mw / 2, y: my, width: mw, height: mh, fill: "#040406" });
    body += el("rect", {
      x: mx - mw / 2 + w * 0.004,
      y: my + w * 0.004,
      width: mw - w * 0.008,
      height: mh - w * 0.008,
      fill: mix(i ? p.secondary : p.primary, p.night, 0.35),
    });
    body += el("circle", { cx: mx, cy: my + mh * 0.5, r: mh * 0.22, fill: p.highlight, opacity: 0.6 });
    body += el("rect", { x: mx - w * 0.006, y: my + mh, width: w * 0.012, height: h * 0.04, fill: "#101015" });
    // The designer from behind.
    const s = h * 0.12;
    const ex = mx + rng.range(-0.04, 0.04) * w;
    const shape =
      el("path", {
        d: `M${n(ex - s * 1.1)} ${n(h)}C${n(ex - s * 1.1)} ${n(h - s * 1.5)} ${n(ex - s * 0.7)} ${n(h - s * 1.8)} ${n(ex)} ${n(h - s * 1.8)}C${n(ex + s * 0.7)} ${n(h - s * 1.8)} ${n(ex + s * 1.1)} ${n(h - s * 1.5)} ${n(ex + s * 1.1)} ${n(h)}Z`,
      }) + el("circle", { cx: ex, cy: h - s * 2.25, r: s * 0.45 });
    body += el("g", { fill: rim, opacity: 0.7, transform: `translate(0 ${n(-s * 0.05)})` }, shape);
    body += el("g", { fill: "#040406" }, shape);
  }
  // The producer beside the screen, pointing at the wall visual.
  const px = screen.x + screen.w / 2 < w / 2 ? screen.x + screen.w * 0.9 : screen.x + screen.w * 0.1;
  body += standing(px, deskY + h * 0.02, (deskY - screen.y) * 0.75, "#050508", rim);
  const v = vignette(c, 0.55);
  return { defs: defs + v.defs, body: body + v.body };
}
