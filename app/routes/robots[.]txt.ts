import { robotsTxt } from "~/lib/site-map";

// /robots.txt: everything may be crawled except the gated pages; the sitemap's address.
export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
