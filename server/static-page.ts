import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PRERENDER_NONCE } from "./request-context.ts";
import { contentSecurityPolicy } from "./security/headers.ts";

// A page rendered once and served to everyone as a static file: the prerendered pages at build time
// (scripts/postbuild.ts) and the pages a publish renders again at run time (server/app-server.ts,
// issue 45). Neither can carry a per-request nonce: the placeholder nonce is taken out and the page's
// Content Security Policy lists the sha256 hash of each inline script instead.

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 sources of a page's inline scripts, in document order. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
}

/** A page rendered with the placeholder nonce, as a static page: its HTML and its policy. */
export function staticPage(rendered: string, where: string): { html: string; csp: string } {
  const html = rendered
    .replaceAll(` nonce="${PRERENDER_NONCE}"`, "")
    // The boot script gives the modulepreload links it adds the nonce: none on a static page.
    .replaceAll(`"${PRERENDER_NONCE}"`, '""');
  if (html.includes(PRERENDER_NONCE)) throw new Error(`${where} still holds the placeholder nonce`);
  const hashes = inlineScriptHashes(html);
  return { html, csp: contentSecurityPolicy(hashes.length ? hashes.join(" ") : "'none'") };
}

/** The Brotli and gzip copies of a static file, compressed once as hard as they go. */
export function precompressed(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same copies, compressed on libuv's threads: a server rendering a page again keeps answering meanwhile. */
export async function compressedHard(body: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < SMALL_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** A gzip copy made in about a millisecond, served until `compressedHard`'s copies are ready. */
export function quicklyCompressed(body: Buffer): { gzip?: Buffer } {
  return body.length < SMALL_BYTES ? {} : { gzip: zlib.gzipSync(body, { level: 6 }) };
}

/** Below this a compressed copy saves nothing worth a header. */
export const SMALL_BYTES = 512;
