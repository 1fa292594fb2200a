/**
 * The addresses that show the item `key`, from the route patterns of its kind (a route's
 * `handle.content`, server/app-server.ts): a pattern without a parameter as it is; one with a parameter
 * shows the item whose id it is (`product:studio-a` fills `/venues/:productId`).
 */
export function contentPaths(patterns: readonly string[], key: string): string[] {
  const id = key.slice(key.indexOf(":") + 1);
  return patterns.map((pattern) => pattern.replace(/:[A-Za-z]+\??/, id));
}
