import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { products } from "../../app/content/products";
import { venueCategoryIds, venueCategoryPath } from "../../app/content/venue-category-ids";
import { allPagePaths, dynamicPaths, gatedPaths } from "../../app/lib/prerender-paths";
import { pageAlternates, specPath } from "../../app/lib/i18n/locale";
import { pagePairs, specSide } from "../../app/lib/i18n/page-pairs";

// The list of pages the page checks visit, derived from the route table, never typed twice.

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

/**
 * The pages written in both languages, one per template (a line of app/lib/i18n/page-pairs.ts): the
 * page the spec wrote and its twin; of a pattern (/venues/:productId) its first page.
 */
export function pairTemplates(): { original: string; twin: string }[] {
  const pages = sitePages();
  return pagePairs.flatMap((pair) => {
    const [spec, other] = specSide(pair) === "en" ? pair : [pair[1], pair[0]];
    const pattern = new RegExp(`^${spec.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    const original = pages.find((path) => pattern.test(path));
    const both = original ? pageAlternates(original) : undefined;
    if (!original || !both) return [];
    return [{ original, twin: other === pair[0] ? both.en : both.de }];
  });
}

/** A page's twin in the other language (not the page the spec wrote). */
export function isTwin(path: string): boolean {
  return pageAlternates(path) !== undefined && specPath(path) !== path;
}

export function isGated(path: string): boolean {
  return gatedPaths().includes(path);
}

/**
 * The pages Lighthouse measures in `npm test` (decision 0655): every page with a template of its own, and of
 * the pages that share one (/venues/{productId}, /shop/venue/{categoryId}) the first of each product
 * category, the gallery's media row and the first shop category. Every page still gets the budgets, axe,
 * overflow, metadata and link checks.
 */
export function lighthousePages(): string[] {
  const shared = new Set(dynamicPaths());
  const representatives = new Set<string>(["/venues/gallery", venueCategoryPath(venueCategoryIds[0])]);
  const seenCategories = new Set<string>();
  for (const product of products) {
    const path = `/venues/${product.id}`;
    if (!shared.has(path) || seenCategories.has(product.category)) continue;
    seenCategories.add(product.category);
    representatives.add(path);
  }
  // A page's twin in the other language is the same template with other words (docs/decisions/0696):
  // Lighthouse measures the twins of a few pages of each kind, the axe, overflow and metadata checks every one.
  const twinsMeasured = new Set(
    [
      "/",
      "/contact",
      "/venues/skyline-stage",
      [...representatives].find((path) => path.startsWith("/venues/") && path !== "/venues/gallery") ?? "",
      "/enquire",
      "/webinar/led-wall",
      // Behind the passwords: a handbook page and the development page.
      "/event-planners/catering",
      "/development",
    ].flatMap((path) => {
      const both = pageAlternates(path);
      return both ? [both.en === path ? both.de : both.en] : [];
    }),
  );
  return sitePages().filter((path) =>
    isTwin(path) ? twinsMeasured.has(path) : !shared.has(path) || representatives.has(path),
  );
}
