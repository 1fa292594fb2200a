import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { staticRoutePaths } from "./app/lib/route-paths.ts";
import routes from "./app/routes.ts";
import { publicSiteUrl } from "./server/env.ts";
import { contentDate } from "./scripts/content-date.ts";
import { islandPreloads } from "./scripts/island-preloads.ts";
import { preactIslands } from "./scripts/preact-islands.ts";
import { warmServerBuild } from "./scripts/warm-server-build.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warmServerBuild()],
  resolve: { tsconfigPaths: true },
  define: {
    // Canonical URLs and Open Graph are baked into prerendered HTML: the origin is a build setting.
    __SITE_ORIGIN__: JSON.stringify(publicSiteUrl(process.env)),
    // The route table's static paths, for the sitemap (app/lib/site-map.ts).
    __ROUTE_PATHS__: JSON.stringify(staticRoutePaths(routes)),
    // The footer's copyright year: the year of the build, the same in the server's HTML and in the
    // browser (a visitor's clock in a later year must not change the text React hydrates).
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // The sitemap's lastmod: the day the content last changed (scripts/content-date.ts).
    __CONTENT_DATE__: JSON.stringify(contentDate()),
  },
  // Scripts built on their own (`?worker&url`: the site shell, the island script) as ES modules: each
  // island, and what a page loads on first use (the toaster, a form's validator), is a chunk of its
  // own, and the plugin names each island's chunks for the server to preload (decision 0692). The island
  // script runs React's API on Preact (scripts/preact-islands.ts, decision 0667). What two or more
  // islands share (Preact, the dialog, tabs, carousel, buttons) is one chunk rather than a
  // dozen small ones: on the phone profile every open request takes its share of the 1.6 Mbps, the
  // stylesheet's too.
  worker: {
    format: "es",
    plugins: () => [preactIslands(), islandPreloads()],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "island-runtime",
              test: /node_modules[\\/](preact)[\\/]|[\\/]app[\\/](components|lib|islands)[\\/]/,
              minShareCount: 2,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // React, react-dom and React Router in one chunk, which every page with React loads whole anyway:
      // left alone, the bundler cut them (and React Router's cookie helpers, which consent.ts uses) into
      // five pieces. One piece is 4.3 KB smaller brotli on each page and two requests fewer (decision 0003).
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
