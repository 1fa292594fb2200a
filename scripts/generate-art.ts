// Paints every image slot of the site (see app/lib/art.ts and README "Imagery"), before the build:
//   node scripts/generate-art.ts          (part of `npm run build`)
//   node scripts/generate-art.ts --force  (repaint everything)
// Output: public/art/<theme>/<id>-<width>.{webp,avif} (+ og/<id>.png), gitignored, cached by content hash.
// Slots only gated pages use go to art-gated/ instead (outside public/): the gates serve them.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";
import { artFile, artFormat, GATED_ART_DIR, GATED_ART_GATES_FILE } from "../app/lib/art.ts";
import type { ShareCard } from "../app/lib/share-card.ts";
import { paintSlot, PAINTER_VERSION } from "./art/paint.ts";
import { scanSlots } from "./art/scan.ts";
import { writeLogo } from "./art/logo.ts";
import { shareCardSvg } from "./art/share-card.ts";
import { loadDisplayFont } from "./art/text.ts";
import { LOGO_PATH, LOGO_SIZE } from "../app/lib/structured-data.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicArtDir = path.join(root, "public", "art");
const gatedArtDir = path.join(root, GATED_ART_DIR);
const photoDir = path.join(root, "art-photos");
const cacheFile = path.join(publicArtDir, ".cache.json");
const force = process.argv.includes("--force");
// Encoder settings: small files, and fast enough for a first build on two cores. WebP is only the fallback
// of browsers without AVIF: effort 2 encodes in half the time of 3 for files about 7% larger.
const WEBP = { quality: 74, effort: 2 } as const;
const AVIF = { quality: 40, effort: 0 } as const;
const ENCODER = `webp${WEBP.quality}.${WEBP.effort}-avif${AVIF.quality}.${AVIF.effort}`;

type Cache = Record<string, string>;

function readCache(): Cache {
  try {
    return JSON.parse(readFileSync(cacheFile, "utf8")) as Cache;
  } catch {
    return {};
  }
}

/** A real photo for the slot, if someone added one: art-photos/<theme>/<id>.(jpg|jpeg|png|webp). */
function photoFor(slot: string): string | undefined {
  for (const ext of ["jpg", "jpeg", "png", "webp"]) {
    const file = path.join(photoDir, `${slot}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Share cards (og/) are only linked from meta tags, as PNG: no page shows them as WebP or AVIF. */
const isShareCard = (slot: string) => slot.startsWith("og/");

function responsiveFiles(slot: string): string[] {
  return artFormat(slot).widths.flatMap((w) => [artFile(slot, w, "webp"), artFile(slot, w, "avif")]);
}

function outputsOf(slot: string, dir: string): string[] {
  const files = isShareCard(slot) ? [`${slot}.png`] : responsiveFiles(slot);
  return files.map((file) => path.join(dir, file));
}

async function render(slot: string, source: Buffer, isPhoto: boolean, dir: string) {
  const format = artFormat(slot);
  const base = isPhoto
    ? sharp(source).rotate().resize(format.width, format.height, { fit: "cover", position: "attention" })
    : sharp(source);
  const { data, info } = await base
    .flatten({ background: "#0a0c11" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  mkdirSync(path.dirname(path.join(dir, artFile(slot, 1))), { recursive: true });
  for (const width of isShareCard(slot) ? [] : format.widths) {
    const height = Math.round((width * format.height) / format.width);
    const sized = sharp(data, raw).resize(width, height);
    await sized
      .clone()
      .webp(WEBP)
      .toFile(path.join(dir, artFile(slot, width, "webp")));
    await sized
      .clone()
      .avif(AVIF)
      .toFile(path.join(dir, artFile(slot, width, "avif")));
  }
  if (isShareCard(slot)) {
    // Social networks read PNG or JPEG, not AVIF: seo() links /art/og/<id>.png.
    await sharp(data, raw)
      .png({ palette: true, quality: 92, effort: 7 })
      .toFile(path.join(dir, `${slot}.png`));
  }
}

/**
 * The pages' share cards (app/content/share-cards.ts), keyed by their slot og/<id>. The card list
 * reads the content modules (product names and pictures), so it is loaded through Vite, which
 * knows the app's "~" imports.
 */
async function loadShareCards(gatedSlots: Set<string>): Promise<Map<string, ShareCard>> {
  const { module } = await runnerImport<typeof import("../app/content/share-cards.ts")>(
    path.join(root, "app/content/share-cards.ts"),
    { configFile: false, root, resolve: { tsconfigPaths: true }, logLevel: "error" },
  );
  const cards = new Map<string, ShareCard>();
  for (const card of module.allShareCards()) {
    const slot = `og/${card.id}`;
    if (cards.has(slot)) throw new Error(`[art] two share cards are named ${slot}`);
    // A card travels with every link to its page: a picture only gated pages may show never goes on one.
    if (gatedSlots.has(card.backdrop))
      throw new Error(`[art] share card ${slot} shows the gated slot ${card.backdrop}`);
    cards.set(slot, card);
  }
  return cards;
}

async function main() {
  const started = performance.now();
  const scan = scanSlots(path.join(root, "app"));
  const { gated, problems } = scan;
  const gatedSlots = new Set(gated);
  const cards = await loadShareCards(gatedSlots);
  const display = await loadDisplayFont(root);
  const slots = [...new Set([...scan.slots, ...cards.keys()])].sort();
  const dirOf = (slot: string) => (gatedSlots.has(slot) ? gatedArtDir : publicArtDir);
  for (const problem of problems) console.warn(`[art] ${problem}`);
  const cache = force ? {} : readCache();
  const next: Cache = {};
  let painted = 0;
  let photos = 0;

  const queue = [...slots];
  const worker = async () => {
    for (let slot = queue.shift(); slot; slot = queue.shift()) {
      const photo = photoFor(slot);
      const card = cards.get(slot);
      const source = photo ? readFileSync(photo) : Buffer.from(card ? shareCardSvg(card, display) : paintSlot(slot));
      const key = createHash("sha1")
        .update(
          `${PAINTER_VERSION}|${isShareCard(slot) ? "png" : ENCODER}|${artFormat(slot).widths.join(",")}|${gatedSlots.has(slot) ? "gated" : "public"}|`,
        )
        .update(source)
        .digest("hex");
      next[slot] = key;
      // A slot that moved between public and gated use must not stay behind in the other folder.
      const other = gatedSlots.has(slot) ? publicArtDir : gatedArtDir;
      for (const file of outputsOf(slot, other)) rmSync(file, { force: true });
      // Cards painted before they were PNG only leave their WebP and AVIF behind: remove them.
      if (isShareCard(slot))
        for (const file of responsiveFiles(slot)) rmSync(path.join(publicArtDir, file), { force: true });
      if (cache[slot] === key && outputsOf(slot, dirOf(slot)).every((file) => existsSync(file))) continue;
      await render(slot, source, Boolean(photo), dirOf(slot));
      if (photo) photos++;
      else painted++;
    }
  };
  await Promise.all([worker(), worker()]);

  // Slots no longer used by any page: remove their files so the build carries no dead images.
  let removed = 0;
  for (const slot of Object.keys(cache)) {
    if (next[slot]) continue;
    for (const dir of [publicArtDir, gatedArtDir])
      for (const file of outputsOf(slot, dir)) rmSync(file, { force: true });
    removed++;
  }
  pruneEmptyDirs(publicArtDir);
  pruneEmptyDirs(gatedArtDir);
  // Which gate opens which gated slot: one gate's cookie never opens the other's pictures.
  mkdirSync(gatedArtDir, { recursive: true });
  writeFileSync(path.join(gatedArtDir, GATED_ART_GATES_FILE), JSON.stringify(scan.gatesOf, null, 1) + "\n");
  // The logo of the JSON-LD Organization (app/lib/structured-data.ts LOGO_PATH): drawn from the
  // committed font, a fraction of a second, so not cached.
  mkdirSync(path.join(root, "public", path.dirname(LOGO_PATH)), { recursive: true });
  await writeLogo(root, path.join(root, "public", LOGO_PATH), LOGO_SIZE);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(next, Object.keys(next).sort(), 0));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[art] ${slots.length} slots (${gated.length} gated): ${painted} painted, ${photos} from photos, ${slots.length - painted - photos} cached, ${removed} removed (${seconds} s)`,
  );
}

function pruneEmptyDirs(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    pruneEmptyDirs(full);
    if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
  }
}

await main();
