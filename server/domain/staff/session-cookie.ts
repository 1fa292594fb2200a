// The back office's session cookie by name (better-auth: `<prefix>.session_token`): behind HTTPS every
// back-office cookie is `__Host-` (docs/decisions/0862). Read on its own by the server's front door,
// which refuses a large upload to the back office from a visitor without a session before reading its
// body (server/app-server.ts); the session itself is checked by the back office's middleware.

export const STAFF_COOKIE_PREFIXES = { secure: "__Host-spark-staff", plain: "spark-staff" } as const;

/** Whether a Cookie header carries a back-office session cookie at all (not whether it is valid). */
export function hasStaffSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?spark-staff\.session_token=[^;\s]/.test(cookieHeader ?? "");
}
