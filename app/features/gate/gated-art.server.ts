import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { GATED_ART_DIR, GATED_ART_GATES_FILE } from "../../lib/art.ts";
import { GATED_HEADERS, isUnlocked } from "./gate.server.ts";
import type { GateName } from "../../content/gates.ts";

// The pictures of gated pages: `/event-planners/art/<theme>/<id>-<width>.<format>` and
// `/development/art/...`. The build writes the art that only gated pages use to art-gated/ (outside
// public/, so it is never a static file); this route sends it to visitors with the gate's cookie.
// Art a gated page shares with public pages is public anyway and is found in the public folder.

const FILE = /^[a-z0-9-]+\/[a-z0-9-]+-\d{2,4}\.(avif|webp)$/;
const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/** Gated pictures may be kept by the visitor's own browser for a day, never by a shared cache. */
const GATED_ART_HEADERS = {
  ...GATED_HEADERS,
  "Cache-Control": "private, max-age=86400",
  "X-Content-Type-Options": "nosniff",
} as const;

/** The gates of each slot in a gated folder, read once per folder (the build writes it with the pictures). */
const gateTables = new Map<string, Record<string, string[]>>();
function gatesOf(root: string): Record<string, string[]> {
  let table = gateTables.get(root);
  if (!table) {
    const file = path.join(root, GATED_ART_GATES_FILE);
    table = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
    gateTables.set(root, table);
  }
  return table;
}

/**
 * The file in the first root that has it. The first root is the gated folder: a slot there opens only
 * for the gates its table names (none listed: none). The others are public art, which any gate may show.
 */
function findFile(file: string, roots: string[], gate: GateName): string | undefined {
  const slot = file.replace(/-\d+\.\w+$/, "");
  for (const [index, root] of roots.entries()) {
    const full = path.resolve(root, file);
    if (!full.startsWith(path.resolve(root) + path.sep) || !existsSync(full)) continue;
    if (index === 0 && !(gatesOf(root)[slot] ?? []).includes(gate)) return undefined;
    return full;
  }
  return undefined;
}

/** The answer to a gated picture request: 403 without the cookie, 404 for an unknown file, else the image. */
export async function gatedArtResponse(
  request: Request,
  gate: GateName,
  file: string | undefined,
  roots = [GATED_ART_DIR, "build/client/art", "public/art"],
): Promise<Response> {
  if (!(await isUnlocked(request, gate))) return new Response("Forbidden", { status: 403, headers: GATED_HEADERS });
  if (!file || !FILE.test(file)) return new Response("Not found", { status: 404, headers: GATED_HEADERS });
  const found = findFile(file, roots, gate);
  if (!found) return new Response("Not found", { status: 404, headers: GATED_HEADERS });
  const body = readFileSync(found);
  const type = TYPES[file.slice(file.lastIndexOf(".") + 1) as keyof typeof TYPES];
  return new Response(new Uint8Array(body), {
    headers: { ...GATED_ART_HEADERS, "Content-Type": type, "Content-Length": String(body.length) },
  });
}
