import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "../company/locale.ts";
import { retention } from "../privacy/retention-periods.ts";

// Signed links of the newsletter: confirm (expires) and unsubscribe (does not). Each names the
// subscription id and is bound to its address, so a link for a deleted and re-created
// subscription, an edited id or a forged signature is refused. Keyed from COOKIE_SECRET.

export type LinkPurpose = "confirm" | "unsubscribe";

function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("spark-newsletter-links").digest();
}

function signature(secret: string, purpose: LinkPurpose, id: number, email: string, expires: number): string {
  return createHmac("sha256", key(secret))
    .update(`${purpose}|${id}|${email.toLowerCase()}|${expires}`)
    .digest("base64url");
}

export function signLink(secret: string, purpose: LinkPurpose, id: number, email: string, now = new Date()): string {
  const expires = purpose === "confirm" ? Math.floor(now.getTime() / 1000) + retention.newsletterLinkDays * 86_400 : 0;
  return `${id}.${expires}.${signature(secret, purpose, id, email, expires)}`;
}

/** The subscription id a token names, before its signature is checked against the stored address. */
export function tokenId(token: string): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  email: string,
  now = new Date(),
): boolean {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, id, expires, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, purpose, Number(id), email, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(given))) return false;
  if (purpose === "confirm" && Number(expires) * 1000 < now.getTime()) return false;
  return purpose === "confirm" || Number(expires) === 0;
}

const newsletterPaths = { confirm: "/newsletter/confirm", unsubscribe: "/newsletter/unsubscribe" } as const;

/**
 * A German subscriber's links also say `lang=de` (unsigned, only a hint): a link that no longer works
 * (expired, or the address deleted) still answers in their language; a working one follows the row.
 */
export function newsletterLinks(
  secret: string,
  siteUrl: string,
  id: number,
  email: string,
  now = new Date(),
  locale: Locale = "en",
) {
  const lang = locale === "en" ? "" : `&lang=${locale}`;
  const url = (path: string, token: string) => `${new URL(path, siteUrl).toString()}?token=${token}${lang}`;
  return {
    confirmUrl: url(newsletterPaths.confirm, signLink(secret, "confirm", id, email, now)),
    unsubscribeUrl: url(newsletterPaths.unsubscribe, signLink(secret, "unsubscribe", id, email, now)),
  };
}
