import { env } from "../../env.ts";
import { signId, verifySignedId } from "../../security/signed-id.ts";

// The preview link of a draft (issue 45): the public page with `?item=<key>&preview=<token>`, rendered
// per request with that item's draft, noindex and never stored. The token is the link's expiry with our
// signature over the item's key (server/security/signed-id.ts): anyone with the link sees the draft
// until then, no other item's, and nobody can extend it.

/** How long a preview link works. */
export const PREVIEW_HOURS = 24;

const purposeOf = (key: string) => ({ key: "spark-content-preview", subject: `preview|${key}` });

/** The query of a preview link for an item, valid PREVIEW_HOURS from `now`. */
export function previewQuery(key: string, now = Date.now(), secret = env().COOKIE_SECRET): string {
  const expires = Math.floor(now / 1000) + PREVIEW_HOURS * 3600;
  return new URLSearchParams({ item: key, preview: signId(purposeOf(key), expires, secret) }).toString();
}

export type PreviewCheck = { key: string } | { refused: "expired" | "invalid" } | undefined;

/** What a request's preview query asks for: undefined when it asks for none. */
export function checkPreview(search: URLSearchParams, now = Date.now(), secrets?: readonly string[]): PreviewCheck {
  const token = search.get("preview");
  // No preview asked for (every prerendered page at build time): nothing is read, not even the secrets.
  if (token === null) return undefined;
  const key = search.get("item") ?? "";
  const expires = verifySignedId(purposeOf(key), token, secrets ?? [env().COOKIE_SECRET, ...env().COOKIE_SECRETS_OLD]);
  if (expires === undefined) return { refused: "invalid" };
  if (expires * 1000 <= now) return { refused: "expired" };
  return { key };
}
