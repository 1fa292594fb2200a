import { isGatedPath } from "../features/gate/gates.ts";

// The paths built to static HTML at build time: every static route of the table, without the
// server-only ones. Dynamic routes add their known ids here.
const serverOnly = new Set(["/newsletter"]);

/** Gated pages are answered per visitor (cookie) and must never exist as static files. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return staticPaths.filter((path) => !serverOnly.has(path) && !isGatedPath(path));
}
