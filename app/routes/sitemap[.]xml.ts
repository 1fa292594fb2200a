import { indexablePaths, sitemapXml } from "~/lib/site-map";

// /sitemap.xml: every indexable page, generated from the route table and the content's ids.
export function loader() {
  return new Response(sitemapXml(indexablePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
