// A contact sheet of painted slots, to judge the art direction and check pictures against alt texts:
//   node scripts/art/contact-sheet.ts out.png venue/skyline-stage portrait/anna-berg ...
//   node scripts/art/contact-sheet.ts sheet.png     (every slot of the site: sheet-1.png, sheet-2.png, ...)
// The slots of each sheet are printed in order (left to right, top to bottom).
import path from "node:path";
import sharp from "sharp";
import { paintSlot } from "./paint.ts";
import { scanSlots } from "./scan.ts";

const PER_SHEET = 24;
const tileWidth = 480;
const tileHeight = 300;

async function sheet(out: string, slots: string[]) {
  const tiles = await Promise.all(
    slots.map(async (slot, i) => ({
      input: await sharp(Buffer.from(paintSlot(slot)))
        .resize(tileWidth, tileHeight, { fit: "contain", background: "#000" })
        .png()
        .toBuffer(),
      left: (i % 3) * tileWidth,
      top: Math.floor(i / 3) * tileHeight,
    })),
  );
  await sharp({
    create: {
      width: tileWidth * 3,
      height: tileHeight * Math.max(1, Math.ceil(slots.length / 3)),
      channels: 3,
      background: "#000",
    },
  })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(`[art] ${slots.length} slots -> ${out}`);
  slots.forEach((slot, i) => console.log(`  ${i + 1}. ${slot}`));
}

const [out = "art-contact-sheet.png", ...named] = process.argv.slice(2);
if (named.length > 0) await sheet(out, named);
else {
  const { slots } = scanSlots(path.resolve(import.meta.dirname, "../../app"));
  const { dir, name, ext } = path.parse(out);
  for (let i = 0; i * PER_SHEET < slots.length; i++)
    await sheet(path.join(dir, `${name}-${i + 1}${ext || ".png"}`), slots.slice(i * PER_SHEET, (i + 1) * PER_SHEET));
}
