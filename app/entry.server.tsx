import { PassThrough, Readable } from "node:stream";
import type { ReactElement } from "react";
import { preloadModule } from "react-dom";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { closeDatabase, database } from "../server/db/index.ts";
import { databaseIsUp } from "../server/db/client.ts";
import { env } from "../server/env.ts";
import { readPublishedCompanyDetails } from "../server/domain/company/company-in-force.ts";
import { requestInfo } from "../server/request-context.ts";
import { issueFormTicket } from "../server/security/form-ticket.ts";
import { FormTicketProvider } from "./features/form-kit/fields.tsx";
import { islandChunks } from "./islands/preloads.server.ts";
import { IslandRenderer } from "./islands/Island.tsx";
import { NonceProvider } from "./lib/nonce.tsx";

export { createRequestContext } from "../server/request-context.ts";

// `site` names the company details an owner published, read from this process's published content
// (decision 1157); until then, and while prerendering, the built ones.
readPublishedCompanyDetails();

export const streamTimeout = 5_000;

/**
 * An island of a page of islands, rendered as its own React root (app/islands/Island.tsx); its chunks of
 * the island script are preloaded in the page's head, beside the script itself.
 */
const renderIsland = (island: ReactElement, identifierPrefix: string, name: string) => {
  for (const href of islandChunks(name)) preloadModule(href);
  return renderToString(island, { identifierPrefix });
};

/** A fresh form ticket; none where no secret is configured (a prerender without the server's settings). */
function formTicket(): string {
  try {
    return issueFormTicket(env().COOKIE_SECRET);
  } catch {
    return "";
  }
}

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

/**
 * React Router's own Node entry (streaming from the shell, docs/decisions/0657), with the CSP nonce
 * handed to React and to our inline scripts. Prerendering reads the whole stream as it is.
 */
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
  // One form ticket per response (docs/decisions/1103), for the page's forms and its islands' forms.
  const ticket = formTicket();
  const renderIslandWithTicket = (island: ReactElement, identifierPrefix: string, name: string) =>
    renderIsland(<FormTicketProvider value={ticket}>{island}</FormTicketProvider>, identifierPrefix, name);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandRenderer value={renderIslandWithTicket}>
          <FormTicketProvider value={ticket}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </FormTicketProvider>
        </IslandRenderer>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; these come later in the stream.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
