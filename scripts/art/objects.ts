import { mix } from "./palette.ts";
import { blur, el, linear, n, points, radial } from "./svg.ts";
import { join, ledContent, vignette, type Painted, type SceneContext } from "./scenes.ts";

// Things rather than rooms (issue 48 item 4, decision 1121): a display beside a meeting-room door,
// the event planners' handbook lying open, a gift card on its envelope, and a deck of pictures of
// several spaces. Same art direction as scenes.ts: night, LED light, no text, no faces.

const PAPER = "#eee8dd";
const INK = "#3b3a40";

/** Grey bars where a page has lines of text (art has no text). */
function lines(x: number, y: number, width: number, count: number, gap: number, rng: SceneContext["rng"]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const lw = i === count - 1 ? width * rng.range(0.3, 0.7) : width * rng.range(0.85, 1);
    out += el("rect", { x, y: y + i * gap, width: lw, height: gap * 0.38, rx: gap * 0.1, fill: INK, opacity: 0.35 });
  }
  return out;
}

/** A corridor wall: a meeting-room door with a slim display beside it showing the session now and next. */
export function doorDisplayScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const floorY = h * rng.range(0.84, 0.9);
  const doorW = w * rng.range(0.17, 0.22);
  const doorX = w * rng.range(0.12, 0.42);
  const doorTop = h * rng.range(0.1, 0.16);
  const screenRight = rng.chance(0.75);
  const display = {
    x: screenRight ? doorX + doorW + w * rng.range(0.04, 0.08) : doorX - w * rng.range(0.12, 0.16),
    y: h * rng.range(0.3, 0.36),
    w: w * 0.085,
    h: h * 0.26,
  };
  const defs = join(
    linear(
      "ddWall",
      [
        { offset: 0, color: mix("#4a4852", p.deep, 0.35) },
        { offset: 1, color: mix("#2a2930", p.deep, 0.45) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    ),
    linear("ddFloor", [
      { offset: 0, color: mix("#2a2624", p.deep, 0.3) },
      { offset: 1, color: "#0b0a0c" },
    ]),
    linear(
      "ddDoor",
      [
        { offset: 0, color: "#7a5232" },
        { offset: 0.5, color: "#9c6b40" },
        { offset: 1, color: "#6a4529" },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear("ddScreen", [
      { offset: 0, color: mix(p.primary, p.night, 0.15) },
      { offset: 1, color: mix(p.primary, p.night, 0.75) },
    ]),
    linear("ddCone", [
      { offset: 0, color: "#fff3dc", opacity: 0.5 },
      { offset: 1, color: "#fff3dc", opacity: 0 },
    ]),
    radial("ddGlow", [
      { offset: 0, color: p.primary, opacity: 0.45 },
      { offset: 1, color: p.primary, opacity: 0 },
    ]),
    blur("ddBlur", w * 0.01),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#ddWall)" });
  // Downlights wash the wall in cones.
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2) + rng.range(-0.03, 0.03) * w;
    body += el("polygon", {
      points: points([
        [x - w * 0.01, 0],
        [x + w * 0.01, 0],
        [x + w * 0.07, h * 0.55],
        [x - w * 0.07, h * 0.55],
      ]),
      fill: "url(#ddCone)",
      opacity: 0.55,
    });
    body += el("rect", { x: x - w * 0.012, y: 0, width: w * 0.024, height: h * 0.008, fill: "#fff6e0" });
  }
  body += el("rect", { x: 0, y: floorY, width: w, height: h - floorY, fill: "url(#ddFloor)" });
  body += el("rect", { x: 0, y: floorY - h * 0.012, width: w, height: h * 0.012, fill: "#1a181c" });
  // The door: a frame, the wooden leaf, a long handle, a frosted glass strip beside it.
  body += el("rect", {
    x: doorX - w * 0.012,
    y: doorTop - w * 0.012,
    width: doorW + w * 0.024,
    height: floorY - doorTop + w * 0.012,
    fill: "#17161b",
  });
  body += el("rect", { x: doorX, y: doorTop, width: doorW, height: floorY - doorTop, fill: "url(#ddDoor)" });
  const handleX = screenRight ? doorX + doorW * 0.86 : doorX + doorW * 0.14;
  body += el("rect", {
    x: handleX - w * 0.004,
    y: doorTop + (floorY - doorTop) * 0.4,
    width: w * 0.008,
    height: (floorY - doorTop) * 0.22,
    rx: w * 0.004,
    fill: "#c9c9cf",
  });
  const glassX = screenRight ? doorX - w * 0.06 : doorX + doorW + w * 0.024;
  body += el("rect", {
    x: glassX,
    y: doorTop,
    width: w * 0.036,
    height: floorY - doorTop,
    fill: "#bcc6cf",
    opacity: 0.55,
  });
  body += el("rect", {
    x: glassX,
    y: doorTop,
    width: w * 0.036,
    height: floorY - doorTop,
    fill: p.secondary,
    opacity: 0.12,
  });
  // The display: its glow on the wall, the bezel, the session now (bright) and next (dim).
  const d = display;
  body += el("ellipse", { cx: d.x + d.w / 2, cy: d.y + d.h / 2, rx: d.w * 1.6, ry: d.h * 0.9, fill: "url(#ddGlow)" });
  body += el("rect", {
    x: d.x - w * 0.006,
    y: d.y - w * 0.006,
    width: d.w + w * 0.012,
    height: d.h + w * 0.012,
    rx: w * 0.004,
    fill: "#0a0a0d",
  });
  body += el("rect", { x: d.x, y: d.y, width: d.w, height: d.h, fill: "url(#ddScreen)" });
  body += el("rect", { x: d.x, y: d.y, width: d.w, height: d.h * 0.08, fill: "#000", opacity: 0.35 });
  body += el("rect", {
    x: d.x + d.w * 0.1,
    y: d.y + d.h * 0.14,
    width: d.w * 0.8,
    height: d.h * 0.34,
    fill: "#ffffff",
    opacity: 0.9,
  });
  body += el("rect", {
    x: d.x + d.w * 0.16,
    y: d.y + d.h * 0.2,
    width: d.w * 0.5,
    height: d.h * 0.05,
    fill: p.primary,
  });
  body += el("rect", {
    x: d.x + d.w * 0.16,
    y: d.y + d.h * 0.29,
    width: d.w * 0.66,
    height: d.h * 0.03,
    fill: INK,
    opacity: 0.6,
  });
  body += el("rect", {
    x: d.x + d.w * 0.16,
    y: d.y + d.h * 0.35,
    width: d.w * 0.44,
    height: d.h * 0.03,
    fill: INK,
    opacity: 0.6,
  });
  body += el("rect", {
    x: d.x + d.w * 0.1,
    y: d.y + d.h * 0.56,
    width: d.w * 0.8,
    height: d.h * 0.2,
    fill: "#ffffff",
    opacity: 0.3,
  });
  body += el("rect", {
    x: d.x + d.w * 0.16,
    y: d.y + d.h * 0.61,
    width: d.w * 0.46,
    height: d.h * 0.03,
    fill: "#ffffff",
    opacity: 0.7,
  });
  body += el("circle", { cx: d.x + d.w * 0.82, cy: d.y + d.h * 0.88, r: d.w * 0.06, fill: "#3ddc97" });
  // Further down the corridor: the next door's edge and display, cut by the frame.
  const nextX = screenRight ? w * rng.range(0.86, 0.92) : w * rng.range(0.02, 0.06);
  body += el("rect", {
    x: nextX,
    y: doorTop,
    width: w * 0.2,
    height: floorY - doorTop,
    fill: "url(#ddDoor)",
    opacity: 0.8,
  });
  body += el("rect", {
    x: nextX - w * 0.01,
    y: doorTop - w * 0.01,
    width: w * 0.01,
    height: floorY - doorTop + w * 0.01,
    fill: "#17161b",
  });
  const v = vignette(c, 0.45);
  return { defs: defs + v.defs, body: body + v.body };
}

/** The handbook lying open on a desk: a picture of an LED wall on one page, a welcome stele on the other, lines of text. */
export function handbookScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const angle = rng.range(-9, 9);
  const cx = w * rng.range(0.42, 0.58);
  const cy = h * rng.range(0.46, 0.54);
  const pw = w * rng.range(0.3, 0.35);
  const ph = pw * 1.35;
  const wall = { x: cx - pw * 0.88, y: cy - ph * 0.3, w: pw * 0.76, h: pw * 0.4 };
  const led = ledContent(c, wall, "hbw");
  const defs = join(
    radial(
      "hbDesk",
      [
        { offset: 0, color: mix("#3a2c22", p.deep, 0.3) },
        { offset: 1, color: mix("#120e0c", p.night, 0.4) },
      ],
      { r: 0.8 },
    ),
    linear(
      "hbLeft",
      [
        { offset: 0, color: PAPER },
        { offset: 0.85, color: PAPER },
        { offset: 1, color: "#b9b2a6" },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(
      "hbRight",
      [
        { offset: 0, color: "#b9b2a6" },
        { offset: 0.15, color: PAPER },
        { offset: 1, color: PAPER },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    blur("hbShadow", w * 0.012),
    led.defs,
  );
  let body = el("rect", { width: w, height: h, fill: "url(#hbDesk)" });
  let book = "";
  book += el("rect", {
    x: cx - pw - w * 0.01,
    y: cy - ph / 2 + h * 0.02,
    width: pw * 2 + w * 0.02,
    height: ph,
    fill: "#000",
    opacity: 0.6,
    filter: "url(#hbShadow)",
  });
  // The cover shows at the edges, then the pages.
  book += el("rect", {
    x: cx - pw - w * 0.008,
    y: cy - ph / 2 - w * 0.008,
    width: pw * 2 + w * 0.016,
    height: ph + w * 0.016,
    rx: w * 0.004,
    fill: mix(p.primary, p.night, 0.35),
  });
  book += el("rect", { x: cx - pw, y: cy - ph / 2, width: pw, height: ph, fill: "url(#hbLeft)" });
  book += el("rect", { x: cx, y: cy - ph / 2, width: pw, height: ph, fill: "url(#hbRight)" });
  // Left page: a headline bar, the LED wall on a stage, lines.
  const lx = cx - pw * 0.88;
  book += el("rect", { x: lx, y: cy - ph * 0.42, width: pw * 0.5, height: ph * 0.035, fill: INK });
  book += el("rect", { x: lx, y: cy - ph * 0.36, width: pw * 0.12, height: ph * 0.012, fill: p.primary });
  book += el("rect", {
    x: wall.x - pw * 0.02,
    y: wall.y - pw * 0.02,
    width: wall.w + pw * 0.04,
    height: wall.h + pw * 0.18,
    fill: "#0d0d12",
  });
  book += led.body;
  book += el("rect", {
    x: wall.x - pw * 0.02,
    y: wall.y + wall.h + pw * 0.06,
    width: wall.w + pw * 0.04,
    height: pw * 0.1,
    fill: mix(p.deep, p.primary, 0.2),
  });
  book += lines(lx, cy + ph * 0.08, pw * 0.76, 8, ph * 0.045, rng);
  // Right page: lines, then the stele in the foyer, then lines.
  const rx = cx + pw * 0.12;
  book += el("rect", { x: rx, y: cy - ph * 0.42, width: pw * 0.42, height: ph * 0.03, fill: INK });
  book += lines(rx, cy - ph * 0.34, pw * 0.76, 5, ph * 0.045, rng);
  const foyer = { x: rx, y: cy - ph * 0.08, w: pw * 0.76, h: ph * 0.32 };
  book += el("rect", { x: foyer.x, y: foyer.y, width: foyer.w, height: foyer.h, fill: mix(p.night, p.deep, 0.6) });
  book += el("rect", {
    x: foyer.x,
    y: foyer.y + foyer.h * 0.8,
    width: foyer.w,
    height: foyer.h * 0.2,
    fill: mix(p.deep, "#ffffff", 0.1),
  });
  const stele = { x: foyer.x + foyer.w * 0.4, y: foyer.y + foyer.h * 0.14, w: foyer.w * 0.16, h: foyer.h * 0.74 };
  book += el("rect", { x: stele.x, y: stele.y, width: stele.w, height: stele.h, fill: "#08080b" });
  book += el("rect", {
    x: stele.x + stele.w * 0.12,
    y: stele.y + stele.h * 0.06,
    width: stele.w * 0.76,
    height: stele.h * 0.7,
    fill: p.primary,
  });
  book += el("rect", {
    x: stele.x + stele.w * 0.2,
    y: stele.y + stele.h * 0.2,
    width: stele.w * 0.6,
    height: stele.h * 0.08,
    fill: "#fff",
    opacity: 0.8,
  });
  book += lines(rx, cy + ph * 0.3, pw * 0.76, 3, ph * 0.045, rng);
  // The gutter's shadow.
  book += el("rect", { x: cx - w * 0.002, y: cy - ph / 2, width: w * 0.004, height: ph, fill: "#8a8378" });
  body += el("g", { transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, book);
  // A pen and a phone beside the book.
  const penX = cx + pw * 1.1;
  body += el("rect", {
    x: penX,
    y: cy - ph * 0.3,
    width: w * 0.012,
    height: ph * 0.55,
    rx: w * 0.006,
    fill: "#15151a",
    stroke: p.highlight,
    "stroke-opacity": 0.4,
    transform: `rotate(${n(angle + 12)} ${n(penX)} ${n(cy)})`,
  });
  const phoneX = cx - pw * 1.32;
  body += el("rect", {
    x: phoneX,
    y: cy - ph * 0.1,
    width: w * 0.07,
    height: w * 0.14,
    rx: w * 0.01,
    fill: "#0a0a0d",
    stroke: "#333",
    transform: `rotate(${n(angle - 8)} ${n(phoneX)} ${n(cy)})`,
  });
  const v = vignette(c, 0.5);
  return { defs: defs + v.defs, body: body + v.body };
}

/** A gift card on its envelope, tied with a ribbon: the card in the venue's light with a spark mark, no words. */
export function giftCardScene(c: SceneContext): Painted {
  const { w, h, rng, palette: p } = c;
  const cardW = w * rng.range(0.38, 0.46);
  const cardH = cardW / 1.586;
  const cx = w * rng.range(0.42, 0.6);
  const cy = h * rng.range(0.44, 0.56);
  const angle = rng.range(-14, 14);
  const envW = cardW * 1.35;
  const envH = envW * 0.62;
  const ex = cx + rng.range(-0.12, 0.12) * w;
  const ey = cy + rng.range(-0.06, 0.06) * h;
  const envAngle = angle + rng.pick([-1, 1]) * rng.range(8, 16);
  const defs = join(
    radial(
      "gcTable",
      [
        { offset: 0, color: mix(p.deep, "#ffffff", 0.08) },
        { offset: 1, color: p.night },
      ],
      { r: 0.85 },
    ),
    linear(
      "gcCard",
      [
        { offset: 0, color: p.primary },
        { offset: 0.6, color: mix(p.primary, p.secondary, 0.6) },
        { offset: 1, color: p.secondary },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    linear(
      "gcSheen",
      [
        { offset: 0, color: "#ffffff", opacity: 0 },
        { offset: 0.5, color: "#ffffff", opacity: 0.28 },
        { offset: 1, color: "#ffffff", opacity: 0 },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    blur("gcShadow", w * 0.012),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#gcTable)" });
  // The envelope with its flap and a ribbon tied in a bow.
  let env = el("rect", {
    x: ex - envW / 2 + w * 0.01,
    y: ey - envH / 2 + h * 0.02,
    width: envW,
    height: envH,
    fill: "#000",
    opacity: 0.5,
    filter: "url(#gcShadow)",
  });
  env += el("rect", { x: ex - envW / 2, y: ey - envH / 2, width: envW, height: envH, fill: "#e9e3d8" });
  env += el("path", {
    d: `M${n(ex - envW / 2)} ${n(ey - envH / 2)}L${n(ex)} ${n(ey + envH * 0.08)}L${n(ex + envW / 2)} ${n(ey - envH / 2)}`,
    stroke: "#b8b0a2",
    "stroke-width": w * 0.003,
    fill: "none",
  });
  const ribbon = mix(p.secondary, "#ffffff", 0.1);
  env += el("rect", { x: ex + envW * 0.22, y: ey - envH / 2, width: envW * 0.06, height: envH, fill: ribbon });
  const bx = ex + envW * 0.25;
  const by = ey - envH * 0.18;
  for (const side of [-1, 1])
    env += el("ellipse", {
      cx: bx + side * envW * 0.07,
      cy: by,
      rx: envW * 0.075,
      ry: envH * 0.09,
      fill: ribbon,
      stroke: mix(ribbon, "#000", 0.35),
      "stroke-width": w * 0.002,
      transform: `rotate(${side * 20} ${n(bx + side * envW * 0.07)} ${n(by)})`,
    });
  env += el("circle", { cx: bx, cy: by, r: envW * 0.03, fill: mix(ribbon, "#000", 0.2) });
  body += el("g", { transform: `rotate(${n(envAngle)} ${n(ex)} ${n(ey)})` }, env);
  // The card: shadow, face, sheen, the spark mark, an embossed row, a stripe.
  const x = cx - cardW / 2;
  const y = cy - cardH / 2;
  const r = cardW * 0.05;
  let card = el("rect", {
    x: x + w * 0.008,
    y: y + h * 0.02,
    width: cardW,
    height: cardH,
    rx: r,
    fill: "#000",
    opacity: 0.6,
    filter: "url(#gcShadow)",
  });
  card += el("rect", { x, y, width: cardW, height: cardH, rx: r, fill: "url(#gcCard)" });
  card += el("rect", { x, y, width: cardW, height: cardH, rx: r, fill: "url(#gcSheen)" });
  const sx = x + cardW * 0.16;
  const sy = y + cardH * 0.3;
  const star: [number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const radius = (i % 2 === 0 ? 1 : 0.32) * cardH * 0.16;
    const a = (Math.PI * i) / 8;
    star.push([sx + Math.cos(a) * radius, sy + Math.sin(a) * radius]);
  }
  card += el("polygon", { points: points(star), fill: p.highlight });
  card += el("rect", {
    x: x + cardW * 0.08,
    y: y + cardH * 0.72,
    width: cardW * 0.5,
    height: cardH * 0.05,
    rx: cardH * 0.02,
    fill: "#ffffff",
    opacity: 0.55,
  });
  card += el("rect", {
    x: x + cardW * 0.08,
    y: y + cardH * 0.82,
    width: cardW * 0.28,
    height: cardH * 0.04,
    rx: cardH * 0.02,
    fill: "#ffffff",
    opacity: 0.35,
  });
  card += el("rect", {
    x: x + cardW * 0.72,
    y: y + cardH * 0.12,
    width: cardW * 0.18,
    height: cardH * 0.2,
    rx: cardH * 0.03,
    fill: "#f1d38a",
    opacity: 0.9,
  });
  card += el("rect", {
    x,
    y,
    width: cardW,
    height: cardH,
    rx: r,
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.35,
    "stroke-width": w * 0.0015,
  });
  body += el("g", { transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, card);
  const v = vignette(c, 0.55);
  return { defs: defs + v.defs, body: body + v.body };
}

/** A scene painted into a frame of a larger picture: its ids renamed so two scenes' gradients never collide. */
function framed(
  scene: Painted,
  prefix: string,
  box: { x: number; y: number; w: number; h: number },
  cw: number,
  ch: number,
) {
  const rename = (text: string) =>
    text.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  return el(
    "svg",
    {
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      viewBox: `0 0 ${n(cw)} ${n(ch)}`,
      preserveAspectRatio: "xMidYMid slice",
    },
    el("defs", {}, rename(scene.defs)) + rename(scene.body),
  );
}

/**
 * Several spaces side by side, as a deck shows them: one large frame and a column of smaller ones,
 * each painted by its own scene.
 */
export function mosaicScene(c: SceneContext, scenes: ((frame: SceneContext) => Painted)[]): Painted {
  const { w, h, palette: p } = c;
  const gap = w * 0.012;
  const large = scenes.length > 1;
  const bigW = large ? w * c.rng.range(0.56, 0.64) : w;
  const bigLeft = c.rng.chance(0.5);
  let body = el("rect", { width: w, height: h, fill: p.night });
  const frames: { x: number; y: number; w: number; h: number }[] = [
    { x: bigLeft ? 0 : w - bigW, y: 0, w: bigW - (large ? gap / 2 : 0), h },
  ];
  const rest = scenes.length - 1;
  for (let i = 0; i < rest; i++) {
    const fh = (h - gap * (rest - 1)) / rest;
    frames.push({ x: bigLeft ? bigW + gap / 2 : 0, y: i * (fh + gap), w: w - bigW - gap / 2, h: fh });
  }
  scenes.forEach((paint, i) => {
    const box = frames[i]!;
    // Each frame is painted at the picture's size and scaled into its box, so every scene keeps its proportions.
    const cw = w;
    const ch = (w * box.h) / box.w;
    const frame: SceneContext = { ...c, w: cw, h: Math.max(ch, h * 0.5) };
    body += framed(paint(frame), `m${i}`, box, frame.w, frame.h);
  });
  return { defs: "", body };
}
