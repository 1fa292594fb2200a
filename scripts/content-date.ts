import { execFileSync } from "node:child_process";

/**
 * The day the site's content last changed, for the sitemap's `lastmod` (W3C date, YYYY-MM-DD): the
 * last commit that touched app/ or public/, or the build's own day where the tree has uncommitted
 * changes there or is no git checkout (a tarball). docs/decisions/0670.
 */
export function contentDate(now = new Date()): string {
  const today = now.toISOString().slice(0, 10);
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    if (git("status", "--porcelain", "--", "app", "public") !== "") return today;
    const committed = git("log", "-1", "--format=%cs", "--", "app", "public");
    return /^\d{4}-\d{2}-\d{2}$/.test(committed) ? committed : today;
  } catch {
    return today;
  }
}
