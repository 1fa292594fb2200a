// The site's two variable fonts, cut down to what an English and German site sets:
//   node scripts/subset-fonts.ts
// Reads the Latin files of @fontsource-variable/inter and /space-grotesk, keeps the weight axis
// from 400 to 700 (the weights the site sets: normal, medium, semibold, bold; Inter's 100-399 and
// 701-900 were 10 KB of every first visit, and Space Grotesk is drawn from 300 to 700 only), the
// characters below and the layout features text needs (kerning, ligatures, contextual
// alternates, tabular figures for the countdown), and drops stylistic sets and character variants
// the site never turns on. Writes app/fonts/*.woff2, which are committed (a build needs no
// subsetter), with the fonts' licence beside them. Run again after upgrading either package.
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_CHARACTERS } from "./fonts/characters.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "app", "fonts");
/** The weights the site sets, for both fonts (app/app.css declares the same range on each face). */
const WEIGHTS = { min: 400, max: 700 };
const KEEP_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case", "tnum", "rvrn"];

const fonts = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-latin-wght.woff2",
    licence: "@fontsource-variable/inter/LICENSE",
    licenceTo: "LICENSE-inter.txt",
  },
  {
    from: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    to: "space-grotesk-latin-wght.woff2",
    licence: "@fontsource-variable/space-grotesk/LICENSE",
    licenceTo: "LICENSE-space-grotesk.txt",
  },
];

mkdirSync(outDir, { recursive: true });
for (const font of fonts) {
  const source = path.join(root, "node_modules", font.from);
  const subset = await subsetFont(readFileSync(source), FONT_CHARACTERS, {
    targetFormat: "woff2",
    keepFeatures: KEEP_FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
  writeFileSync(path.join(outDir, font.to), subset);
  copyFileSync(path.join(root, "node_modules", font.licence), path.join(outDir, font.licenceTo));
  console.log(
    `[fonts] ${font.to}: ${(statSync(source).size / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`,
  );
}
