import { readFileSync } from "node:fs";

// What each island's page must preload: written by the island script's build next to the server
// bundle (scripts/island-preloads.ts). In development (Vite serves the modules) there is none.
let table: Record<string, string[]> | undefined;

/** The chunks of the island script that the island `name` runs, as URLs (docs/decisions/0692). */
export function islandChunks(name: string): string[] {
  table ??= readTable();
  return table[name] ?? [];
}

function readTable(): Record<string, string[]> {
  try {
    const file = new URL("./island-preloads.json", import.meta.url);
    return (JSON.parse(readFileSync(file, "utf8")) as { islands: Record<string, string[]> }).islands;
  } catch {
    return {};
  }
}
