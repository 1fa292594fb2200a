// The script of every page of islands: React's API on Preact, without React Router's client
// (docs/decisions/0692).
// Built on its own by Vite: app/islands/page.ts imports it with `?worker&url` (it runs in the page, not in a worker).
// Each island is a chunk of that build, which the page's head preloads (scripts/island-preloads.ts).
import { hydrateIslands } from "~/islands/hydrate";
import { islands } from "./registry";

hydrateIslands(islands);
