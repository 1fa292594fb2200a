import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import wawoff2 from "wawoff2";

// The fonts carry the weights the site sets, 400 to 700, and no more (scripts/subset-fonts.ts): each
// @font-face must declare the range its file draws, and no rule of the stylesheet may ask for a weight
// outside it (the browser would draw the nearest one instead, and a light cut would silently turn
// regular).

const css = readFileSync("app/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, body = ""]) => ({
    file: /url\("\.\/(fonts\/[^"]+\.woff2)"\)/.exec(body)?.[1],
    weights: /font-weight:\s*(\d+)\s+(\d+);/.exec(body),
  }))
  .filter((face) => face.file);

async function weightAxis(file: string) {
  const face = new Face(new Blob(await wawoff2.decompress(readFileSync(path.join("app", file)))));
  const axis = face.getAxisInfos().wght;
  return [axis?.min, axis?.max];
}

describe("font weights", () => {
  it("each web font's @font-face declares the weight range its file draws", async () => {
    expect(faces.map((face) => face.file)).toEqual([
      "fonts/inter-latin-wght.woff2",
      "fonts/space-grotesk-latin-wght.woff2",
    ]);
    for (const face of faces)
      expect([Number(face.weights?.[1]), Number(face.weights?.[2])], face.file).toEqual(await weightAxis(face.file!));
  });

  const built = existsSync("build/client/assets")
    ? readdirSync("build/client/assets").filter((name) => name.endsWith(".css"))
    : [];
  it.skipIf(built.length === 0)("the built stylesheet asks for no weight the fonts do not draw", () => {
    const lightest = Math.min(...faces.map((face) => Number(face.weights?.[1])));
    const boldest = Math.max(...faces.map((face) => Number(face.weights?.[2])));
    const outside = built.flatMap((name) => {
      const rules = readFileSync(path.join("build/client/assets", name), "utf8").replace(/@font-face{[^}]*}/g, "");
      return [...rules.matchAll(/(--font-weight-[\w-]+|font-weight):\s*(\d+)/g)]
        .filter(([, , weight]) => Number(weight) < lightest || Number(weight) > boldest)
        .map(([declaration]) => `${declaration} in ${name}`);
    });
    expect(outside).toEqual([]);
  });
});
