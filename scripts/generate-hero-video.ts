// The home hero's looping video, painted with the same art as its still (art("hero/home-stage")):
//   node scripts/generate-hero-video.ts
// Needs ffmpeg (Debian: apt-get install -y ffmpeg). Writes public/media/hero-loop.{webm,mp4} and,
// for phones, hero-loop-portrait.{webm,mp4}: the 9:16 middle of the same frames, which is all of
// the picture a portrait screen shows (object-fit: cover), at a third of the bytes. They are
// committed, so a normal build needs no ffmpeg. The loop is seamless: frame t=1 equals t=0.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { paintSlot } from "./art/paint.ts";

export const HERO_SLOT = "hero/home-stage";
const WIDTH = 960;
const HEIGHT = 600; // 16:10 like the still, so the cross-fade from still to video does not jump
const FPS = 24;
const SECONDS = 8;
/** The phone cut: the middle 9:16 of the frame, scaled to this size. */
export const PORTRAIT = { width: 288, height: 512 };

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "media");
const frames = mkdtempSync(path.join(tmpdir(), "spark-hero-"));

try {
  const total = FPS * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const svg = paintSlot(HERO_SLOT, { t: i / total, width: WIDTH, height: HEIGHT });
    await sharp(Buffer.from(svg))
      .flatten({ background: "#0a0c11" })
      .png({ compressionLevel: 1 })
      .toFile(path.join(frames, `f${String(i).padStart(4, "0")}.png`));
  }
  console.log(`[hero] ${total} frames in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const input = [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    path.join(frames, "f%04d.png"),
    "-an",
    "-pix_fmt",
    "yuv420p",
  ];
  const gop = ["-g", String(FPS * 2)];
  const vp9 = (crf: number) => [
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    String(crf),
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    ...gop,
  ];
  const h264 = (crf: number) => [
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-tune",
    "animation",
    "-movflags",
    "+faststart",
    ...gop,
  ];
  // Crop the middle 9:16 of the full height (as object-fit: cover shows it), then scale.
  const portrait = ["-vf", `crop=ih*9/16:ih,scale=${PORTRAIT.width}:${PORTRAIT.height}:flags=lanczos`];
  execFileSync("ffmpeg", [...input, ...vp9(44), path.join(outDir, "hero-loop.webm")], { stdio: "inherit" });
  execFileSync("ffmpeg", [...input, ...h264(31), path.join(outDir, "hero-loop.mp4")], { stdio: "inherit" });
  execFileSync("ffmpeg", [...input, ...portrait, ...vp9(52), path.join(outDir, "hero-loop-portrait.webm")], {
    stdio: "inherit",
  });
  execFileSync("ffmpeg", [...input, ...portrait, ...h264(33), path.join(outDir, "hero-loop-portrait.mp4")], {
    stdio: "inherit",
  });
  for (const file of ["hero-loop.webm", "hero-loop.mp4", "hero-loop-portrait.webm", "hero-loop-portrait.mp4"]) {
    console.log(`[hero] ${file}: ${Math.round(statSync(path.join(outDir, file)).size / 1024)} KB`);
  }
} finally {
  rmSync(frames, { recursive: true, force: true });
}
