import type { DatabaseHandle } from "../../db/client.ts";
import { withPlacedPhotos } from "../media/placements.ts";
import { CONTENT_CHANNEL, publishedContent } from "./content-store.ts";

// The published content in this process's memory (issue 45, decision 1146): read once at start, again
// whenever a publish is announced (LISTEN/NOTIFY on PostgreSQL, the embedded database's own listener),
// and every POLL_MS as a fallback for an announcement lost with a connection. The pages read it
// synchronously: a public page view never queries the database for its content.

const POLL_MS = 2_000;

/** By key: the published data and its version (a placement's also says its photo's alt text and focal point). */
type Snapshot = Map<string, { version: number | string; data: unknown; publishedAt: Date }>;
// On globalThis, as the database handle (server/db/index.ts): the production server and the app bundle
// each load this module, and both must read the one snapshot.
const store = globalThis as typeof globalThis & { __sparkPublishedContent?: Snapshot };

/** The published data of an item, if it was ever published (else the page's defaults apply). */
export function publishedData(key: string): unknown {
  return store.__sparkPublishedContent?.get(key)?.data;
}

/** When an item's published version was published (undefined: never). */
export function publishedAtOf(key: string): Date | undefined {
  return store.__sparkPublishedContent?.get(key)?.publishedAt;
}

/** Every published item of a kind (`photo`), by key. */
export function publishedOfKind(kind: string): [string, unknown][] {
  return [...(store.__sparkPublishedContent ?? [])]
    .filter(([key]) => key.startsWith(`${kind}:`))
    .map(([key, entry]) => [key, entry.data]);
}

/** Replaces the snapshot; answers the keys whose published version changed. */
function replacePublished(next: Snapshot): string[] {
  const current = store.__sparkPublishedContent ?? new Map();
  const changed = [...new Set([...current.keys(), ...next.keys()])].filter(
    (key) => current.get(key)?.version !== next.get(key)?.version,
  );
  store.__sparkPublishedContent = next;
  return changed;
}

export interface PublishedWatch {
  /** Re-reads now (after a publish in this process, so that its own pages need not wait for the announcement). */
  refresh(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Reads the published content and keeps it current; `onChange` gets the keys whose version changed
 * (to render the pages that show them). Resolves once the first reading is in memory.
 */
export async function watchPublished(
  handle: DatabaseHandle,
  onChange: (keys: string[]) => void | Promise<void>,
): Promise<PublishedWatch> {
  let running: Promise<string[]> | undefined;
  let again = false;
  const refresh = async (): Promise<string[]> => {
    // One reading at a time; an announcement during one asks for one more after it.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const changed: string[] = [];
      do {
        again = false;
        const keys = replacePublished(await withPlacedPhotos(handle.db, await publishedContent(handle.db)));
        changed.push(...keys);
        if (keys.length) await onChange(keys);
      } while (again);
      return changed;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const quietly = () =>
    void refresh().catch((error: unknown) =>
      console.error(`[content] reading the published content failed: ${String(error)}`),
    );

  await refresh();
  const stopListening = await listen(handle, quietly);
  const poll = setInterval(quietly, POLL_MS);
  poll.unref();
  return {
    refresh,
    async close() {
      clearInterval(poll);
      await stopListening();
    },
  };
}

/** Calls `heard` on every announcement of a publish; answers how to stop. */
async function listen(handle: DatabaseHandle, heard: () => void): Promise<() => Promise<void>> {
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(CONTENT_CHANNEL, heard);
    return unlisten;
  }
  if (!handle.url) return async () => {};
  const { default: pg } = await import("pg");
  let client: import("pg").Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: handle.url });
    next.on("notification", heard);
    next.on("error", (error) => {
      console.error(`[content] the publish listener lost its connection: ${error.message}`);
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), POLL_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      client = next;
      // Whatever was published while the listener was away.
      heard();
    } catch (error) {
      console.error(`[content] the publish listener could not connect: ${String(error)}`);
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), POLL_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
