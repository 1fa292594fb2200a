// Which prerendered pages show which picture slot (issue 45, decision 1150), read by the server from
// the build's pages when it starts (server/app-server.ts): a published placement renders exactly
// those pages again, and a placement's preview link opens the first of them. On globalThis, as the
// published content (../content/published.ts): the server and the app bundle each load this module.

const store = globalThis as typeof globalThis & { __sparkSlotPages?: Map<string, string[]> };

const ART_PATH = /\/art\/([a-z0-9-]+\/[a-z0-9-]+)-\d+\.(?:avif|webp)/g;
const QUOTED_SLOT = /(?:"|&quot;)([a-z0-9-]+\/[a-z0-9-]+)(?:"|&quot;)/g;

/**
 * Reads the slots each page's HTML shows: its art files, and the slots its islands' props name (a
 * carousel's later slides, drawn in the browser). Only names that are a picture somewhere count.
 */
export function indexSlotPages(pages: Iterable<[pathname: string, html: string]>): Map<string, string[]> {
  const found: [string, Set<string>, Set<string>][] = [];
  const pictures = new Set<string>();
  for (const [pathname, html] of pages) {
    const drawn = new Set([...html.matchAll(ART_PATH)].map((match) => match[1]!));
    const named = new Set([...html.matchAll(QUOTED_SLOT)].map((match) => match[1]!));
    for (const slot of drawn) pictures.add(slot);
    found.push([pathname, drawn, named]);
  }
  const bySlot = new Map<string, string[]>();
  for (const [pathname, drawn, named] of found) {
    for (const slot of new Set([...drawn, ...named])) {
      if (pictures.has(slot)) bySlot.set(slot, [...(bySlot.get(slot) ?? []), pathname]);
    }
  }
  store.__sparkSlotPages = bySlot;
  return bySlot;
}

/** The prerendered pages that show a slot (none known: the server has not started from a build). */
export function pagesShowingSlot(slot: string): string[] {
  return store.__sparkSlotPages?.get(slot) ?? [];
}
