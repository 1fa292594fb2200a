import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { database } from "../db/index.ts";
import type { Database } from "../db/client.ts";
import {
  staffAccount,
  staffRateLimit,
  staffSession,
  staffTwoFactor,
  staffUser,
  staffVerification,
} from "../db/staff-schema.ts";
import { env } from "../env.ts";

// Staff accounts of the back office (docs/decisions/0850-staff-accounts-better-auth.md): better-auth
// on our PostgreSQL/PGlite through its Drizzle adapter. Its HTTP handler is not mounted on a public
// path: the /staff routes call it in-process (sign-in, second factor) so that its rate limiter
// counts every attempt, and call auth.api for everything else.

export const STAFF_AUTH_BASE_PATH = "/staff/api/auth";
export const MIN_PASSWORD_LENGTH = 12;
/** Header carrying the client address (from the server's request info) into better-auth's limiter. */
export const CLIENT_IP_HEADER = "x-spark-client-ip";
const TWO_FACTOR_ISSUER = "SPARK Back Office";

export function createStaffAuth(db: Database, config = env()) {
  const baseURL = new URL(config.PUBLIC_SITE_URL).origin;
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
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: config.RATE_LIMIT_ENABLED,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: config.STAFF_SIGN_IN_WINDOW_SECONDS, max: config.STAFF_SIGN_IN_MAX },
        "/two-factor/verify-totp": { window: config.STAFF_SIGN_IN_WINDOW_SECONDS, max: config.STAFF_SIGN_IN_MAX },
      },
    },
    advanced: {
      cookiePrefix: "spark-staff",
      useSecureCookies: config.NODE_ENV === "production" && baseURL.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [
      twoFactor({ issuer: TWO_FACTOR_ISSUER }),
      admin({
        roles: { owner: adminAc, staff: userAc },
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
