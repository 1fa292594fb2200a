import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // Canonical URLs and Open Graph are baked into prerendered HTML: the origin is a build setting.
    __SITE_ORIGIN__: JSON.stringify(process.env.PUBLIC_SITE_URL ?? ""),
  },
  build: { assetsInlineLimit: 0 },
});
