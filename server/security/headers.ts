// Headers on every response (QUALITY.md: MDN HTTP Observatory A+).

/** Third-party players the site may embed after the visitor's click or consent. */
export const EMBED_ORIGINS = [
  "https://player.vimeo.com",
  "https://www.youtube-nocookie.com",
  "https://my.matterport.com",
];

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // strict-dynamic: the nonced module scripts may load the route chunks they import.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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

export function securityHeaders(nonce: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

const CONSTANT_HEADERS = Object.entries(securityHeaders("x")).filter(([name]) => name !== "Content-Security-Policy");
const [CSP_BEFORE, CSP_AFTER] = contentSecurityPolicy("\u0000").split("\u0000") as [string, string];

/** The same headers as a flat [name, value, name, value, ...] list, cheap to build per response. */
export function securityHeaderList(nonce: string): string[] {
  const list = ["Content-Security-Policy", CSP_BEFORE + nonce + CSP_AFTER];
  for (const [name, value] of CONSTANT_HEADERS) list.push(name, value);
  return list;
}
