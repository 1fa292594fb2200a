import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { closeDatabase, database } from "../server/db/index.ts";
import { databaseIsUp } from "../server/db/client.ts";
import { requestInfo } from "../server/request-context.ts";
import { deferHydration } from "./lib/deferred-boot.ts";
import { NonceProvider } from "./lib/nonce.tsx";

export { createRequestContext } from "../server/request-context.ts";

export const streamTimeout = 5_000;

/** Used by the production server for /healthz and shutdown: one database handle per process. */
export const services = {
  async health() {
    try {
      const handle = await database();
      return { database: (await databaseIsUp(handle.db)) ? "up" : "down", driver: handle.kind } as const;
    } catch {
      return { database: "down", driver: "unknown" } as const;
    }
  },
  close: closeDatabase,
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = requestInfo(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The whole document is rendered before it is sent (no page streams deferred data), so that
    // its boot script can be rewritten to load the JavaScript after the content (app/lib/deferred-boot.ts).
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
