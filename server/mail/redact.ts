// What the back office shows of a stored mail: links that carry a secret (invite and sign-in links,
// confirmation and unsubscribe tokens) are replaced, so that only the recipient, who got the mail
// itself, can use them (docs/decisions/0855). The stored and delivered mail keeps them.

export const REDACTED_LINK = "[link redacted: sent only to the recipient]";

/** Mail to staff (invites, password and second-factor notices) is named `staff-*`: owners only. */
export const STAFF_MAIL_PREFIX = "staff-";

const URL_PATTERN = /https?:\/\/[^\s<>"'`()[\]]+/gi;
const SECRET_PARAMS = /^(t|token|code|key|sig|signature|secret|otp|auth|pwd|pass|password|invite)$/i;

/** A path segment that looks like a token: base64url with both cases, or long hex. Slugs are lower-case words. */
const tokenLike = (segment: string) =>
  (/^[A-Za-z0-9_-]{16,}$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment)) ||
  /^[0-9a-f]{32,}$/i.test(segment);

function carriesSecret(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return true;
  }
  if (/\/staff\/(invite|reset|sign-in|verify)/i.test(url.pathname)) return true;
  if ([...url.searchParams.keys()].some((key) => SECRET_PARAMS.test(key))) return true;
  if (url.hash.length > 16 || url.username || url.password) return true;
  return url.pathname.split("/").some(tokenLike);
}

export function redactSecrets(text: string): string {
  return text.replace(URL_PATTERN, (match) => {
    // A sentence's full stop or comma after a link is not part of it.
    const trail = /[.,;:!?]+$/.exec(match)?.[0] ?? "";
    const url = trail ? match.slice(0, -trail.length) : match;
    return carriesSecret(url) ? REDACTED_LINK + trail : match;
  });
}
