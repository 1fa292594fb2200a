import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { performance } from "node:perf_hooks";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import pino from "pino";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import type { Env } from "./env.ts";
import type { RequestInfo } from "./request-context.ts";
import { constantSecurityHeaders, contentSecurityPolicy } from "./security/headers.ts";
import { cacheControlFor, STATIC_HEADERS_FILE, type StaticHeaders } from "./static-policy.ts";
import { database } from "./db/index.ts";
import { contentPaths, pathsFitting } from "./domain/content/content-paths.ts";
import { notePageChanged } from "./domain/content/page-dates.ts";
import { publishedAtOf, watchPublished, type PublishedWatch } from "./domain/content/published.ts";
import { slotOfPhotoKey } from "./domain/media/placed-photo.ts";
import { indexSlotPages, pagesShowingSlot } from "./domain/media/slot-pages.ts";
import { MAX_UPLOAD_BYTES } from "./domain/media/process.ts";
import { hasStaffSessionCookie } from "./domain/staff/session-cookie.ts";
import { PRERENDER_NONCE } from "./request-context.ts";
import { compressedHard, precompressed, quicklyCompressed, SMALL_BYTES, staticPage } from "./static-page.ts";
import { canonicalPath, isOnSite, isSameSitePost, truncateIp, validHost } from "./http-rules.ts";

// Fastify serves the site (docs/decisions/0700-fastify-and-sirv.md): sirv sends the static build
// (prerendered pages with their precompressed copies, hashed assets, art, media) from a file table
// made at start; React Router renders everything else. What is ours: security headers, the request
// id, the request log, the proxy rules, and the few answers below.

interface AppServices {
  health(): Promise<{ database: "up" | "down"; driver: string }>;
  close(): Promise<void>;
}

interface EntryModule {
  services: AppServices;
  createRequestContext(info: RequestInfo): RouterContextProvider;
}

const TEXT = "text/plain; charset=utf-8";
/** The request log is written in batches of this many bytes (about 25 lines), at least every LOG_FLUSH_MS. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1_000;
/** pino's level number for warn: warnings and errors are never held back. */
const WARN_LEVEL = 40;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/** An oversized upload is read and thrown away up to this many bytes, so the 413 reaches the visitor (not a reset). */
const DISCARD_BYTES = 1024 * 1024;
const DISCARD_MS = 10_000;
/** After the listener closes, requests in flight get this long to finish before their connections are cut. */
const DRAIN_MS = 5_000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The body limit of a media library upload: a 40 MB photo and its form around it. */
const MEDIA_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const MEDIA_UPLOAD_PATHS = new Set(["/staff/media", "/staff/media.data"]);

export interface AppServer {
  server: http.Server;
  services: AppServices;
  listen(port: number, host: string): Promise<string>;
  /** Readiness fails, then the listener drains, then `afterDrain` (the job queue) and the database close. */
  shutdown(afterDrain?: () => Promise<void>): Promise<void>;
}

export async function createAppServer(config: Env, buildDir = path.resolve("build")): Promise<AppServer> {
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild & {
    entry: { module: EntryModule };
  };
  const { services, createRequestContext } = build.entry.module;
  const publicOrigin = new URL(config.PUBLIC_SITE_URL).origin;
  // React Router's own check of action posts: the Origin must be the request's origin or the public host.
  const handleRequest = createRequestHandler(
    { ...build, allowedActionOrigins: [new URL(publicOrigin).host] },
    config.NODE_ENV === "production" ? "production" : "development",
  );
  const staticHeaders = readStaticHeaders(buildDir);
  const constant = Object.entries(constantSecurityHeaders({ hstsPreload: config.HSTS_PRELOAD }));
  // Answers that are not pages (/healthz, errors, 405) run no script at all.
  const noScriptPolicy = contentSecurityPolicy("'none'");
  /** Set on SIGTERM: /healthz fails and every answer closes its connection, so a proxy moves to the other instance. */
  let draining = false;

  const serveStatic = sirv(path.join(buildDir, "client"), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      for (const [name, value] of constant) res.setHeader(name, value);
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      const csp = staticHeaders.pages[pathname];
      if (csp) res.setHeader("Content-Security-Policy", csp);
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
    },
  });

  const pages = loadPages(path.join(buildDir, "client"), staticHeaders, constant);
  /** The data requests (`/exclusive-offers.data`) of pages rendered again after a publish, and the sitemap. */
  const pageData = new Map<string, Page>();
  const contentPages = pagesShowingContent(build);
  // The slots each page shows, read from the build's HTML before any page is rendered again.
  indexSlotPages(
    [...pages].map(([pathname, page]) => [pathname, page.variants.find((v) => !v.encoding)!.body.toString()]),
  );

  /**
   * Renders a prerendered page again, as the build did (placeholder nonce, hashed scripts), with its data
   * request, and serves both from memory from now on (issue 45). The page is served as soon as it is
   * rendered, with a quick gzip copy; the Brotli and gzip copies compressed as hard as they go (about
   * 0.1 s of a core for a page) follow off the event loop and replace it.
   */
  async function renderStatic(pathname: string): Promise<void> {
    const render = (url: string) =>
      handleRequest(
        new Request(publicOrigin + url, { headers: { Accept: "text/html,*/*" } }),
        createRequestContext({ nonce: PRERENDER_NONCE, clientIp: "127.0.0.1", requestId: "publish" }),
      );
    const response = await render(pathname);
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    const { html, csp } = staticPage(await response.text(), pathname);
    const dataUrl = dataUrlOf(pathname);
    const data = await render(dataUrl);
    const entries: [Map<string, Page>, string, Buffer, string | undefined][] = [
      [pages, pathname, Buffer.from(html), undefined],
    ];
    if (data.status === 200) {
      entries.push([pageData, dataUrl, Buffer.from(await data.arrayBuffer()), "text/x-script; charset=utf-8"]);
    }
    const quick = entries.map(([map, url, body, type]) => {
      const entry = pageEntry(url, body, csp, constant, type, quicklyCompressed(body));
      map.set(url, entry);
      return entry;
    });
    entries.forEach(([map, url, body, type], i) => {
      void compressedHard(body).then(
        (compressed) => {
          // Unless a later render has replaced it meanwhile.
          if (map.get(url) === quick[i]) map.set(url, pageEntry(url, body, csp, constant, type, compressed));
        },
        (error: unknown) => console.error(`[content] compressing ${url} failed: ${String(error)}`),
      );
    });
  }

  /**
   * Pages whose published content changed and that are not rendered yet, and the renders under way. A
   * request for such a page waits for its render (one at a time per page) rather than getting the page
   * as it was: a visitor never sees a page older than the publish the server knows of, and the page
   * asked for is rendered first, whatever its place in the queue.
   */
  const stale = new Set<string>();
  const renders = new Map<string, Promise<void>>();
  function renderOnce(pathname: string): Promise<void> {
    stale.delete(pathname);
    const job = renderStatic(pathname)
      .catch((error: unknown) =>
        console.error(`[content] rendering ${pathname} after a publish failed: ${String(error)}`),
      )
      .finally(() => renders.delete(pathname));
    renders.set(pathname, job);
    return job;
  }
  async function freshPage(pathname: string): Promise<void> {
    while (renders.has(pathname) || stale.has(pathname)) await (renders.get(pathname) ?? renderOnce(pathname));
  }

  /** The prerendered pages that show an item: its slot's pages for a placed photo, else its kind's (`handle.content`). */
  const pagesShowing = (key: string): string[] => {
    const slot = slotOfPhotoKey(key);
    const paths = slot ? pagesShowingSlot(slot) : contentPaths(contentPages.get(key.split(":")[0]!) ?? [], key);
    return paths.flatMap((p) => (p.includes("*") ? pathsFitting(p, pages.keys()) : pages.has(p) ? [p] : []));
  };

  /**
   * After a publish: every prerendered page that shows one of the changed items, rendered again, with
   * the day it changed noted for the sitemap's `lastmod`, and then the sitemap (it is served from memory
   * from then on, like the pages). The pages are rendered one at a time by a queue, the newest publish's
   * first: a publish never waits behind a long batch (a server starting on a database with many
   * published items renders all their pages), only behind the one page being rendered.
   */
  function renderContentPages(keys: string[]): void {
    const paths: string[] = [];
    for (const key of keys) {
      const day = publishedAtOf(key)?.toISOString().slice(0, 10);
      for (const pathname of pagesShowing(key)) {
        if (!paths.includes(pathname)) paths.push(pathname);
        if (day) notePageChanged(pathname, day);
      }
    }
    if (!paths.length) return;
    for (const pathname of paths) stale.add(pathname);
    renderQueue = [...paths, ...renderQueue.filter((pathname) => !paths.includes(pathname))];
    if (!rendering) void drainRenderQueue();
  }

  let renderQueue: string[] = [];
  let rendering = false;
  async function drainRenderQueue(): Promise<void> {
    rendering = true;
    while (renderQueue.length) {
      const started = performance.now();
      await freshPage(renderQueue.shift()!);
      // The queue takes at most about half of the process: after each page it rests as long as the page
      // took, so that requests (the back office's, a visitor's) are answered meanwhile. A page asked for
      // does not wait for the queue (freshPage), so resting delays no one (a film's publish renders
      // about 90 pages).
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
      if (!renderQueue.length)
        await renderSitemap().catch((error: unknown) => console.error(`[content] ${String(error)}`));
    }
    rendering = false;
  }

  async function renderSitemap(): Promise<void> {
    const response = await handleRequest(
      new Request(`${publicOrigin}/sitemap.xml`),
      createRequestContext({ nonce: PRERENDER_NONCE, clientIp: "127.0.0.1", requestId: "publish" }),
    );
    if (response.status !== 200) throw new Error(`rendering /sitemap.xml after a publish: ${response.status}`);
    const csp = staticHeaders.pages["/sitemap.xml"] ?? contentSecurityPolicy("'none'");
    const body = Buffer.from(await response.arrayBuffer());
    pageData.set("/sitemap.xml", pageEntry("/sitemap.xml", body, csp, constant, "application/xml; charset=utf-8"));
  }

  // The published content: read at start (the pages that show some are rendered again), then kept
  // current by the publish announcements; retried while the database is not there.
  let contentWatch: PublishedWatch | undefined;
  let contentRetry: NodeJS.Timeout | undefined;
  const watchContent = () => {
    void database()
      .then((handle) => watchPublished(handle, renderContentPages))
      .then((watch) => {
        contentWatch = watch;
      })
      .catch((error: unknown) => {
        console.error(`[content] reading the published content failed, retrying in 10 s: ${String(error)}`);
        contentRetry = setTimeout(watchContent, 10_000);
        contentRetry.unref();
      });
  };
  watchContent();

  // Log lines are buffered (pino's SonicBoom) and written in batches of LOG_BUFFER_BYTES, at least
  // every LOG_FLUSH_MS: one write system call per request was a third of a static request's CPU.
  // Warnings and errors are written at once; whatever is buffered is flushed on shutdown and exit.
  const logDestination = pino.destination({ sync: false, minLength: LOG_BUFFER_BYTES });
  const logger = pino(
    {
      level: config.LOG_LEVEL,
      base: undefined,
      hooks: {
        logMethod(args, method, level) {
          method.apply(this, args);
          if (level >= WARN_LEVEL) flushLog();
        },
      },
    },
    logDestination,
  );
  function flushLog() {
    try {
      logDestination.flush();
    } catch {
      // Not open yet, or already closed: nothing is buffered that could be written.
    }
  }
  const logFlush = setInterval(flushLog, LOG_FLUSH_MS);
  logFlush.unref();
  const app = Fastify<http.Server>({
    loggerInstance: logger,
    // One line per request is ours (logRequest): Fastify's own request lines are off.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomBytes(4).toString("hex"),
    // proxy-addr's rules: a hop count trusts that many proxies nearest to us, a list trusts those addresses.
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: config.MAX_BODY_BYTES,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    // Requests on connections accepted before the close are answered, not refused (graceful shutdown).
    return503OnClosing: false,
  });

  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [(await import("node:zlib")).constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Only form posts have bodies here: anything else (JSON, text) is refused with 415 before any route.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPES, { parseAs: "buffer" }, (request, body, done) => {
    const type = request.headers["content-type"] ?? "";
    if (!type.toLowerCase().startsWith("multipart/")) return done(null, body);
    // A multipart body without its boundary, or with another one, cannot be read by any action: 400 here.
    new Response(new Uint8Array(body as Buffer), { headers: { "content-type": type } }).formData().then(
      () => done(null, body),
      () => done(Object.assign(new Error("malformed multipart body"), { statusCode: 400 }), undefined),
    );
  });

  app.addHook("onRequest", (request, reply, done) => {
    const started = performance.now();
    const res = reply.raw;
    // The address is read now: once the visitor has hung up, the socket no longer has one.
    const ip = truncateIp(request.ip);
    res.once("finish", () => logRequest(request, ip, res.statusCode, performance.now() - started));
    res.setHeader("X-Request-Id", request.id);
    for (const [name, value] of constant) void reply.header(name, value);
    void reply.header("Content-Security-Policy", noScriptPolicy);
    if (draining) res.setHeader("Connection", "close");

    // The host the visitor asked for (Host, or X-Forwarded-Host from a trusted proxy) must be a host.
    if (!validHost(request.host)) {
      void reply.code(400).type(TEXT).send("Bad request.");
      return;
    }
    const method = request.method;
    if (!SAFE_METHODS.has(method)) {
      // Every state-changing request, whatever its route (/forms/*, page forms, staff): one origin rule, before the body is read.
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (!isSameSitePost(request.headers.origin, request.headers["sec-fetch-site"], [ownOrigin, publicOrigin])) {
        void reply.code(400).type(TEXT).send("Bad request: forms are accepted only from this site.");
        return;
      }
    }
    if (
      method === "POST" &&
      MEDIA_UPLOAD_PATHS.has(request.url.split("?")[0]!) &&
      !hasStaffSessionCookie(request.headers.cookie)
    ) {
      // The media library takes bodies of up to 40 MB: a visitor without a back-office session is refused
      // before one is parsed or held in memory (Node discards the rest as it arrives); the session itself is
      // checked by the back office's middleware.
      void reply.code(403).type(TEXT).send("Sign in to the back office first.");
      return;
    }
    if (method !== "GET" && method !== "HEAD") return done();

    const raw = request.raw.url ?? "/";
    const queryAt = raw.indexOf("?");
    const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      // One form per page: no trailing slash, no empty segments. The target is a path on this site.
      void reply
        .code(308)
        .header("Location", canonical + (queryAt === -1 ? "" : raw.slice(queryAt)))
        .send();
      return;
    }
    const range = request.headers.range;
    if (range !== undefined && !isSingleRange(range)) delete request.raw.headers.range; // answered in full
    if (pathname.endsWith(".html") || pathname === "/_headers") return done(); // not a page URL: 404 below
    // A preview link (issue 45) is rendered per request with the draft, never the page everyone gets.
    const preview = queryAt !== -1 && /[?&]preview=/.test(raw.slice(queryAt));
    if (preview) return done();
    const pagePath = pagePathOf(pathname);
    if (stale.has(pagePath) || renders.has(pagePath)) {
      // Published content this page shows changed: rendered now, then served (the old page if that failed).
      void reply.hijack();
      void freshPage(pagePath).then(() => {
        const page = pages.get(pathname) ?? pageData.get(pathname);
        if (page) sendPage(request.raw, res, page);
        else
          serveStatic(request.raw, res, () => {
            res.writeHead(404).end();
          });
      });
      return;
    }
    const page = pages.get(pathname) ?? pageData.get(pathname);
    if (page) {
      sendPage(request.raw, res, page);
      void reply.hijack();
      return;
    }
    let found = true;
    serveStatic(request.raw, res, () => {
      found = false;
    });
    if (found) {
      void reply.hijack();
      return;
    }
    done();
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ reqId: request.id, err: error }, "request failed");
    const message =
      status === 413
        ? "This request is too large."
        : status === 415
          ? "Forms send form data: this content type is not accepted."
          : status === 500
            ? "Something went wrong. Please try again."
            : "Bad request.";
    // Answering before the upload ends would reset the connection (a proxy shows 502): read it away first, up to a bound.
    if (status === 413) await discardBody(request.raw, DISCARD_BYTES, DISCARD_MS);
    return reply
      .code(status)
      .headers(status === 413 ? { Connection: "close" } : {})
      .type(TEXT)
      .send(message);
  });

  // Methods the site has no use for (TRACE, PUT, OPTIONS, ...): 405 with the ones it has.
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(405).header("Allow", "GET, HEAD, POST").type(TEXT).send("Method not allowed.");
  });

  app.get("/healthz", async (_request, reply) => {
    if (draining) return reply.code(503).header("Cache-Control", "no-store").send({ status: "draining" });
    const health = await services.health();
    return reply
      .code(health.database === "up" ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ status: health.database === "up" ? "ok" : "degraded", ...health });
  });

  app.route({ method: ["GET", "POST"], url: "/*", handler: render });
  // The media library's uploads (issue 45): one request carries up to 40 MB of photos, above MAX_BODY_BYTES
  // for this action only (and its data request). With JavaScript the page sends each photo on its own.
  for (const url of MEDIA_UPLOAD_PATHS) {
    app.route({ method: "POST", url, bodyLimit: MEDIA_UPLOAD_BODY_BYTES, handler: render });
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    for (const [name, value] of constant) reply.header(name, value);
    const pathname = (request.raw.url ?? "/").split("?")[0]!;
    // A file under the static folders that sirv did not have: 404 here (the media library's files are a route).
    if (
      request.method !== "POST" &&
      /^\/(assets|art|media)\//.test(pathname) &&
      !pathname.startsWith("/media/library/")
    ) {
      return reply.code(404).header("Cache-Control", "no-store").type(TEXT).send("Not found");
    }
    // The request's own origin (after proxy trust): React Router refuses a post whose Origin is neither
    // this nor the public host (allowedActionOrigins above), before any action runs.
    const ownOrigin = `${request.protocol}://${request.host}`;

    const nonce = randomBytes(16).toString("base64");
    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    }
    const body = request.body instanceof Buffer ? new Uint8Array(request.body) : undefined;
    const response = await handleRequest(
      new Request(ownOrigin + request.raw.url, { method: request.method, headers, body, signal: controller.signal }),
      createRequestContext({ nonce, clientIp: request.ip, requestId: request.id }),
    );

    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    reply.header("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`));
    // Rendered per request with a fresh nonce (a 404, a confirmation): never kept by a cache unless the route says so.
    if (!response.headers.has("cache-control")) reply.header("Cache-Control", "no-store");
    // A preview link's page (issue 45) shows a draft, whichever route it is: kept by no cache, indexed by no one.
    if (/[?&]preview=/.test(request.raw.url ?? "")) {
      reply.header("Cache-Control", "private, no-store").header("X-Robots-Tag", "noindex, nofollow");
    }
    if (response.status === 429 && !response.headers.has("retry-after")) {
      reply.header("Retry-After", String(config.RATE_LIMIT_WINDOW_SECONDS));
    }
    const location = response.headers.get("location");
    if (location !== null && !isOnSite(location, ownOrigin, publicOrigin)) reply.header("Location", "/");
    if (!response.body || request.method === "HEAD") return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  }

  function logRequest(request: FastifyRequest, ip: string, status: number, ms: number) {
    const url = request.raw.url ?? "/";
    const queryAt = url.indexOf("?");
    logger.info(
      {
        reqId: request.id,
        method: request.method,
        path: queryAt === -1 ? url : url.slice(0, queryAt),
        status,
        ms: Math.round(ms * 10) / 10,
        ip,
      },
      "request",
    );
  }

  await app.ready();

  // CONNECT (a proxy tunnel) never reaches Fastify: Node hands over the socket, which would be dropped unanswered.
  app.server.on("connect", (_request: http.IncomingMessage, socket: import("node:stream").Duplex) => {
    const headers = [...constant, ["Allow", "GET, HEAD, POST"], ["Content-Type", TEXT], ["Connection", "close"]];
    const body = "Method not allowed.";
    socket.on("error", () => {});
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join("")}Content-Length: ${body.length}\r\n\r\n${body}`,
    );
  });

  let closing: Promise<void> | undefined;
  function shutdown(afterDrain?: () => Promise<void>): Promise<void> {
    closing ??= (async () => {
      // 1. Readiness fails while everything is still served: the proxy's health check takes this instance out.
      draining = true;
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_SECONDS * 1000));
      // 2. The listener closes; idle keep-alive connections close now, busy ones after their answer.
      const closed = app.close().then(() => true);
      app.server.closeIdleConnections();
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
      const drained = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), DRAIN_MS))]);
      clearInterval(idleSweep);
      if (!drained) app.server.closeAllConnections();
      // 3. Then the queue, the content announcements and the database.
      await afterDrain?.().catch((error: unknown) => console.error(`[server] stop: ${String(error)}`));
      clearTimeout(contentRetry);
      renderQueue = [];
      await contentWatch?.close().catch(() => {});
      await services.close().catch(() => {});
      clearInterval(logFlush);
      try {
        logDestination.flushSync();
      } catch {
        // The log file was not open yet: nothing is buffered.
      }
    })();
    return closing;
  }

  return {
    server: app.server,
    services,
    listen: (port, host) => app.listen({ port, host }),
    shutdown,
  };
}

function readStaticHeaders(buildDir: string): StaticHeaders {
  const file = path.join(buildDir, STATIC_HEADERS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (its postbuild step writes it)`);
  return JSON.parse(readFileSync(file, "utf8")) as StaticHeaders;
}

/**
 * A prerendered page held in memory with its precompressed copies and its complete header list:
 * the hot path (every first visit) is one lookup and one write, no file system per request.
 * Other files (assets, art, media with ranges) go through sirv.
 */
interface Page {
  /** Brotli, gzip, then the page as it is: the first one the request accepts is sent. */
  variants: { encoding: "br" | "gzip" | undefined; body: Buffer; head: string[] }[];
  etag: string;
  notModified: string[];
}

const ACCEPTS = { br: /\bbr\b/, gzip: /\bgzip\b/ };

function loadPages(root: string, table: StaticHeaders, constant: [string, string][]): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const [pathname, csp] of Object.entries(table.pages)) {
    const file = path.join(root, pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`);
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    pages.set(
      pathname,
      pageEntry(pathname, readFileSync(file), csp, constant, undefined, { br: read(".br"), gzip: read(".gz") }),
    );
  }
  return pages;
}

/** A page (or a page's data) with its compressed copies and its complete header lists. */
function pageEntry(
  pathname: string,
  identity: Buffer,
  csp: string,
  constant: [string, string][],
  type = "text/html; charset=utf-8",
  compressed: { br?: Buffer; gzip?: Buffer } = identity.length < SMALL_BYTES ? {} : precompressed(identity),
): Page {
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const common = [
    ...constant.flat(),
    "Content-Security-Policy",
    csp,
    "Content-Type",
    type,
    "Cache-Control",
    cacheControlFor(pathname),
    "Vary",
    "Accept-Encoding",
    "ETag",
    etag,
  ];
  const variants: Page["variants"] = [];
  for (const encoding of ["br", "gzip"] as const) {
    const body = compressed[encoding];
    if (!body) continue;
    variants.push({
      encoding,
      body,
      head: [...common, "Content-Encoding", encoding, "Content-Length", String(body.length)],
    });
  }
  variants.push({ encoding: undefined, body: identity, head: [...common, "Content-Length", String(identity.length)] });
  return { variants, etag, notModified: common };
}

/**
 * The prerendered pages that show each kind of edited content (a route's `handle.content`), by their
 * addresses: a route's path joined with its parents'. A route with one parameter (`/venues/:productId`)
 * shows the item whose id is that parameter: its address is the pattern, filled in per item.
 */
function pagesShowingContent(build: ServerBuild): Map<string, string[]> {
  const pathOf = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  const byKind = new Map<string, string[]>();
  const add = (kind: string, pathname: string) => byKind.set(kind, [...(byKind.get(kind) ?? []), pathname]);
  for (const [id, route] of Object.entries(build.routes)) {
    const handle = route?.module.handle as { content?: readonly string[]; contentOnEveryPage?: readonly string[] };
    const pathname = pathOf(id) || "/";
    if (pathname.includes("*") || (pathname.match(/:/g) ?? []).length > 1) continue;
    for (const kind of handle?.content ?? []) add(kind, pathname);
    // Every page of the route: its parameter as a wildcard (`/venues/*`), matched against the pages held;
    // a route without one, every page below it (`/**`: the root's, every page).
    for (const kind of handle?.contentOnEveryPage ?? [])
      add(kind, pathname.includes(":") ? pathname.replace(/:[A-Za-z]+\??/, "*") : `${pathname.replace(/\/$/, "")}/**`);
  }
  return byKind;
}

/** A page's data request: `/venues.data`, and `/_root.data` for the home page. */
function dataUrlOf(pathname: string): string {
  return `${pathname === "/" ? "/_root" : pathname}.data`;
}

/** The page a request is for: the page itself, or the page whose data request it is. */
function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
}

function sendPage(req: http.IncomingMessage, res: http.ServerResponse, page: Page) {
  const accepted = req.headers["accept-encoding"] ?? "";
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, page.notModified).end();
    return;
  }
  const variant = page.variants.find((v) => v.encoding === undefined || ACCEPTS[v.encoding].test(accepted))!;
  res.writeHead(200, variant.head);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Reads a request body to its end and drops it, up to `maxBytes` or `maxMs`, whichever comes first. */
function discardBody(stream: http.IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      stream.off("data", onData);
      stream.off("end", finish);
      stream.off("close", finish);
      stream.off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    stream.on("data", onData);
    stream.on("end", finish);
    stream.on("close", finish);
    stream.on("error", finish);
    stream.resume();
  });
}

/** `bytes=first-last` or `bytes=first-` with first <= last: the one form media players send. */
function isSingleRange(range: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  return match !== null && (match[2] === "" || Number(match[1]) <= Number(match[2]));
}
