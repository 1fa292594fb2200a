import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { database } from "../../db/index.ts";
import type { Database } from "../../db/client.ts";
import { staffAccount, staffRateLimit, staffSession, staffTwoFactor, staffUser, staffVerification } from "./schema.ts";
import { env, type Env } from "../../env.ts";
import { MIN_PASSWORD_LENGTH } from "./password-policy.ts";
import { STAFF_COOKIE_PREFIXES } from "./session-cookie.ts";
import { claimTotpStep } from "./totp-once.ts";

// Staff accounts of the back office (docs/decisions/0850-staff-accounts-better-auth.md): better-auth
// on our PostgreSQL/PGlite through its Drizzle adapter. Its HTTP handler is not mounted on a public
// path: the /staff routes call it in-process (sign-in, second factor) so that its rate limiter
// counts every attempt, and call auth.api for everything else.

export const STAFF_AUTH_BASE_PATH = "/staff/api/auth";
/** Header carrying the client address (from the server's request info) into better-auth's limiter. */
export const CLIENT_IP_HEADER = "x-spark-client-ip";
const TWO_FACTOR_ISSUER = "SPARK Back Office";

/** Behind HTTPS every back-office cookie is `__Host-`: Secure, Path=/, no Domain (docs/decisions/0862). */
function staffCookiePrefix(config: Env): string {
  return config.NODE_ENV === "production" && config.PUBLIC_SITE_URL.startsWith("https:")
    ? STAFF_COOKIE_PREFIXES.secure
    : STAFF_COOKIE_PREFIXES.plain;
}

/** A session older than STAFF_SESSION_MAX_HOURS has ended, however active it was (docs/decisions/0862). */
export function sessionOutlived(createdAt: Date, config = env(), now = Date.now()): boolean {
  return now - createdAt.getTime() >= config.STAFF_SESSION_MAX_HOURS * 3_600_000;
}

export function createStaffAuth(db: Database, config = env()) {
  const baseURL = new URL(config.PUBLIC_SITE_URL).origin;
  const cookiePrefix = staffCookiePrefix(config);
  return betterAuth({
    appName: TWO_FACTOR_ISSUER,
    baseURL,
    basePath: STAFF_AUTH_BASE_PATH,
    secret: config.STAFF_AUTH_SECRET,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUser,
        session: staffSession,
        account: staffAccount,
        verification: staffVerification,
        twoFactor: staffTwoFactor,
        rateLimit: staffRateLimit,
      },
    }),
    // Accounts come only from invites (CLI or an owner): nobody signs themselves up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    // Idle expiry: each request (at most once a minute) moves the end to STAFF_SESSION_IDLE_MINUTES ahead.
    session: { expiresIn: config.STAFF_SESSION_IDLE_MINUTES * 60, updateAge: 60 },
    rateLimit: {
      enabled: config.RATE_LIMIT_ENABLED,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: config.STAFF_SIGN_IN_WINDOW_SECONDS, max: config.STAFF_SIGN_IN_MAX },
        "/two-factor/verify-totp": { window: config.STAFF_SIGN_IN_WINDOW_SECONDS, max: config.STAFF_SIGN_IN_MAX },
        "/two-factor/verify-backup-code": {
          window: config.STAFF_SIGN_IN_WINDOW_SECONDS,
          max: config.STAFF_SIGN_IN_MAX,
        },
      },
    },
    advanced: {
      // better-auth's own secure prefix is `__Secure-`; the `__Host-` one comes with the name instead.
      cookiePrefix,
      useSecureCookies: false,
      defaultCookieAttributes: cookiePrefix.startsWith("__Host-") ? { secure: true, path: "/" } : {},
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    hooks: {
      // A TOTP code works once: the accepted code's time-step is claimed in the database, and a
      // replay (or a concurrent second use) gets no session (docs/decisions/0860).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/two-factor/verify-totp" || ctx.context.returned instanceof Error) return;
        const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
        const code = (ctx.body as { code?: unknown } | undefined)?.code;
        if (!userId || typeof code !== "string") return;
        if (await claimTotpStep(db, ctx.context.secretConfig, userId, code)) return;
        const token = ctx.context.newSession?.session.token;
        if (token && token !== ctx.context.session?.session.token)
          await ctx.context.internalAdapter.deleteSession(token);
        throw APIError.from("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
      }),
    },
    plugins: [
      twoFactor({ issuer: TWO_FACTOR_ISSUER }),
      admin({
        roles: { owner: adminAc, staff: userAc, editor: userAc },
        adminRoles: ["owner"],
        defaultRole: "staff",
        bannedUserMessage: "This account is deactivated. Please ask the owner of the back office.",
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const globalStore = globalThis as typeof globalThis & { __sparkStaffAuth?: Promise<StaffAuth> };

/** One better-auth instance per process, on the shared database handle. */
export function staffAuth(): Promise<StaffAuth> {
  globalStore.__sparkStaffAuth ??= database().then((handle) => createStaffAuth(handle.db));
  globalStore.__sparkStaffAuth.catch(() => {
    globalStore.__sparkStaffAuth = undefined;
  });
  return globalStore.__sparkStaffAuth;
}
