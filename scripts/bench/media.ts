// A 24-megapixel JPEG (6000x4000, made here with sharp: blurred noise, so it compresses as a photo
// does, with GPS EXIF) processed into every size the media library makes (issue 45): the time and the
// process's peak memory (RSS sampled every 10 ms, and the kernel's maxRSS). Writes the figures into
// BENCHMARKS.md (section 'Media library').
//   npm run bench:media

import { performance } from "node:perf_hooks";
import { resourceUsage } from "node:process";
import sharp from "sharp";
import { writeBenchSection } from "./measure.ts";
import { MEDIA_WIDTHS, processPhoto } from "../../server/domain/media/process.ts";

const RUNS = 3;
const WIDTH = 6000;
const HEIGHT = 4000;

const made = performance.now();
const input = await sharp({
  create: {
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: 60 },
  },
})
  .blur(1.5)
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: "Bench" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1" } })
  .toBuffer();
console.log(
  `[bench:media] made a ${WIDTH}x${HEIGHT} JPEG of ${(input.length / 1e6).toFixed(1)} MB in ${((performance.now() - made) / 1000).toFixed(1)} s`,
);

const mb = (bytes: number) => bytes / 1024 / 1024;
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);

const times: number[] = [];
let files = 0;
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const out = await processPhoto(input);
  times.push(performance.now() - started);
  files = out.files.length;
  bytes = out.files.reduce((sum, file) => sum + file.bytes, 0);
}
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]! / 1000;
const maxRss = mb(resourceUsage().maxRSS * 1024);

const text =
  `Measured ${new Date().toISOString()} by \`npm run bench:media\`: a ${WIDTH}x${HEIGHT} (24 MP) JPEG of ` +
  `${(input.length / 1e6).toFixed(1)} MB with GPS EXIF, made by the script, processed by \`processPhoto\` ` +
  `(server/domain/media/process.ts: one decode turned upright and scaled to 1,600 px, then AVIF and WebP at ` +
  `${MEDIA_WIDTHS.join(", ")} px: ${files} files, ${(bytes / 1e6).toFixed(1)} MB): **median ${median.toFixed(1)} s ` +
  `over ${RUNS} runs (${times.map((t) => (t / 1000).toFixed(1)).join(", ")} s), peak RSS ${Math.round(mb(peak))} MB** ` +
  `(${Math.round(mb(baseline))} MB before, the input held; kernel maxRSS ${Math.round(maxRss)} MB, the script's making of the JPEG included), ` +
  `on this shared 2-core machine. No bar set by issue 45.`;
console.log(text);
writeBenchSection("media", "Media library (a 24-megapixel photo)", text, "enquiries");
