import { randomFillSync } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "./env.ts";
import type { RequestInfo } from "./request-context.ts";
import { PRERENDER_NONCE } from "./request-context.ts";
import { securityHeaderList } from "./security/headers.ts";
import { loadStaticFiles, lookupStatic, type StaticFile } from "./static-files.ts";

interface AppServices {
  health(): Promise<{ database: "up" | "down"; driver: string }>;
  close(): Promise<void>;
}

interface EntryModule {
  services: AppServices;
  createRequestContext(info: RequestInfo): RouterContextProvider;
}

/** `body` of a prerendered page holds the placeholder nonce between its parts. */
const PLACEHOLDER_BYTES = Buffer.byteLength(PRERENDER_NONCE);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

function clientIp(req: http.IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** POSTs from another site are refused: a browser always says where a form came from. */
function isForeignOrigin(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return "too-large";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return "too-large";
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface AppServer {
  server: http.Server;
  services: AppServices;
  shutdown(): Promise<void>;
}

export async function createAppServer(config: Env, buildDir = path.resolve("build")): Promise<AppServer> {
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild & {
    entry: { module: EntryModule };
  };
  const { services, createRequestContext } = build.entry.module;
  const handleRequest = createRequestHandler(build, config.NODE_ENV === "production" ? "production" : "development");
  const files = loadStaticFiles(path.join(buildDir, "client"), PRERENDER_NONCE);

  function sendStatic(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: StaticFile,
    nonce: string,
    requestId: string,
  ) {
    const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
    const head = securityHeaderList(nonce);
    head.push(
      "X-Request-Id",
      requestId,
      "Content-Type",
      file.type,
      "Cache-Control",
      file.cacheControl,
      "Vary",
      "Accept-Encoding",
    );
    const parts = file.htmlParts;
    if (parts && parts.length > 1 && !(encoding && file.body.length > 1024)) {
      // A prerendered page sent as it is: its parts around the fresh nonce go out in one corked
      // write (writev), without joining them into a new buffer per response.
      const nonceBytes = Buffer.from(nonce, "latin1");
      head.push(
        "Content-Length",
        String(file.body.length + (nonceBytes.length - PLACEHOLDER_BYTES) * (parts.length - 1)),
      );
      res.writeHead(200, head);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      res.cork();
      res.write(parts[0]);
      for (let i = 1; i < parts.length; i++) {
        res.write(nonceBytes);
        res.write(parts[i]);
      }
      res.end();
      return;
    }
    let body: Buffer;
    if (parts) {
      body = parts.length === 1 ? file.body : Buffer.concat(joinParts(parts, Buffer.from(nonce, "latin1")));
      if (encoding && body.length > 1024) {
        body =
          encoding === "br"
            ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : zlib.gzipSync(body, { level: 6 });
        head.push("Content-Encoding", encoding);
      }
    } else {
      head.push("ETag", file.etag);
      if (req.headers["if-none-match"] === file.etag) {
        res.writeHead(304, head).end();
        return;
      }
      const precompressed = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : undefined;
      body = precompressed ?? file.body;
      if (precompressed) head.push("Content-Encoding", encoding!);
    }
    head.push("Content-Length", String(body.length));
    // One writeHead with a flat list: the hot path of every static page and asset.
    res.writeHead(200, head);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function sendResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key === "set-cookie") return;
      headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    const type = response.headers.get("content-type") ?? "";
    const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
    const compress = response.body && encoding && COMPRESSIBLE.test(type) && !response.headers.has("content-encoding");
    if (compress) {
      headers["content-encoding"] = encoding!;
      headers.vary = "Accept-Encoding";
      delete headers["content-length"];
    }
    if (response.statusText) res.writeHead(response.status, response.statusText, headers);
    else res.writeHead(response.status, headers);
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    const source = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    if (compress) {
      const compressor =
        encoding === "br"
          ? zlib.createBrotliCompress({
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
              flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            })
          : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
      await pipeline(source, compressor, res);
    } else {
      await pipeline(source, res);
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const { nonce, requestId } = freshIds();
    const method = req.method ?? "GET";
    const pathname = decodePathname(req.url ?? "/");

    if ((method === "GET" || method === "HEAD") && pathname !== undefined) {
      const file = lookupStatic(files, pathname);
      if (file) {
        sendStatic(req, res, file, nonce, requestId);
        return;
      }
    }

    const headerList = securityHeaderList(nonce);
    for (let i = 0; i < headerList.length; i += 2) res.setHeader(headerList[i]!, headerList[i + 1]!);
    res.setHeader("X-Request-Id", requestId);
    const url = new URL(req.url ?? "/", "http://localhost");

    if (url.pathname === "/healthz" && (method === "GET" || method === "HEAD")) {
      const health = await services.health();
      res.writeHead(health.database === "up" ? 200 : 503, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
      });
      res.end(JSON.stringify({ status: health.database === "up" ? "ok" : "degraded", ...health }));
      return;
    }

    if (method === "GET" || method === "HEAD") {
      if (/^\/(assets|art|media)\//.test(url.pathname)) {
        res
          .writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
          .end("Not found");
        return;
      }
      if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
        const canonical = url.pathname.replace(/\/+$/, "") || "/";
        res.writeHead(308, { Location: canonical + url.search }).end();
        return;
      }
    }

    let body: Buffer | undefined;
    if (method !== "GET" && method !== "HEAD") {
      if (isForeignOrigin(req)) {
        res
          .writeHead(403, { "Content-Type": "text/plain; charset=utf-8" })
          .end("Forms can only be sent from this site.");
        return;
      }
      const read = await readBody(req, config.MAX_BODY_BYTES);
      if (read === "too-large") {
        res
          .writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" })
          .end("This request is too large.");
        req.destroy();
        return;
      }
      body = read;
    }

    const base = createRequest(req, res);
    const request = body
      ? new Request(base.url, { method, headers: base.headers, body: new Uint8Array(body), signal: base.signal })
      : base;
    const context = createRequestContext({ nonce, clientIp: clientIp(req, config.TRUST_PROXY), requestId });
    const response = await handleRequest(request, context);
    await sendResponse(req, res, response);
  }

  const server = http.createServer(
    { keepAliveTimeout: 5_000, requestTimeout: 30_000, headersTimeout: 10_000 },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        // The visitor went away mid-response: nothing to report.
        const code = (error as { code?: string }).code;
        if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ERR_STREAM_UNABLE_TO_PIPE") return;
        console.error(
          `[server] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        if (!res.headersSent) {
          res
            .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
            .end("Something went wrong. Please try again.");
        } else {
          res.destroy();
        }
      });
    },
  );

  let closing: Promise<void> | undefined;
  function shutdown(): Promise<void> {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const drained = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 3_500)),
      ]);
      if (!drained) server.closeAllConnections();
      await services.close().catch(() => {});
    })();
    return closing;
  }

  return { server, services, shutdown };
}

// Random bytes for every response's CSP nonce (16 bytes) and request id (4 bytes), drawn from a pool
// refilled 200 responses at a time: one call into the system's generator instead of two per request.
const ID_BYTES = 20;
const pool = Buffer.alloc(ID_BYTES * 200);
let poolOffset = pool.length;

function freshIds(): { nonce: string; requestId: string } {
  if (poolOffset + ID_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + 16);
  const requestId = pool.toString("hex", poolOffset + 16, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return { nonce, requestId };
}

/** The path of a request URL without query, or undefined when it is not a plain path. */
function decodePathname(raw: string): string | undefined {
  const end = raw.search(/[?#]/);
  const path = end === -1 ? raw : raw.slice(0, end);
  if (!path.startsWith("/") || path.includes("%") || path.includes("..")) return undefined;
  return path;
}

function joinParts(parts: Buffer[], nonce: Buffer): Buffer[] {
  const out: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) out.push(nonce);
    out.push(part);
  });
  return out;
}
