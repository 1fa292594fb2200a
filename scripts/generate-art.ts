// Paints every picture of the site before the build: the slots listed in app/lib/art-slots.ts (what
// art(id) accepts) and the pages' share cards (app/content/share-cards.ts). See README "Imagery".
//   node scripts/generate-art.ts           part of `npm run build`: paints only what is missing or changed
//   npm run art                            repaints every slot (node scripts/generate-art.ts --repaint)
//   npm run art -- venue/skyline-stage ... repaints the given slots (and brings the rest up to date)
// Output: public/art/<theme>/<id>-<width>.{webp,avif} (+ og/<id>.png), gitignored. Slots only gated pages
// use go to art-gated/ instead (outside public/): the gates serve them. Each slot's files are kept while
// the content hash of what paints it (the painter's source, its size list, its card or photo) is the one
// recorded in .cache/art.json (gitignored, outside public/: it survives a rebuild and never ships).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { runnerImport } from "vite";
import { artFormat, GATED_ART_DIR, GATED_ART_GATES_FILE } from "../app/lib/art.ts";
import { gatedArtGates, listedSlots } from "../app/lib/art-slots.ts";
import type { ShareCard } from "../app/lib/share-card.ts";
import { LOGO_PATH, LOGO_SIZE } from "../app/lib/structured-data.ts";
import { writeLogo } from "./art/logo.ts";
import { allOutputsExist, isShareCard, outputsOf, responsiveFiles, type RenderJob } from "./art/render.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicArtDir = path.join(root, "public", "art");
const gatedArtDir = path.join(root, GATED_ART_DIR);
const photoDir = path.join(root, "art-photos");
const cacheFile = path.join(root, ".cache", "art.json");
/** The manifest of builds before 0681: inside public/, so it shipped; removed when found. */
const oldCacheFile = path.join(publicArtDir, ".cache.json");

type Cache = Record<string, string>;

function readCache(): Cache {
  try {
    return JSON.parse(readFileSync(cacheFile, "utf8")) as Cache;
  } catch {
    return {};
  }
}

/**
 * What every painting depends on besides its own slot: the painter's source (scripts/art/, the slot
 * formats of app/lib/art.ts, the card type) and the display font of the cards and the logo.
 */
function painterHash(): string {
  const artDir = path.join(root, "scripts", "art");
  const files = [
    ...readdirSync(artDir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => path.join(artDir, name)),
    path.join(root, "app/lib/art.ts"),
    path.join(root, "app/lib/share-card.ts"),
    path.join(root, "app/fonts/space-grotesk-latin-wght.woff2"),
  ].sort();
  const hash = createHash("sha1");
  for (const file of files) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest("hex");
}

/** A real photo for the slot, if someone added one: art-photos/<theme>/<id>.(jpg|jpeg|png|webp). */
function photoFor(slot: string): string | undefined {
  for (const ext of ["jpg", "jpeg", "png", "webp"]) {
    const file = path.join(photoDir, `${slot}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
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

/** Paints the jobs on a pool of threads, one per core (the painting is CPU work in JavaScript and libvips). */
async function paintAll(jobs: RenderJob[]): Promise<string[]> {
  const done: string[] = [];
  if (jobs.length === 0) return done;
  const queue = [...jobs];
  const threads = Math.max(1, Math.min(availableParallelism(), jobs.length));
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL("./art/render-worker.ts", import.meta.url));
      try {
        for (let job = queue.shift(); job && errors.length === 0; job = queue.shift()) {
          const answer = await new Promise<{ slot: string; error?: string }>((resolve, reject) => {
            worker.once("message", resolve);
            worker.once("error", reject);
            worker.postMessage(job);
          });
          worker.removeAllListeners("error");
          if (answer.error) errors.push(`[art] ${answer.slot}: ${answer.error}`);
          else done.push(answer.slot);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  if (errors.length > 0) throw Object.assign(new Error(errors.join("\n")), { done });
  return done;
}

function parseArgs(known: Set<string>): { repaintAll: boolean; repaint: Set<string> } {
  const args = process.argv.slice(2);
  const ids = args.filter((arg) => !arg.startsWith("--"));
  // --repaint alone repaints everything; with slots, only those.
  const repaintAll = args.includes("--repaint") && ids.length === 0;
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    console.error(`[art] not a slot of app/lib/art-slots.ts or a share card: ${unknown.join(", ")}`);
    process.exit(1);
  }
  return { repaintAll, repaint: new Set(ids) };
}

async function main() {
  const started = performance.now();
  const gatesOf = gatedArtGates();
  const gatedSlots = new Set(Object.keys(gatesOf));
  const cards = await loadShareCards(gatedSlots);
  const slots = [...new Set([...listedSlots(), ...cards.keys()])].sort();
  const { repaintAll, repaint } = parseArgs(new Set(slots));
  const dirOf = (slot: string) => (gatedSlots.has(slot) ? gatedArtDir : publicArtDir);
  const cache = readCache();
  rmSync(oldCacheFile, { force: true });
  const painter = painterHash();
  const next: Cache = {};
  const jobs: RenderJob[] = [];
  let photos = 0;

  for (const slot of slots) {
    const photo = photoFor(slot);
    const card = cards.get(slot);
    const hash = createHash("sha1").update(
      `${painter}|${slot}|${artFormat(slot).widths.join(",")}|${gatedSlots.has(slot) ? "gated" : "public"}|`,
    );
    if (photo) hash.update(readFileSync(photo));
    else if (card) hash.update(JSON.stringify(card));
    next[slot] = hash.digest("hex");
    // A slot that moved between public and gated use must not stay behind in the other folder.
    const other = gatedSlots.has(slot) ? publicArtDir : gatedArtDir;
    for (const file of outputsOf(slot, other)) rmSync(file, { force: true });
    // Cards painted before they were PNG only leave their WebP and AVIF behind: remove them.
    if (isShareCard(slot))
      for (const file of responsiveFiles(slot)) rmSync(path.join(publicArtDir, file), { force: true });
    if (!repaintAll && !repaint.has(slot) && cache[slot] === next[slot] && allOutputsExist(slot, dirOf(slot))) continue;
    if (photo) photos++;
    jobs.push({ slot, dir: dirOf(slot), root, card, photo });
  }

  // The manifest records only what is on disk: a slot whose painting failed is painted again next time.
  const pending = new Set(jobs.map((job) => job.slot));
  const writeCache = (painted: string[]) => {
    for (const slot of painted) pending.delete(slot);
    const kept = Object.fromEntries(Object.entries(next).filter(([slot]) => !pending.has(slot)));
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(kept, Object.keys(kept).sort(), 0));
  };
  try {
    writeCache(await paintAll(jobs));
  } catch (error) {
    writeCache((error as { done?: string[] }).done ?? []);
    throw error;
  }

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
  const table = Object.fromEntries(
    Object.keys(gatesOf)
      .sort()
      .map((slot) => [slot, gatesOf[slot]!.sort()]),
  );
  writeFileSync(path.join(gatedArtDir, GATED_ART_GATES_FILE), JSON.stringify(table, null, 1) + "\n");
  // The logo of the JSON-LD Organization (app/lib/structured-data.ts LOGO_PATH): drawn from the
  // committed font, a fraction of a second, so not cached.
  mkdirSync(path.join(root, "public", path.dirname(LOGO_PATH)), { recursive: true });
  await writeLogo(root, path.join(root, "public", LOGO_PATH), LOGO_SIZE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const painted = jobs.length - photos;
  console.log(
    `[art] ${slots.length} slots (${gatedSlots.size} gated): ${painted} painted, ${photos} from photos, ${slots.length - jobs.length} cached, ${removed} removed (${seconds} s)`,
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
