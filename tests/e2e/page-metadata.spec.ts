import { expect, test } from "@playwright/test";
import { canonical, ids, jsonLd, links, metaContent, title } from "../support/html";
import { unlockIfGated } from "../support/gates";
import { isGated, sitePages } from "../support/site-routes";
import { site } from "../../server/domain/company/site";

// The page checks of QUALITY.md for every page of the route table: raw-HTML metadata, security
// headers, and a crawl that finds no dead internal link. axe at both widths: page-scans.spec.ts.
const pages = sitePages();
const origin = (process.env.PUBLIC_SITE_URL || site.defaultOrigin).replace(/\/$/, "");

test("every page has its metadata and security headers in the raw HTML; titles and descriptions are unique", async ({
  request,
}) => {
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of pages) {
    await unlockIfGated(request, path);
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    const headers = response.headers();
    const pageTitle = title(html);
    const description = metaContent(html, "name", "description");
    if (!pageTitle) problems.push(`${path}: no <title>`);
    if (!description || description.length < 50) problems.push(`${path}: description missing or under 50 characters`);
    if (canonical(html) !== `${origin}${path === "/" ? "/" : path}`)
      problems.push(`${path}: canonical ${canonical(html)}`);
    for (const key of ["og:title", "og:description", "og:image", "og:url", "og:type", "og:locale"]) {
      if (!metaContent(html, "property", key)) problems.push(`${path}: no ${key}`);
    }
    if (!metaContent(html, "name", "twitter:card")) problems.push(`${path}: no twitter:card`);
    const organization = jsonLd(html).find((d) => (d as { "@type"?: string })["@type"] === "Organization") as
      { contactPoint?: { contactType: string; email: string }[]; address?: { addressLocality: string } } | undefined;
    if (!organization) problems.push(`${path}: no Organization JSON-LD`);
    else {
      if (!organization.contactPoint?.some((c) => c.contactType === "sales" && c.email === site.email.sales))
        problems.push(`${path}: no sales contact point`);
      if (organization.address?.addressLocality !== site.address.city) problems.push(`${path}: no Frankfurt address`);
    }
    const lang = /<html lang="([a-z]+)"/.exec(html)?.[1];
    if (lang !== "en" && lang !== "de") problems.push(`${path}: html lang ${lang}`);
    if (pageTitle) {
      if (seenTitles.has(pageTitle)) problems.push(`${path}: title also used by ${seenTitles.get(pageTitle)}`);
      seenTitles.set(pageTitle, path);
    }
    if (description) {
      if (seenDescriptions.has(description))
        problems.push(`${path}: description also used by ${seenDescriptions.get(description)}`);
      seenDescriptions.set(description, path);
    }
    const csp = headers["content-security-policy"] ?? "";
    // Server-rendered pages carry a per-response nonce; prerendered pages are byte-identical files
    // whose inline scripts are allowed by their build-time hashes (docs/decisions/0700).
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    const nonced = /'nonce-[^']+'/.test(scriptSrc);
    const hashed = /'sha256-[^']+'/.test(scriptSrc) && scriptSrc.includes("'strict-dynamic'");
    if ((!nonced && !hashed) || scriptSrc.includes("'unsafe-inline'")) problems.push(`${path}: CSP ${csp}`);
    if (!csp.includes("frame-ancestors 'none'")) problems.push(`${path}: CSP without frame-ancestors`);
    if (!/max-age=\d{7,}/.test(headers["strict-transport-security"] ?? "")) problems.push(`${path}: HSTS`);
    if (headers["x-content-type-options"] !== "nosniff") problems.push(`${path}: nosniff`);
    if (!headers["referrer-policy"]) problems.push(`${path}: Referrer-Policy`);
    if (!headers["permissions-policy"]) problems.push(`${path}: Permissions-Policy`);
    if (isGated(path) && !/private/.test(headers["cache-control"] ?? ""))
      problems.push(`${path}: gated page cacheable`);
  }
  expect(problems).toEqual([]);
});

test("no internal link or anchor leads nowhere (crawl from /)", async ({ request }) => {
  const queue = ["/"];
  const visited = new Map<string, Set<string>>();
  const problems: string[] = [];
  const anchorChecks: { from: string; path: string; anchor: string }[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path}: status ${response.status()}`);
      visited.set(path, new Set());
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) {
      visited.set(path, new Set());
      continue;
    }
    const html = await response.text();
    visited.set(path, ids(html));
    for (const href of links(html)) {
      if (/^(mailto:|tel:|https?:|\/\/|javascript:)/.test(href) && !href.startsWith(origin)) continue;
      const url = new URL(href.startsWith(origin) ? href.slice(origin.length) || "/" : href, `http://site${path}`);
      const target = url.pathname;
      if (url.hash.length > 1)
        anchorChecks.push({ from: path, path: target, anchor: decodeURIComponent(url.hash.slice(1)) });
      if (!visited.has(target) && !queue.includes(target)) queue.push(target);
    }
  }
  for (const check of anchorChecks) {
    const targetIds = visited.get(check.path);
    if (targetIds && !targetIds.has(check.anchor))
      problems.push(`${check.from}: link to ${check.path}#${check.anchor}: no such id`);
  }
  console.log(`[links] crawled ${visited.size} URLs, ${anchorChecks.length} anchored links`);
  expect(problems).toEqual([]);
});
