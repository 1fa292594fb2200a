// How the static build is served: the cache policy per file and the table of page headers that
// scripts/postbuild.ts writes next to the build. Shared by the server and the build step.

/** build/static-headers.json */
export const STATIC_HEADERS_FILE = "static-headers.json";

export interface StaticHeaders {
  /** URL path of each prerendered page ("/", "/contact") -> its hash-based Content-Security-Policy. */
  pages: Record<string, string>;
}

/** Hashed assets never change; pages and their data revalidate; art and media may be a week old. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (/^\/(art|media)\//.test(pathname) || /\.(svg|png|ico|webmanifest|woff2|pdf)$/.test(pathname)) {
    return "public, max-age=604800, stale-while-revalidate=86400";
  }
  return "public, max-age=0, must-revalidate";
}
