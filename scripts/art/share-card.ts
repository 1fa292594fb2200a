import type { ShareCard } from "../../app/lib/share-card.ts";
import { paintSlot } from "./paint.ts";
import { el, linear, n, svgDocument } from "./svg.ts";
import { shapeLine, type DisplayFont } from "./text.ts";

// A page's share card (1200x630, slot og/<card.id>): the picture of its backdrop slot, darkened
// towards the left, the SPARK wordmark at the top and the card's headline in large letters at the
// bottom left, both drawn as outlines of the site's display font.

const W = 1200;
const H = 630;
const MARGIN = 72;
const INK = "#f5f3ef";
const ACCENT = "#ff7a2e";
const NIGHT = "#07080d";

/** The headline broken into lines that fit `maxWidth` px at `size` px, greedily by words. */
function wrap(display: DisplayFont, text: string, size: number, maxWidth: number): string[] {
  const scale = size / display.face.upem;
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && shapeLine(display, `${last} ${word}`).width * scale <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** One line of outlines with its baseline at (x, y), `size` px high per em. */
function line(display: DisplayFont, text: string, x: number, y: number, size: number, fill: string, trackingEm = 0) {
  const scale = size / display.face.upem;
  const { glyphs } = shapeLine(display, text, trackingEm);
  const paths = glyphs.map((glyph) => el("path", { d: glyph.d, transform: `translate(${n(glyph.x)} 0)` })).join("");
  return el(
    "g",
    { transform: `translate(${n(x)} ${n(y)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`, fill },
    paths,
  );
}

/** The largest headline size (84 px down to 48 px) that keeps the headline within three lines. */
function headlineLayout(display: DisplayFont, headline: string) {
  const maxWidth = W - 2 * MARGIN;
  for (let size = 84; size > 48; size -= 6) {
    const lines = wrap(display, headline, size, maxWidth);
    const scale = size / display.face.upem;
    if (lines.length <= 3 && lines.every((text) => shapeLine(display, text).width * scale <= maxWidth))
      return { size, lines };
  }
  return { size: 48, lines: wrap(display, headline, 48, maxWidth) };
}

export function shareCardSvg(card: ShareCard, display: DisplayFont): string {
  // The backdrop is the slot's own painting at the card's size, nested as its own <svg>.
  const backdrop = paintSlot(card.backdrop, { width: W, height: H });
  const defs =
    linear(
      "card-shade",
      [
        { offset: 0, color: NIGHT, opacity: 0.9 },
        { offset: 0.6, color: NIGHT, opacity: 0.55 },
        { offset: 1, color: NIGHT, opacity: 0.15 },
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("card-floor", [
      { offset: 0.35, color: NIGHT, opacity: 0 },
      { offset: 1, color: NIGHT, opacity: 0.85 },
    ]);
  const { size, lines } = headlineLayout(display, card.headline);
  const lineHeight = size * 1.08;
  const lastBaseline = H - MARGIN;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  let body = backdrop;
  body += el("rect", { width: W, height: H, fill: "url(#card-shade)" });
  body += el("rect", { width: W, height: H, fill: "url(#card-floor)" });
  // The wordmark as the header writes it: SPARK in capitals, the spark after it in orange.
  const mark = { size: 42, baseline: MARGIN + 30, tracking: 0.08 };
  const markScale = mark.size / display.face.upem;
  const sparkWidth = (shapeLine(display, "SPARK", mark.tracking).width + display.face.upem * mark.tracking) * markScale;
  body += line(display, "SPARK", MARGIN, mark.baseline, mark.size, INK, mark.tracking);
  body += line(display, ".", MARGIN + sparkWidth, mark.baseline, mark.size, ACCENT);
  body += el("rect", { x: MARGIN, y: firstBaseline - size - 28, width: 96, height: 6, fill: ACCENT });
  lines.forEach((text, index) => {
    body += line(display, text, MARGIN, firstBaseline + index * lineHeight, size, INK);
  });
  return svgDocument(W, H, defs, body);
}
