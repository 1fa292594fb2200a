import { createElement, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteToaster } from "~/components/ui/toast";
import { announceHydrated, REACT_STARTED } from "./first-tap";
import { IslandFrame, type IslandRegistry } from "./islands";

// The browser half of app/lib/islands.tsx: called by the island script (app/islands/boot.ts).

/**
 * Hydrates every island of the page with React alone (no router), and mounts the toaster. When all
 * have committed, a button tapped before (kept by app/lib/first-tap.tsx) is pressed, and <html>
 * says `data-islands="ready"` (the browser tests wait for it), with the User Timing mark
 * `spark:islands-ready` saying when.
 */
export function hydrateIslands(islands: IslandRegistry) {
  // The script is async: on a slow phone it can run while the parser is still inside the page, when
  // only some islands (or part of one) are in the document. It waits for the whole page.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => hydrateIslands(islands), { once: true });
    return;
  }
  (window as unknown as Record<string, unknown>)[REACT_STARTED] = true;
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let waiting = elements.length + 1;
  const committed = () => {
    if (--waiting > 0) return;
    document.documentElement.dataset.islands = "ready";
    performance.mark("spark:islands-ready");
    announceHydrated();
  };

  for (const element of elements) {
    const load = islands[element.dataset.island!];
    if (!load) {
      console.error(`No island named ${element.dataset.island} on this page`);
      committed();
      continue;
    }
    // Each island's module is its own chunk, preloaded by the page's head (islandPreloads).
    load().then(
      (Component) => {
        const props = JSON.parse(element.dataset.props ?? "{}") as object;
        hydrateRoot(
          element,
          createElement(IslandFrame, {
            artBase: element.dataset.artBase,
            onCommit: committed,
            children: createElement(Component as ComponentType<object>, props),
          }),
          {
            identifierPrefix: element.dataset.islandId,
          },
        );
      },
      (error: unknown) => console.error(`The island ${element.dataset.island} did not load`, error),
    );
  }
  const toaster = document.body.appendChild(document.createElement("div"));
  createRoot(toaster).render(createElement(IslandFrame, { onCommit: committed, children: createElement(SiteToaster) }));
}
