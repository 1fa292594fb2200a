import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../../env.ts";
import { webinar } from "./webinar.ts";

// The signed link to a registrant's own confirmation page (issue 16): the token names the
// webinar_registrations id and carries an HMAC of it, keyed from COOKIE_SECRET (a key derived for
// this purpose only). No table: the id is the registration, the signature proves we issued it.
// Tokens signed with a secret from COOKIE_SECRETS_OLD stay valid after a rotation.

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("spark-webinar-confirmation").digest();
}

function signature(secret: string, registrationId: number): string {
  return createHmac("sha256", key(secret)).update(`registration|${registrationId}`).digest("base64url");
}

/** The token for a registration: "<id>.<signature>". */
export function confirmationToken(registrationId: number, secret = env().COOKIE_SECRET): string {
  if (!Number.isSafeInteger(registrationId) || registrationId < 1) throw new Error("Invalid registration id");
  return `${registrationId}.${signature(secret, registrationId)}`;
}

/** The registration id a token names if its signature is ours (constant-time comparison), else undefined. */
export function verifyConfirmationToken(
  token: string | null | undefined,
  secrets: readonly string[] = [env().COOKIE_SECRET, ...env().COOKIE_SECRETS_OLD],
): number | undefined {
  const match = TOKEN.exec(token ?? "");
  if (!match) return undefined;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  // Every secret is tried (no early exit), so the time taken does not tell which one matched.
  let valid = false;
  for (const secret of secrets) {
    const expected = Buffer.from(signature(secret, id));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid && id > 0 ? id : undefined;
}

/** Site-relative path of a registration's confirmation page. */
export function confirmationPath(registrationId: number, secret?: string): string {
  return `${webinar.confirmationPath}?t=${confirmationToken(registrationId, secret)}`;
}

/** Absolute URL of a registration's confirmation page (for mails). */
export function confirmationUrl(registrationId: number, siteUrl = env().PUBLIC_SITE_URL, secret?: string): string {
  return new URL(confirmationPath(registrationId, secret), siteUrl).toString();
}

/** Path of a registration's calendar file. */
export function calendarPath(registrationId: number, secret?: string): string {
  return `${webinar.landingPath}.ics?t=${confirmationToken(registrationId, secret)}`;
}
