// Headers on every response (QUALITY.md: MDN HTTP Observatory A+). The same policy is written next to
// the static build by scripts/postbuild.ts (`_headers`, nginx snippet), so a CDN sends what we send.

/** Third-party players the site may embed after the visitor's click or consent. */
const EMBED_ORIGINS = ["https://player.vimeo.com", "https://www.youtube-nocookie.com", "https://my.matterport.com"];

/**
 * The policy with the given script sources: a fresh `'nonce-…'` for a server-rendered response, the
 * `'sha256-…'` hashes of a prerendered page's inline scripts for a static file.
 * `'strict-dynamic'`: the trusted scripts may load the route chunks they import.
 */
export function contentSecurityPolicy(scriptSources: string): string {
  return [
    "default-src 'self'",
    scriptSources === "'none'" ? "script-src 'none'" : `script-src ${scriptSources} 'strict-dynamic'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${EMBED_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export interface HeaderOptions {
  /** `preload` in HSTS is a commitment of the domain owner: opt-in (HSTS_PRELOAD). */
  hstsPreload: boolean;
}

/** Every header but the CSP, identical on every response. */
export function constantSecurityHeaders({ hstsPreload }: HeaderOptions): Record<string, string> {
  return {
    "Strict-Transport-Security": `max-age=63072000; includeSubDomains${hstsPreload ? "; preload" : ""}`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
