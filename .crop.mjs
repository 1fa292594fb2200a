import sharp from "sharp";
const [,, file, h = "1100"] = process.argv;
const img = sharp(file); const { width, height } = await img.metadata();
const step = Number(h); let i = 0;
for (let top = 0; top < height; top += step, i++) {
  await sharp(file).extract({ left: 0, top, width, height: Math.min(step, height - top) }).toFile(file.replace(".png", `-part${i}.png`));
}
console.log(i, "parts");
