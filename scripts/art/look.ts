// What a painted picture looks like to a person, in numbers: a perceptual hash to tell two
// compositions apart whatever their colours, and the mean luminance and contrast of a hero.
import sharp from "sharp";

/** The hash grid: 16 x 10 cells of a 16:10 picture, coarse enough that a festoon bulb or a window light does not count. */
const COLUMNS = 16;
const ROWS = 10;

/** A small greyscale rendering of an SVG, rasterised at reduced density so the whole scene scales alike. */
async function greyscale(svg: string, width: number, height?: number): Promise<Buffer> {
  const declared = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: Math.max(1, (72 * width * 2) / declared) })
    .flatten({ background: "#000" })
    .greyscale()
    .resize(width, height, { fit: "fill" })
    .raw()
    .toBuffer();
}

/**
 * The composition of a picture: its greyscale thumbnail, normalised to mean 0 and deviation 1, so that
 * the same layout in another palette or at another brightness gives the same numbers.
 */
export async function compositionHash(svg: string): Promise<Float64Array> {
  const cells = Array.from(await greyscale(svg, COLUMNS, ROWS));
  const mean = cells.reduce((sum, v) => sum + v, 0) / cells.length;
  const deviation = Math.sqrt(cells.reduce((sum, v) => sum + (v - mean) ** 2, 0) / cells.length) || 1;
  return Float64Array.from(cells, (v) => (v - mean) / deviation);
}

/** 1 - the correlation of two composition hashes: 0 for one layout, about 1 for unrelated ones, 2 for a negative. */
export function compositionDistance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return 1 - sum / a.length;
}

/** Mean luminance and its standard deviation (contrast) on 0-255, over a 320 px wide greyscale rendering. */
export async function luminance(svg: string): Promise<{ mean: number; stddev: number }> {
  const data = await greyscale(svg, 320);
  let sum = 0;
  let squares = 0;
  for (const v of data) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / data.length;
  return { mean, stddev: Math.sqrt(Math.max(0, squares / data.length - mean * mean)) };
}
