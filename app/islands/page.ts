import type { PageHandle } from "~/lib/page-handle";
import islandScript from "./boot.ts?worker&url";

/**
 * The handle of a page of islands (docs/decisions/0692): `export const handle = islandsPage`. It names
 * the island script (built by Vite on its own with `?worker&url`); named in a route's handle, which the
 * browser build keeps, the script and its chunks are part of that build.
 */
export const islandsPage: PageHandle = { react: { islands: islandScript } };
