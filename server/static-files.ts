import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The built client (hashed assets, prerendered pages, art) held in memory with the
// compressed variants that scripts/postbuild.ts wrote beside each file.

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Prerendered HTML: the parts around the CSP nonce placeholder, joined with a fresh nonce per response. */
  htmlParts?: Buffer[];
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

export function loadStaticFiles(root: string, noncePlaceholder: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(root);
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = "/" + path.relative(root, file).split(path.sep).join("/");
    const ext = path.extname(file);
    const body = readFileSync(file);
    const isHtml = ext === ".html";
    const hashed = relative.startsWith("/assets/");
    const entry: StaticFile = {
      body,
      br: present.has(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
      gzip: present.has(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}-${statSync(file).size}"`,
      cacheControl: hashed
        ? "public, max-age=31536000, immutable"
        : isHtml || ext === ".data"
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=604800, stale-while-revalidate=86400",
    };
    if (isHtml) {
      const text = body.toString("utf8");
      entry.htmlParts = text.split(noncePlaceholder).map((part) => Buffer.from(part));
      // A nonce changes per response: compressed copies are made per response, not stored.
      entry.br = undefined;
      entry.gzip = undefined;
    }
    files.set(relative, entry);
  }
  return files;
}

/** The file for a page URL: "/" -> /index.html, "/contact" -> /contact/index.html. */
export function lookupStatic(files: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  if (pathname.endsWith("/index.html")) return undefined; // canonical URLs have no index.html
  const direct = files.get(pathname);
  if (direct && !direct.htmlParts) return direct;
  if (pathname === "/") return files.get("/index.html");
  if (pathname.endsWith("/")) return undefined;
  return files.get(`${pathname}/index.html`);
}
