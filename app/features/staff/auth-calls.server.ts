import type { RouterContextProvider } from "react-router";
import { env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { CLIENT_IP_HEADER, STAFF_AUTH_BASE_PATH, staffAuth } from "../../../server/domain/staff/auth.ts";
import { STAFF_HEADERS } from "./guard.server.ts";

/**
 * Calls one of better-auth's endpoints through its HTTP handler in-process, so its rate limiter
 * (shared in the database) counts the attempt for this client address. Only the visitor's cookies
 * and user agent are passed on.
 */
export async function callStaffAuth(
  request: Request,
  context: Readonly<RouterContextProvider>,
  endpoint: "/sign-in/email" | "/two-factor/verify-totp" | "/two-factor/verify-backup-code" | "/sign-out",
  body: Record<string, unknown>,
): Promise<Response> {
  const auth = await staffAuth();
  const origin = new URL(env().PUBLIC_SITE_URL).origin;
  const headers = new Headers({
    "content-type": "application/json",
    origin,
    [CLIENT_IP_HEADER]: requestInfo(context).clientIp,
  });
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(
    new Request(`${origin}${STAFF_AUTH_BASE_PATH}${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** The Set-Cookie headers of a better-auth answer, with the back office's no-store headers. */
export function forwardCookies(response: Response): Headers {
  const headers = new Headers(STAFF_HEADERS);
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export function retryAfterMinutes(response: Response): number {
  const seconds = Number(response.headers.get("X-Retry-After") ?? response.headers.get("Retry-After") ?? 60);
  return Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds : 60) / 60));
}
