// The paths of the route table (app/routes.ts), computed once at build time by vite.config.ts and
// baked in as __ROUTE_PATHS__: the sitemap is generated from the table, never typed by hand.
// No imports here: vite.config.ts loads this file before any alias exists.

export interface RouteTableEntry {
  path?: string;
  index?: boolean;
  children?: RouteTableEntry[];
}

function join(parent: string, path: string): string {
  const joined = `${parent.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  return joined === "" ? "/" : joined.replace(/\/+$/, "") || "/";
}

/** Every path pattern of the table, nested routes joined: "/", "/venues/:productId", "/*"... */
export function routePatterns(routes: RouteTableEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const full = route.path !== undefined ? join(parent, route.path) : parent || "/";
    const own = route.index || route.path !== undefined ? [full] : [];
    return [...own, ...(route.children ? routePatterns(route.children, full === "/" ? "" : full) : [])];
  });
}

/** The static paths: no :params, no splats (dynamic routes add their ids in app/lib/prerender-paths.ts). */
export function staticRoutePaths(routes: RouteTableEntry[]): string[] {
  return [...new Set(routePatterns(routes).filter((path) => !path.includes(":") && !path.includes("*")))];
}
