import { createElement, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteToaster } from "~/components/ui/toast";
import { announceHydrated, announceIslandHydrated, ISLAND_HYDRATED, REACT_STARTED } from "./first-tap";
import { IslandFrame, type IslandRegistry } from "./Island";
import type { SitePhotos } from "../../server/domain/media/placed-photo";
import { localeOr } from "../../server/domain/company/locale";
import { readCompanyDetailsFromPage } from "~/lib/company-in-page";

// The browser half of app/islands/Island.tsx: called by the island script (app/islands/boot.ts).

/**
 * Hydrates every island of the page (with Preact behind React's API: docs/decisions/0667; no router),
 * and mounts the toaster. When an island has committed, a button tapped inside it before (kept by
 * app/islands/first-tap.tsx) is pressed, or its held form sent; the page's other islands may still be
 * hydrating. When all have committed, <html> says `data-islands="ready"` (the browser tests wait for
 * it), with the User Timing mark `spark:islands-ready` saying when.
 */
export function hydrateIslands(islands: IslandRegistry) {
  // The script is async: on a slow phone it can run while the parser is still inside the page, when
  // only some islands (or part of one) are in the document. It waits for the whole page.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => hydrateIslands(islands), { once: true });
    return;
  }
  // The company details the page was rendered with, if an owner published some (decision 1157).
  readCompanyDetailsFromPage();
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  // The page's language, as the server rendered it (app/root.tsx sets <html lang>).
  const locale = localeOr(document.documentElement.lang);
  // Each island's module is a chunk of its own, preloaded by the page's head (scripts/island-preloads.ts).
  // All are loaded before any is hydrated: until then the first-tap script keeps a tap (0656). Then
  // each island is hydrated in a task of its own, so that the phone can answer a tap or paint between
  // them (Preact hydrates in one synchronous pass, 0667); a tap inside an island still waiting is kept
  // until that island has hydrated (ISLAND_HYDRATED).
  void Promise.all(elements.map((element) => loadIsland(islands, element.dataset.island!))).then(async (components) => {
    (window as unknown as Record<string, unknown>)[REACT_STARTED] = true;
    let waiting = elements.length + 1;
    const committed = () => {
      if (--waiting > 0) return;
      document.documentElement.dataset.islands = "ready";
      performance.mark("spark:islands-ready");
      announceHydrated();
    };
    for (const [index, element] of elements.entries()) {
      if (index > 0) await nextTask();
      const Component = components[index];
      if (!Component) {
        committed();
        continue;
      }
      const props = JSON.parse(element.dataset.props ?? "{}") as object;
      hydrateRoot(
        element,
        createElement(IslandFrame, {
          artBase: element.dataset.artBase,
          photos: element.dataset.photos ? (JSON.parse(element.dataset.photos) as SitePhotos) : undefined,
          idPrefix: element.dataset.islandId,
          locale,
          onCommit: () => {
            announceIslandHydrated(element);
            committed();
          },
          children: createElement(Component, props),
        }),
      );
      element.setAttribute(ISLAND_HYDRATED, "");
    }
    const toaster = document.body.appendChild(document.createElement("div"));
    createRoot(toaster).render(
      createElement(IslandFrame, { locale, onCommit: committed, children: createElement(SiteToaster) }),
    );
  });
}

/** The island's component, or undefined (said in the console) when there is none by that name or it did not load. */
async function loadIsland(islands: IslandRegistry, name: string): Promise<ComponentType<object> | undefined> {
  const load = islands[name];
  if (!load) {
    console.error(`No island named ${name} on this page`);
    return undefined;
  }
  try {
    return (await load()) as ComponentType<object>;
  } catch (error) {
    console.error(`The island ${name} did not load`, error);
    return undefined;
  }
}

/** Lets the browser run what is waiting (a tap, a paint) before the next island: `scheduler.yield` where there is one. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
