import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every static page is prerendered; pages with live data (gates, unknown product ids) are not.
  async prerender({ getStaticPaths }) {
    const { prerenderPaths } = await import("./app/lib/prerender-paths.ts");
    return prerenderPaths(getStaticPaths());
  },
} satisfies Config;
