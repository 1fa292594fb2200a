import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * The prerender's preview server imports the server build on its first request, and React Router
 * gives every prerender request 10 seconds. Importing the build (about 2 MB with the mail, PDF, image,
 * storage and database libraries behind it) took 5 s on a quiet 2-core machine and over 10 s on a busy
 * one, and failed the build as "Request failed for /_.data: aborted due to timeout". This imports it
 * before the preview server listens: the same file URL, so the preview's own import is answered from
 * Node's module cache.
 */
export function warmServerBuild(): Plugin {
  return {
    name: "spark:warm-server-build",
    async configurePreviewServer() {
      const entry = path.resolve("build/server/index.js");
      if (existsSync(entry)) await import(pathToFileURL(entry).href);
    },
  };
}
