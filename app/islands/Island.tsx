import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useId,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";
import { ArtBase, PlacedPhotos } from "~/components/media/ArtImage";
import { IslandIds } from "~/islands/island-ids";
import { PUBLIC_ART_BASE } from "~/lib/art";
import { LocaleContext, useLocale, type Locale } from "~/lib/i18n/locale";
import type { SitePhotos } from "../../server/domain/media/placed-photo";

// Pages as the server's HTML with a few React islands (docs/decisions/0692-pages-of-islands-on-preact.md).
//
// On many pages the controls that need script (a product's Manage Video, a gallery's thumbnails,
// a floor plan's tabs, a carousel) are a few separate parts of the page, and none posts a form.
// React Router's client (36 KB brotli) would be loaded only to hydrate the whole document around
// them. On a page whose handle is `islandsPage` (app/islands/page.ts), each such part is an <Island>:
// the server renders it as a React tree of its own, and the island script (app/islands/boot.ts)
// hydrates each one, with Preact behind React's API (docs/decisions/0667): the same components, about
// 6 KB of runtime instead of React's 58. Their ids come from useStableId (app/islands/island-ids.tsx).
// Everything else on the page is HTML: links, the native dialogs (`commandfor`), <details>.
// Reached by a client-side navigation from a page with React Router, the same route renders its
// islands in place, as any component.

/** The components pages of islands hydrate, by name, each loaded on demand (app/islands/registry.ts). */
export type IslandRegistry = Record<string, () => Promise<(props: never) => ReactNode>>;

type RenderIsland = (island: ReactElement, identifierPrefix: string, name: string) => string;

/**
 * On the server, for a page rendered as islands: renders one island as its own React root
 * (renderToString, given by app/entry.server.tsx; null everywhere else).
 */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/**
 * Around an island on both sides, so that the server's tree and the hydrated one are the same; in
 * the browser it says when the island has committed (its handlers are attached). An island of a
 * gated page keeps that page's art folder (`artBase`), as its own React root would not see it, and
 * the placed photos it shows (`photos`).
 */
export function IslandFrame({
  children,
  artBase,
  photos,
  idPrefix,
  locale,
  onCommit,
}: {
  children: ReactNode;
  artBase?: string;
  photos?: SitePhotos;
  /** The page's language (in the browser, the document's `lang`): useLocale() inside the island. */
  locale: Locale;
  /** The island's own id: its ids (useStableId) are counted under it, the same on both sides. */
  idPrefix?: string;
  onCommit?: () => void;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  const placed = photos ? <PlacedPhotos value={photos}>{children}</PlacedPhotos> : children;
  const art = artBase ? <ArtBase value={artBase}>{placed}</ArtBase> : placed;
  const tree = <LocaleContext value={locale}>{art}</LocaleContext>;
  return idPrefix ? <IslandIds prefix={idPrefix}>{tree}</IslandIds> : tree;
}

/**
 * The registry's table of islands, filled in by app/islands/registry.ts through declaration merging
 * (the way React Router's `Register` works): a component that renders an island never imports the
 * registry that imports it, and the type checker still holds name, component and props together.
 * @public (merged into by registry.ts, not imported)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface for registry.ts to merge into
export interface IslandRegister {}
type Islands = IslandRegister extends { islands: infer Table } ? Table : Record<string, never>;

/**
 * One island. Its props travel to the browser as JSON in `data-props`, so they must be plain data;
 * the island's ids (useId) are prefixed with the wrapper's own id on both sides.
 */
export function Island<N extends keyof Islands>({
  name,
  component,
  props,
}: {
  /** Its name in app/islands/registry.ts, where the browser finds it. */
  name: N;
  /** The same component as there (the type checker compares them). */
  component: Islands[N];
  props: Parameters<Islands[N]>[0];
}) {
  const id = useId();
  const render = useContext(IslandRenderer);
  const artBase = useContext(ArtBase);
  const locale = useLocale();
  const ownArt = artBase === PUBLIC_ART_BASE ? undefined : artBase;
  const photos = useContext(PlacedPhotos);
  const island = (idPrefix?: string) =>
    createElement(IslandFrame, {
      artBase: ownArt,
      photos,
      idPrefix,
      locale,
      children: createElement(component as ComponentType<object>, props),
    });
  // `contents`: the wrapper takes no box, so the island sits in its parent's flex or grid as before.
  if (!render) return <div className="contents">{island()}</div>;
  const html = render(island(id), id, name);
  const json = JSON.stringify(props);
  // Only the placed photos this island can show travel with it: those in its HTML, and those of the
  // slots its props name (a carousel's later slides).
  const shown = Object.entries(photos).filter(
    ([slot, photo]) => html.includes(`${photo.base}-`) || json.includes(`"${slot}"`),
  );
  return (
    <div
      className="contents"
      data-island={name}
      data-island-id={id}
      data-props={json}
      data-art-base={ownArt}
      data-photos={shown.length ? JSON.stringify(Object.fromEntries(shown)) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
