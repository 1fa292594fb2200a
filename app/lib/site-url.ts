import { site } from "../../server/domain/company/site.ts";

// The site's public origin and its absolute addresses: small on purpose, for islands that need an
// address (the webinar's calendar file and invitation) without the page metadata of seo.ts.

declare const __SITE_ORIGIN__: string | undefined;

/** The public origin, fixed at build time from PUBLIC_SITE_URL (vite.config.ts), else the site's own. */
function siteOrigin(): string {
  const fromBuild = typeof __SITE_ORIGIN__ === "string" ? __SITE_ORIGIN__ : "";
  return (fromBuild || site.defaultOrigin).replace(/\/$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path === "/" ? "/" : path}`;
}
