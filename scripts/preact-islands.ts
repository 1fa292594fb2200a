import type { Plugin } from "vite";

/**
 * For the island script's build (app/islands/boot.ts, built on its own by `?worker&url`): React's
 * modules resolve to Preact's compatibility layer, so pages of islands hydrate with Preact (about
 * 6 KB brotli) instead of React and react-dom (58 KB). The server still renders every island with
 * React (app/entry.server.tsx); the components are the same source on both sides
 * (docs/decisions/0667).
 */
const preactFor: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

export function preactIslands(): Plugin {
  return {
    name: "spark:preact-islands",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const target = preactFor[source];
      // React Router's own modules keep React: only its cookie helper (app/features/consent/consent.ts)
      // reaches the island script, and its components, unused there, are left out of the bundle.
      if (!target || importer?.includes("/node_modules/react-router/")) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
