import { mix } from "./palette.ts";
import { createRng, type Rng } from "./random.ts";
import { blur, el, linear, n, radial } from "./svg.ts";
import { join, vignette, type Painted, type SceneContext } from "./scenes.ts";

// Portraits: a head-and-shoulders painting of one person (or two, side by side), seeded by the slot
// id so each name gets its own person: skin tone, hair, build and clothing differ. Rim-lit in the
// venue's light like every other picture; the face is left without features, as in an illustration.

const SKIN_TONES = ["#f4d5bd", "#e9bd9a", "#d6a075", "#b98055", "#93613f", "#6e452b", "#4b2e1d"] as const;
const HAIR_COLOURS = ["#15100d", "#2f2017", "#5b3923", "#8c5c33", "#caa063", "#9a9a9e", "#7b3018"] as const;
const HAIR_STYLES = ["short", "long", "bun", "curly", "bald", "bob", "side-part", "ponytail"] as const;
const OUTFITS = ["suit", "blouse", "turtleneck", "shirt", "open-blazer"] as const;
const CLOTHES = ["#1c2230", "#2a2a2f", "#5a1f2b", "#1f3d35", "#3b2e52", "#cfc8bb", "#23406c", "#6b4a2b"] as const;

export interface Person {
  skin: string;
  hairColour: string;
  hair: (typeof HAIR_STYLES)[number];
  outfit: (typeof OUTFITS)[number];
  cloth: string;
  /** Top colour under a jacket. */
  inner: string;
  /** Shoulder width relative to the head. */
  build: number;
  /** Face width relative to its height. */
  faceWidth: number;
}

/** The person a seed paints: the same seed always gives the same person. */
export function personFor(seed: string): Person {
  // One stream per trait, so that changing one list does not reshuffle every other trait.
  const trait = (name: string) => createRng(`${seed}#${name}`);
  const rng = trait("person");
  const hair = trait("hair").pick(HAIR_STYLES);
  const hairColour = trait("hair-colour").pick(HAIR_COLOURS);
  return {
    skin: trait("skin").pick(SKIN_TONES),
    hairColour,
    hair,
    outfit: rng.pick(OUTFITS),
    cloth: rng.pick(CLOTHES),
    inner: rng.pick(["#e9e4da", "#b9c7d8", "#f0d9d0", "#232323", "#8aa39b"]),
    build: rng.range(2.2, 2.85),
    faceWidth: rng.range(0.78, 0.92),
  };
}

/** How many people a portrait slot shows: "a-and-b" names two. */
export function peopleIn(id: string): string[] {
  const parts = id.split("-and-");
  return parts.length > 1 ? parts.slice(0, 2) : [id];
}

function paint(person: Person, cx: number, headY: number, s: number, h: number, key: string, rim: string, rng: Rng) {
  const { skin, hairColour, hair, outfit, cloth, inner, build, faceWidth } = person;
  const rx = s * faceWidth;
  const ry = s * 1.08;
  const shoulderW = s * build;
  const sy = headY + ry * 1.55;
  const neckW = s * 0.42;
  const defs = join(
    linear(
      `${key}skin`,
      [
        { offset: 0, color: mix(skin, "#ffffff", 0.12) },
        { offset: 1, color: mix(skin, "#000000", 0.18) },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    linear(`${key}cloth`, [
      { offset: 0, color: mix(cloth, "#ffffff", 0.08) },
      { offset: 1, color: mix(cloth, "#000000", 0.45) },
    ]),
  );
  let back = "";
  let front = "";
  // Hair that falls behind the shoulders is painted first.
  if (hair === "long")
    back += el("path", {
      d: `M${n(cx - rx * 1.15)} ${n(headY)}Q${n(cx - rx * 1.35)} ${n(sy + s * 0.6)} ${n(cx - rx * 1.05)} ${n(sy + s * 0.9)}H${n(cx + rx * 1.05)}Q${n(cx + rx * 1.35)} ${n(sy + s * 0.6)} ${n(cx + rx * 1.15)} ${n(headY)}Z`,
      fill: hairColour,
    });
  if (hair === "bob")
    back += el("path", {
      d: `M${n(cx - rx * 1.18)} ${n(headY - ry * 0.2)}Q${n(cx - rx * 1.3)} ${n(headY + ry * 0.9)} ${n(cx - rx * 0.9)} ${n(headY + ry * 1.02)}H${n(cx + rx * 0.9)}Q${n(cx + rx * 1.3)} ${n(headY + ry * 0.9)} ${n(cx + rx * 1.18)} ${n(headY - ry * 0.2)}Z`,
      fill: hairColour,
    });
  if (hair === "ponytail")
    back += el("ellipse", {
      cx: cx + rx * 0.95,
      cy: headY + ry * 0.55,
      rx: rx * 0.32,
      ry: ry * 0.75,
      fill: hairColour,
      transform: `rotate(-18 ${n(cx + rx * 0.95)} ${n(headY + ry * 0.55)})`,
    });
  if (hair === "bun") back += el("circle", { cx, cy: headY - ry * 1.02, r: s * 0.42, fill: hairColour });
  // Neck and shoulders.
  back += el("rect", {
    x: cx - neckW / 2,
    y: headY + ry * 0.6,
    width: neckW,
    height: sy - headY - ry * 0.6 + s * 0.3,
    fill: mix(skin, "#000000", 0.3),
  });
  const bust =
    `M${n(cx - shoulderW)} ${n(h)}` +
    `C${n(cx - shoulderW)} ${n(sy + s * 0.5)} ${n(cx - shoulderW * 0.62)} ${n(sy)} ${n(cx - neckW * 0.9)} ${n(sy)}` +
    `L${n(cx + neckW * 0.9)} ${n(sy)}` +
    `C${n(cx + shoulderW * 0.62)} ${n(sy)} ${n(cx + shoulderW)} ${n(sy + s * 0.5)} ${n(cx + shoulderW)} ${n(h)}Z`;
  back += el("path", { d: bust, fill: `url(#${key}cloth)` });
  const vDepth = sy + s * (outfit === "suit" ? 1.5 : 1.1);
  if (outfit === "suit" || outfit === "open-blazer") {
    // The shirt or top in the jacket's opening, and the lapels.
    const open = outfit === "suit" ? neckW * 1.1 : neckW * 1.5;
    back += el("path", {
      d: `M${n(cx - open)} ${n(sy)}L${n(cx)} ${n(vDepth)}L${n(cx + open)} ${n(sy)}Z`,
      fill: inner,
    });
    if (outfit === "suit")
      back += el("path", {
        d: `M${n(cx - s * 0.12)} ${n(sy + s * 0.15)}L${n(cx + s * 0.12)} ${n(sy + s * 0.15)}L${n(cx + s * 0.08)} ${n(vDepth)}L${n(cx - s * 0.08)} ${n(vDepth)}Z`,
        fill: mix(cloth, "#7a1f2f", 0.5),
      });
    back += el("path", {
      d: `M${n(cx - open)} ${n(sy)}L${n(cx - s * 0.15)} ${n(vDepth + s * 0.2)}M${n(cx + open)} ${n(sy)}L${n(cx + s * 0.15)} ${n(vDepth + s * 0.2)}M${n(cx - open * 1.1)} ${n(sy + s * 0.05)}L${n(cx - open * 1.6)} ${n(sy + s * 0.7)}M${n(cx + open * 1.1)} ${n(sy + s * 0.05)}L${n(cx + open * 1.6)} ${n(sy + s * 0.7)}`,
      stroke: mix(cloth, "#000000", 0.55),
      "stroke-width": s * 0.06,
      fill: "none",
    });
  } else if (outfit === "turtleneck") {
    back += el("rect", {
      x: cx - neckW * 0.7,
      y: headY + ry * 0.85,
      width: neckW * 1.4,
      height: sy - headY - ry * 0.85 + s * 0.2,
      rx: s * 0.1,
      fill: `url(#${key}cloth)`,
    });
  } else if (outfit === "blouse") {
    back += el("path", {
      d: `M${n(cx - neckW * 1.3)} ${n(sy - 1)}Q${n(cx)} ${n(sy + s * 0.75)} ${n(cx + neckW * 1.3)} ${n(sy - 1)}Z`,
      fill: mix(skin, "#000000", 0.22),
    });
  } else {
    // Shirt: collar points either side of the neck.
    back += el("path", {
      d: `M${n(cx - neckW * 0.9)} ${n(sy - s * 0.12)}L${n(cx - s * 0.05)} ${n(sy + s * 0.35)}L${n(cx - neckW * 1.5)} ${n(sy + s * 0.2)}ZM${n(cx + neckW * 0.9)} ${n(sy - s * 0.12)}L${n(cx + s * 0.05)} ${n(sy + s * 0.35)}L${n(cx + neckW * 1.5)} ${n(sy + s * 0.2)}Z`,
      fill: mix(cloth, "#ffffff", 0.25),
    });
  }
  // Ears and head.
  front += el("ellipse", {
    cx: cx - rx * 0.98,
    cy: headY + ry * 0.08,
    rx: s * 0.13,
    ry: s * 0.22,
    fill: mix(skin, "#000000", 0.2),
  });
  front += el("ellipse", {
    cx: cx + rx * 0.98,
    cy: headY + ry * 0.08,
    rx: s * 0.13,
    ry: s * 0.22,
    fill: mix(skin, "#000000", 0.2),
  });
  front += el("ellipse", { cx, cy: headY, rx, ry, fill: `url(#${key}skin)` });
  // Hair on top of the head.
  const cap = (depth: number) =>
    `M${n(cx - rx * 1.04)} ${n(headY + ry * depth)}C${n(cx - rx * 1.12)} ${n(headY - ry * 1.35)} ${n(cx + rx * 1.12)} ${n(headY - ry * 1.35)} ${n(cx + rx * 1.04)} ${n(headY + ry * depth)}Q${n(cx)} ${n(headY - ry * 0.55)} ${n(cx - rx * 1.04)} ${n(headY + ry * depth)}Z`;
  switch (hair) {
    case "short":
      front += el("path", { d: cap(-0.25), fill: hairColour });
      break;
    case "long":
    case "bob":
    case "bun":
    case "ponytail":
      front += el("path", { d: cap(0.1), fill: hairColour });
      break;
    case "side-part":
      front += el("path", { d: cap(-0.1), fill: hairColour });
      front += el("path", {
        d: `M${n(cx - rx * 0.95)} ${n(headY - ry * 0.35)}Q${n(cx - rx * 0.2)} ${n(headY - ry * 0.95)} ${n(cx + rx * 0.9)} ${n(headY - ry * 0.2)}Q${n(cx + rx * 0.2)} ${n(headY - ry * 0.55)} ${n(cx - rx * 0.95)} ${n(headY - ry * 0.35)}Z`,
        fill: mix(hairColour, "#ffffff", 0.12),
      });
      break;
    case "curly":
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (1.05 + (i / 10) * 0.9);
        front += el("circle", {
          cx: cx + Math.cos(a) * rx * 0.95,
          cy: headY - ry * 0.1 + Math.sin(a) * ry * 0.95,
          r: s * rng.range(0.3, 0.4),
          fill: hairColour,
        });
      }
      break;
    case "bald":
      front += el("ellipse", {
        cx: cx - rx * 0.3,
        cy: headY - ry * 0.6,
        rx: rx * 0.3,
        ry: ry * 0.15,
        fill: "#ffffff",
        opacity: 0.12,
      });
      break;
  }
  const silhouette = el("circle", { cx, cy: headY, r: Math.max(rx, ry) }) + el("path", { d: bust });
  return { defs, body: back + front, silhouette, rim };
}

/** One or two people, head and shoulders, in front of halo rings in the venue's light. */
export function portraitScene(c: SceneContext, id: string): Painted {
  const { w, h, rng, palette: p } = c;
  const names = peopleIn(id);
  let defs = join(
    radial(
      "bg",
      [
        { offset: 0, color: mix(p.deep, p.primary, 0.35) },
        { offset: 0.7, color: p.deep },
        { offset: 1, color: p.night },
      ],
      { cx: 0.5, cy: 0.4, r: 0.7 },
    ),
    blur("rim", w * 0.012),
  );
  let body = el("rect", { width: w, height: h, fill: "url(#bg)" });
  const rings = rng.int(2, 4);
  for (let i = 0; i < rings; i++)
    body += el("circle", {
      cx: w / 2,
      cy: h * 0.38,
      r: w * 0.14 * (1.6 + i * 0.55),
      fill: "none",
      stroke: i % 2 ? p.secondary : p.primary,
      "stroke-width": w * 0.006,
      opacity: 0.5 - i * 0.1,
      "stroke-dasharray": i === 1 ? `${n(w * 0.02)} ${n(w * 0.015)}` : undefined,
    });
  const layout =
    names.length === 1
      ? [{ cx: w * rng.range(0.46, 0.54), headY: h * rng.range(0.36, 0.41), s: w * rng.range(0.12, 0.14) }]
      : [
          { cx: w * 0.31, headY: h * 0.4, s: w * 0.1 },
          { cx: w * 0.69, headY: h * 0.37, s: w * 0.104 },
        ];
  names.forEach((name, i) => {
    const spot = layout[i]!;
    const person = paint(
      personFor(name),
      spot.cx,
      spot.headY,
      spot.s,
      h,
      `p${i}`,
      i % 2 ? p.secondary : p.primary,
      rng,
    );
    defs += person.defs;
    // The rim light: a blurred copy of the outline, offset towards the light.
    const side = i % 2 ? -1 : 1;
    body += el(
      "g",
      {
        fill: person.rim,
        filter: "url(#rim)",
        opacity: 0.85,
        transform: `translate(${n(side * w * 0.01)} ${n(-h * 0.006)})`,
      },
      person.silhouette,
    );
    body += person.body;
  });
  const v = vignette(c, 0.5);
  return { defs: defs + v.defs, body: body + v.body };
}
