import { readFileSync } from "node:fs";
import path from "node:path";
import { Blob, Buffer as HbBuffer, Face, Font, shape, Variation } from "harfbuzzjs";
import wawoff2 from "wawoff2";

// Words as SVG paths drawn from the committed display font (Space Grotesk), so the logo and the
// share cards look the same on every build machine (no system fonts, no <text>).

export interface DisplayFont {
  face: Face;
  font: Font;
}

export async function loadDisplayFont(root: string, weight = 700): Promise<DisplayFont> {
  const woff2 = readFileSync(path.join(root, "app/fonts/space-grotesk-latin-wght.woff2"));
  const face = new Face(new Blob(await wawoff2.decompress(woff2)));
  const font = new Font(face);
  font.setVariations([new Variation("wght", weight)]);
  return { face, font };
}

export interface ShapedGlyph {
  d: string;
  /** Pen position of the glyph, in font units. */
  x: number;
}

/** The glyph outlines of a line of text, and its advance width, in font units (y axis up). */
export function shapeLine(
  display: DisplayFont,
  text: string,
  trackingEm = 0,
): { glyphs: ShapedGlyph[]; width: number } {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(display.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const tracking = display.face.upem * trackingEm;
  let x = 0;
  const glyphs = infos.map((glyph, index) => {
    const shaped = { d: display.font.glyphToPath(glyph.codepoint), x: x + positions[index]!.xOffset };
    x += positions[index]!.xAdvance + (index < infos.length - 1 ? tracking : 0);
    return shaped;
  });
  return { glyphs, width: x };
}
