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

// Pages as the server's HTML with a few React islands (docs/decisions/0661-product-pages-as-islands.md).
//
// A product page's controls that need script (Manage Video, the gallery's thumbnails, the floor
// plan's tabs) are a few separate parts of the page. React Router's client (36 KB brotli) would be
// loaded only to hydrate the whole document around them. On a page whose handle says
// `react: { islands }`, each such part is an <Island>: the server renders it as a React tree of its
// own, and the page's island script (app/islands/*.boot.ts) hydrates each one with React alone.
// Everything else on the page is HTML: links, the native dialogs (`commandfor`), <details>.
// Reached by a client-side navigation from a page with React Router, the same route renders its
// islands in place, as any component.

/**
 * The components a page may hydrate, by name: the route renders them through <Island> and the
 * page's boot script passes the same object to hydrateIslands, so a name is written once.
 */
export type IslandRegistry = Record<string, (props: never) => ReactNode>;

type RenderIsland = (island: ReactElement, identifierPrefix: string) => string;

/**
 * On the server, for a page rendered as islands: renders one island as its own React root
 * (renderToString, given by app/entry.server.tsx; null everywhere else).
 */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/**
 * Around an island on both sides, so that the server's tree and the hydrated one are the same; in
 * the browser it says when the island has committed (its handlers are attached).
 */
export function IslandFrame({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * One island. Its props travel to the browser as JSON in `data-props`, so they must be plain data;
 * the island's ids (useId) are prefixed with the wrapper's own id on both sides.
 */
export function Island<R extends IslandRegistry, N extends keyof R & string>({
  islands,
  name,
  props,
}: {
  islands: R;
  name: N;
  props: Parameters<R[N]>[0];
}) {
  const id = useId();
  const render = useContext(IslandRenderer);
  const island = createElement(IslandFrame, { children: createElement(islands[name] as ComponentType<object>, props) });
  // `contents`: the wrapper takes no box, so the island sits in its parent's flex or grid as before.
  if (!render) return <div className="contents">{island}</div>;
  return (
    <div
      className="contents"
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: render(island, id) }}
    />
  );
}
