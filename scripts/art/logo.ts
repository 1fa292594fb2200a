import { readFileSync } from "node:fs";
import path from "node:path";
import { Blob, Buffer as HbBuffer, Face, Font, shape, Variation } from "harfbuzzjs";
import sharp from "sharp";
import wawoff2 from "wawoff2";

// The SPARK logo as an image for search engines and link previews (Organization.logo): the
// wordmark of the header (Space Grotesk, bold capitals, the orange spark after the name) on the
// site's dark background, drawn from the committed font's own outlines, so it looks the same on
// every build machine.

const INK = "#f5f3ef";
const ACCENT = "#ff7a2e";
const CANVAS = "#0a0c11";

async function logoSvg(root: string, size: number): Promise<string> {
  const woff2 = readFileSync(path.join(root, "app/fonts/space-grotesk-latin-wght.woff2"));
  const ttf = await wawoff2.decompress(woff2);
  const face = new Face(new Blob(ttf));
  const font = new Font(face);
  font.setVariations([new Variation("wght", 700)]);
  const buffer = new HbBuffer();
  buffer.addText("SPARK.");
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // Letter spacing as in the header (tracking 0.08em).
  const tracking = face.upem * 0.08;
  let x = 0;
  const parts = glyphs.map((glyph, index) => {
    const d = font.glyphToPath(glyph.codepoint);
    const part = `<path transform="translate(${x} 0)" d="${d}" fill="${index === glyphs.length - 1 ? ACCENT : INK}"/>`;
    x += positions[index]!.xAdvance + (index < glyphs.length - 2 ? tracking : 0);
    return part;
  });
  const width = x;
  const capHeight = face.upem * 0.7;
  // Fit the word into 80 % of the square, centred; the font's y axis points up.
  const scale = (size * 0.8) / width;
  const top = (size - capHeight * scale) / 2 + capHeight * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${size * 0.12}" fill="${CANVAS}"/>
<g transform="translate(${size * 0.1} ${top}) scale(${scale} ${-scale})">${parts.join("")}</g>
</svg>`;
}

/** Writes the logo PNG (square, `size` px) to `file`. */
export async function writeLogo(root: string, file: string, size: number) {
  await sharp(Buffer.from(await logoSvg(root, size)))
    .png({ compressionLevel: 9 })
    .toFile(file);
}
