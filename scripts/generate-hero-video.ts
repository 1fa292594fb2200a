// The home hero's looping video, painted with the same art as its still (art("hero/home-stage")):
//   node scripts/generate-hero-video.ts
// Needs ffmpeg (Debian: apt-get install -y ffmpeg). Writes public/media/hero-loop.{webm,mp4}, which
// are committed, so a normal build needs no ffmpeg. The loop is seamless: frame t=1 equals t=0.
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

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "media");
const frames = mkdtempSync(path.join(tmpdir(), "spark-hero-"));

try {
  const total = FPS * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const svg = paintSlot(HERO_SLOT, { t: i / total, width: WIDTH, height: HEIGHT });
    await sharp(Buffer.from(svg)).flatten({ background: "#0a0c11" }).png({ compressionLevel: 1 }).toFile(path.join(frames, `f${String(i).padStart(4, "0")}.png`));
  }
  console.log(`[hero] ${total} frames in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(frames, "f%04d.png"), "-an", "-pix_fmt", "yuv420p"];
  execFileSync("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "44", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "-g", String(FPS * 2), path.join(outDir, "hero-loop.webm")], { stdio: "inherit" });
  execFileSync("ffmpeg", [...input, "-c:v", "libx264", "-preset", "slow", "-crf", "31", "-profile:v", "high", "-tune", "animation", "-movflags", "+faststart", "-g", String(FPS * 2), path.join(outDir, "hero-loop.mp4")], { stdio: "inherit" });
  for (const file of ["hero-loop.webm", "hero-loop.mp4"]) {
    console.log(`[hero] ${file}: ${Math.round(statSync(path.join(outDir, file)).size / 1024)} KB`);
  }
} finally {
  rmSync(frames, { recursive: true, force: true });
}
