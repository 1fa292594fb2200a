import type { Plugin, Rolldown } from "vite";

/**
 * For the island script's build (app/islands/boot.ts, built on its own by `?worker&url`): writes
 * island-preloads.json next to the server bundle, naming for each island of app/islands/registry.ts
 * the chunks its page must load (its own and what they import, the island script excepted).
 * app/entry.server.tsx preloads them in the head of every page that renders the island, so that the
 * browser fetches them beside the island script instead of after it (docs/decisions/0692).
 */
export function islandPreloads(): Plugin {
  return {
    name: "spark:island-preloads",
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
      const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("/app/islands/boot.ts"));
      // The other script built on its own, the site shell, has no islands.
      if (!boot) return;
      const registry = await this.resolve("./registry", boot.facadeModuleId!);
      const islandModules = registry && this.getModuleInfo(registry.id)?.dynamicallyImportedIds;
      if (!islandModules?.length) this.error("app/islands/registry.ts: no island modules found");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const islands: Record<string, string[]> = {};
      for (const id of islandModules) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`${id}: in no chunk of the island script`);
        const files = [...withImports(chunk.fileName)]
          .filter((file) => file !== boot.fileName)
          .map((file) => `/${file}`);
        // An island's name is the name its module exports it by (registry.ts: `module.Name`).
        for (const name of this.getModuleInfo(id)?.exports ?? []) islands[name] = files;
      }
      this.emitFile({ type: "asset", fileName: "island-preloads.json", source: JSON.stringify({ islands }, null, 2) });
    },
  };
}
