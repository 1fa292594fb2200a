// A contact sheet of painted slots, to judge the art direction at a glance:
//   node scripts/art/contact-sheet.ts out.png venue/skyline-stage portrait/anna-berg ...
import sharp from "sharp";
import { paintSlot } from "./paint.ts";

const [out = "art-contact-sheet.png", ...slots] = process.argv.slice(2);
const tileWidth = 480;
const tileHeight = 300;
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
