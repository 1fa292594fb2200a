import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { allPagePaths, gatedPaths } from "../../app/lib/prerender-paths";

// The list of pages the quality gates visit, derived from the route table, never typed twice.

function staticPathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const own = entry.index
      ? parent || "/"
      : entry.path === undefined
        ? parent
        : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const isStatic = !/[:*]/.test(own);
    if (isStatic && (entry.index || entry.path !== undefined) && !entry.children?.some((child) => child.index))
      out.push(own || "/");
    if (entry.children) out.push(...staticPathsOf(entry.children, own === "/" ? "" : own));
  }
  return out;
}

export function staticRoutePaths(): string[] {
  return [...new Set(staticPathsOf(routes as RouteConfigEntry[]))].filter((p) => !/[:*]/.test(p));
}

export function sitePages(): string[] {
  return allPagePaths(staticRoutePaths()).sort();
}

export function isGated(path: string): boolean {
  return gatedPaths().includes(path);
}
