// The indexable pages of the site, for /sitemap.xml and /robots.txt: the route table's static
// paths (baked in at build time), the dynamic ids content modules register in prerender-paths.ts,
// minus everything noindex and every non-page resource.
import { disallowedPaths, isIndexablePath } from "./indexing";
import { publicPagePaths } from "./prerender-paths";
import { absoluteUrl } from "./site-url";
import { pageAlternates } from "./i18n/locale";
import { pageChangedOn } from "../../server/domain/content/page-dates";

declare const __ROUTE_PATHS__: string[] | undefined;
declare const __CONTENT_DATE__: string | undefined;

/** The day the content last changed (vite.config.ts, at build time); outside a build, today. */
function contentDate(): string {
  return typeof __CONTENT_DATE__ === "string" ? __CONTENT_DATE__ : new Date().toISOString().slice(0, 10);
}

/** The static paths of app/routes.ts, as computed by vite.config.ts. */
function builtRoutePaths(): string[] {
  return typeof __ROUTE_PATHS__ === "undefined" ? [] : __ROUTE_PATHS__;
}

const isPage = (path: string) => !/\.[a-z0-9]+$/i.test(path);

export function indexablePaths(routePaths: string[] = builtRoutePaths()): string[] {
  const paths = publicPagePaths(routePaths).filter((path) => isPage(path) && isIndexablePath(path));
  return [...new Set(paths)].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The sitemap. A page's `lastmod` is the build's content day, or the day a publish from the back office
 * last changed it (server/domain/content/page-dates.ts), whichever is later.
 */
export function sitemapXml(paths: string[], built = contentDate()): string {
  const urls = paths.map((path) => {
    const changed = pageChangedOn(path);
    const lastmod = changed && changed > built ? changed : built;
    // A German page weighs as much as its English twin.
    const english = pageAlternates(path)?.en ?? path;
    const depth = english === "/" ? 0 : english.split("/").length - 1;
    const priority = depth === 0 ? "1.0" : depth === 1 ? "0.8" : "0.6";
    // A page in both languages lists both, itself included, and English as the default (Google's
    // sitemap form of hreflang; docs/decisions/0696).
    const alternates = pageAlternates(path);
    const links = alternates
      ? [
          ...(["en", "de"] as const).map(
            (lang) =>
              `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(alternates[lang]))}"/>\n`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(alternates.en))}"/>\n`,
        ].join("")
      : "";
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n${links}    <lastmod>${lastmod}</lastmod>\n    <changefreq>${depth === 0 ? "weekly" : "monthly"}</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const disallowed = disallowedPaths().map((path) => `Disallow: ${path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}
