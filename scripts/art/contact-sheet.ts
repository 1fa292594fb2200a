// A contact sheet of painted slots, each under its caption, to check pictures against their words:
//   node scripts/art/contact-sheet.ts out.png venue/skyline-stage portrait/anna-berg ...
//   node scripts/art/contact-sheet.ts sheet.png     (every slot of the site: sheet-1.png, sheet-2.png, ...)
// The slots of each sheet are printed in order (left to right, top to bottom) with their captions.
import path from "node:path";
import sharp from "sharp";
import { captionsOf } from "./captions.ts";
import { paintSlot } from "./paint.ts";
import { listedSlots } from "../../app/lib/art-slots.ts";

const PER_SHEET = 24;
const COLUMNS = 3;
const tileWidth = 480;
const pictureHeight = 300;
const captionHeight = 74;
const tileHeight = pictureHeight + captionHeight;
const CHARS_PER_LINE = 62;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The caption cut into at most four lines of a tile's width. */
function lines(text: string): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > CHARS_PER_LINE) {
      out.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  out.push(line);
  return out.length > 4 ? [...out.slice(0, 3), `${out[3]} ...`] : out;
}

function captionSvg(slot: string, caption: string): Buffer {
  const rows = [slot, ...lines(caption)].slice(0, 5);
  const text = rows
    .map(
      (row, i) =>
        `<text x="8" y="${16 + i * 14}" font-family="sans-serif" font-size="${i === 0 ? 12 : 12.5}" fill="${i === 0 ? "#f59e0b" : "#e5e7eb"}">${escapeXml(row)}</text>`,
    )
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${captionHeight}"><rect width="100%" height="100%" fill="#111"/>${text}</svg>`,
  );
}

async function sheet(out: string, slots: string[], captions: Map<string, string>) {
  const tiles = (
    await Promise.all(
      slots.map(async (slot, i) => {
        const left = (i % COLUMNS) * tileWidth;
        const top = Math.floor(i / COLUMNS) * tileHeight;
        const picture = await sharp(Buffer.from(paintSlot(slot)))
          .resize(tileWidth, pictureHeight, { fit: "contain", background: "#000" })
          .png()
          .toBuffer();
        const caption = captions.get(slot) || "(no alt text: decorative)";
        return [
          { input: picture, left, top },
          { input: captionSvg(slot, caption), left, top: top + pictureHeight },
        ];
      }),
    )
  ).flat();
  await sharp({
    create: {
      width: tileWidth * COLUMNS,
      height: tileHeight * Math.max(1, Math.ceil(slots.length / COLUMNS)),
      channels: 3,
      background: "#000",
    },
  })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(`[art] ${slots.length} slots -> ${out}`);
  slots.forEach((slot, i) => console.log(`  ${i + 1}. ${slot}: ${captions.get(slot) ?? ""}`));
}

const appDir = path.resolve(import.meta.dirname, "../../app");
const captions = captionsOf(appDir);
const [out = "art-contact-sheet.png", ...named] = process.argv.slice(2);
if (named.length > 0) await sheet(out, named, captions);
else {
  const slots = listedSlots();
  const { dir, name, ext } = path.parse(out);
  for (let i = 0; i * PER_SHEET < slots.length; i++)
    await sheet(
      path.join(dir, `${name}-${i + 1}${ext || ".png"}`),
      slots.slice(i * PER_SHEET, (i + 1) * PER_SHEET),
      captions,
    );
}
