import { createHmac, timingSafeEqual } from "node:crypto";

// A row's id with our signature, for links that act on that one row (a registrant's confirmation
// page, a visitor's tour): "<id>.<HMAC>", keyed from COOKIE_SECRET with a key derived per purpose, so
// a token of one purpose is worthless for another. No table: the id names the row, the signature
// proves we issued it. Tokens signed with a secret from COOKIE_SECRETS_OLD stay valid after a rotation.

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

/** What a token is for: the derived key's label, and what the id names (both part of what is signed). */
export interface SignedIdPurpose {
  key: string;
  subject: string;
}

function signature(purpose: SignedIdPurpose, secret: string, id: number): string {
  const key = createHmac("sha256", secret).update(purpose.key).digest();
  return createHmac("sha256", key).update(`${purpose.subject}|${id}`).digest("base64url");
}

/** The token for a row of a purpose: "<id>.<signature>". */
export function signId(purpose: SignedIdPurpose, id: number, secret: string): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error("Invalid id");
  return `${id}.${signature(purpose, secret, id)}`;
}

/** The id a token names if its signature is ours for that purpose (constant-time comparison), else undefined. */
export function verifySignedId(
  purpose: SignedIdPurpose,
  token: string | null | undefined,
  secrets: readonly string[],
): number | undefined {
  const match = TOKEN.exec(token ?? "");
  if (!match) return undefined;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  // Every secret is tried (no early exit), so the time taken does not tell which one matched.
  let valid = false;
  for (const secret of secrets) {
    const expected = Buffer.from(signature(purpose, secret, id));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid && id > 0 ? id : undefined;
}
