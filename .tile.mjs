import sharp from "sharp";
// Lays a tall screenshot out as columns side by side, so it can be read at once.
const [,, file, chunkArg] = process.argv;
const img = sharp(file);
const { width, height } = await img.metadata();
const chunk = Number(chunkArg ?? 1400);
const n = Math.ceil(height / chunk);
const parts = [];
for (let i = 0; i < n; i++) {
  const h = Math.min(chunk, height - i * chunk);
  parts.push({ input: await sharp(file).extract({ left: 0, top: i * chunk, width, height: h }).toBuffer(), left: i * (width + 10), top: 0 });
}
await sharp({ create: { width: n * (width + 10), height: chunk, channels: 3, background: "#ff00ff" } }).composite(parts).png().toFile(file.replace(".png", "-tiled.png"));
console.log(n, "columns");
