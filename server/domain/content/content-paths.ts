/**
 * The addresses that show the item `key`, from the route patterns of its kind (a route's
 * `handle.content`, server/app-server.ts): a pattern without a parameter as it is; one with a parameter
 * shows the item whose id it is (`product:studio-a` fills `/venues/:productId`). The item's own pages
 * come first: after a publish they are rendered before the pages that list it among others.
 */
export function contentPaths(patterns: readonly string[], key: string): string[] {
  const id = key.slice(key.indexOf(":") + 1);
  const own = (pattern: string) => /:[A-Za-z]/.test(pattern);
  return [...patterns.filter(own), ...patterns.filter((pattern) => !own(pattern))].map((pattern) =>
    pattern.replace(/:[A-Za-z]+\??/, id),
  );
}

/**
 * The addresses among `held` that fit a pattern with one wildcard segment (`/venues/*`: every page of a
 * route whose item may be any, `handle.contentOnEveryPage`), or that are at or below a prefix (`/**`:
 * every page, for the root's).
 */
export function pathsFitting(pattern: string, held: Iterable<string>): string[] {
  if (pattern.endsWith("/**")) {
    const base = pattern.slice(0, -3);
    return [...held].filter((p) => p === (base || "/") || p.startsWith(`${base}/`));
  }
  const [before, after = ""] = pattern.split("*") as [string, string?];
  return [...held].filter(
    (p) =>
      p.length > before.length + after.length &&
      p.startsWith(before) &&
      p.endsWith(after) &&
      !p.slice(before.length, p.length - after.length).includes("/"),
  );
}
