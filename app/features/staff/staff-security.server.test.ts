import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { currentStaff } from "./guard.server";
import type { Database } from "../../../server/db/client";
import { closeDatabase, database } from "../../../server/db/index";
import { mailOutbox } from "../../../server/db/schema";
import { staffSession, staffUser } from "../../../server/domain/staff/schema";
import { env, parseEnv } from "../../../server/env";
import { run as runSecurityNotice } from "../../../server/domain/staff/security-notice-job";
import {
  CLIENT_IP_HEADER,
  createStaffAuth,
  STAFF_AUTH_BASE_PATH,
  staffAuth,
  type StaffAuth,
} from "../../../server/domain/staff/auth";
import { passwordProblem } from "../../../server/domain/staff/password-policy";
import { clearSignInAttempts, countSignInAttempt } from "../../../server/domain/staff/sign-in-limit";

// The back office's sign-in against a real database (PostgreSQL when TEST_DATABASE_URL is set, as
// npm test does; else embedded PGlite), through better-auth's handler as the /staff routes call it:
// TOTP codes and backup codes work once, idle and absolute session ends on a fake clock, the
// __Host- cookie behind HTTPS, the per-account attempt limit, and the password rules (issue 41).
vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL ?? "");
vi.stubEnv("DATA_DIR", ":memory:");
vi.stubEnv("DATABASE_POOL_SIZE", "20");
vi.stubEnv("JOBS_ENABLED", "0");
// Every request here comes from one address; better-auth's per-address limit has its own test.
vi.stubEnv("RATE_LIMIT_ENABLED", "0");
vi.stubEnv("PUBLIC_SITE_URL", "http://localhost:3000");

const PASSWORD = "correct horse battery staple";
const ORIGIN = "http://localhost:3000";
const T0 = new Date("2026-11-28T10:00:00.000Z").getTime();
let db: Database;
let auth: StaffAuth;

/** A browser's cookies: what better-auth sets, sent back with the next request. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function post(jar: Jar, path: string, body: unknown, using: StaffAuth = auth, origin = ORIGIN) {
  return jar.take(
    await using.handler(
      new Request(`${origin}${STAFF_AUTH_BASE_PATH}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          cookie: jar.header(),
          [CLIENT_IP_HEADER]: "10.41.0.1",
        },
        body: JSON.stringify(body),
      }),
    ),
  );
}

async function newAccount(using: StaffAuth = auth): Promise<{ email: string; id: string }> {
  const email = `staffb-${randomUUID().slice(0, 8)}@example.com`;
  const ctx = await using.$context;
  const user = await ctx.internalAdapter.createUser(
    { email, name: "Tess Test", emailVerified: true, role: "staff" },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(PASSWORD),
  });
  return { email, id: user.id };
}

const at = (ms: number) => vi.setSystemTime(new Date(ms));
const codeAt = (secret: string, ms: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

/** An account with the authenticator app set up (at T0); returns its base32 secret and backup codes. */
async function accountWithTwoFactor() {
  const account = await newAccount();
  const jar = new Jar();
  at(T0);
  expect((await post(jar, "/sign-in/email", { email: account.email, password: PASSWORD })).status).toBe(200);
  const enabled = (await (await post(jar, "/two-factor/enable", { password: PASSWORD })).json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  expect((await post(jar, "/two-factor/verify-totp", { code: codeAt(secret, T0) })).status).toBe(200);
  return { ...account, secret, backupCodes: enabled.backupCodes };
}

/** The password step of a sign-in: a browser holding the challenge for the second factor. */
async function passwordStep(email: string) {
  const jar = new Jar();
  const response = await post(jar, "/sign-in/email", { email, password: PASSWORD });
  expect(((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
  return jar;
}

const signedIn = async (jar: Jar) =>
  (await auth.api.getSession({ headers: new Headers({ cookie: jar.header() }) })) !== null;

describe("staff sign-in security", () => {
  beforeAll(async () => {
    db = (await database()).db;
    auth = await staffAuth();
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("accepts a TOTP code once: a replay is refused, and of two concurrent uses exactly one signs in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { email, secret } = await accountWithTwoFactor();
    // The code that turned the app on cannot sign in within its own window either.
    at(T0 + 5_000);
    expect(
      (await post(await passwordStep(email), "/two-factor/verify-totp", { code: codeAt(secret, T0) })).status,
    ).toBe(401);

    at(T0 + 60_000);
    const code = codeAt(secret, T0 + 60_000);
    const first = await passwordStep(email);
    expect((await post(first, "/two-factor/verify-totp", { code })).status).toBe(200);
    expect(await signedIn(first)).toBe(true);
    const replay = await passwordStep(email);
    const replayed = await post(replay, "/two-factor/verify-totp", { code });
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { code?: string }).code).toBe("INVALID_CODE");
    expect(await signedIn(replay)).toBe(false);

    // Two browsers that both passed the password step send one fresh code at the same moment.
    at(T0 + 120_000);
    const fresh = codeAt(secret, T0 + 120_000);
    const [a, b] = [await passwordStep(email), await passwordStep(email)];
    const statuses = (
      await Promise.all([
        post(a, "/two-factor/verify-totp", { code: fresh }),
        post(b, "/two-factor/verify-totp", { code: fresh }),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
    expect([await signedIn(a), await signedIn(b)].filter(Boolean)).toHaveLength(1);
    // The next step's code still works.
    at(T0 + 150_000);
    expect(
      (await post(await passwordStep(email), "/two-factor/verify-totp", { code: codeAt(secret, T0 + 150_000) })).status,
    ).toBe(200);
  }, 60_000);

  it("signs in with a backup code once, and new codes replace the old ones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { email, backupCodes } = await accountWithTwoFactor();
    expect(backupCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const jar = await passwordStep(email);
    expect((await post(jar, "/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(200);
    expect(await signedIn(jar)).toBe(true);
    expect(
      (await post(await passwordStep(email), "/two-factor/verify-backup-code", { code: backupCodes[0] })).status,
    ).toBe(401);
    const renewed = (await (await post(jar, "/two-factor/generate-backup-codes", { password: PASSWORD })).json()) as {
      backupCodes: string[];
    };
    expect(renewed.backupCodes).toHaveLength(10);
    expect(
      (await post(await passwordStep(email), "/two-factor/verify-backup-code", { code: backupCodes[1] })).status,
    ).toBe(401);
    const next = await passwordStep(email);
    expect((await post(next, "/two-factor/verify-backup-code", { code: renewed.backupCodes[0] })).status).toBe(200);
  }, 60_000);

  it("ends a session after 30 minutes idle, and after 12 hours however active", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { email } = await newAccount();
    const request = (jar: Jar) => new Request(`${ORIGIN}/staff`, { headers: { cookie: jar.header() } });

    at(T0);
    const idle = new Jar();
    await post(idle, "/sign-in/email", { email, password: PASSWORD });
    at(T0 + 29 * 60_000);
    expect(await currentStaff(request(idle))).not.toBeNull();
    // Activity moved the end: 29 more minutes are fine, 31 idle ones are not.
    at(T0 + 58 * 60_000);
    expect(await currentStaff(request(idle))).not.toBeNull();
    at(T0 + 89 * 60_000);
    expect(await currentStaff(request(idle))).toBeNull();

    at(T0);
    const busy = new Jar();
    await post(busy, "/sign-in/email", { email, password: PASSWORD });
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      at(T0 + minutes * 60_000);
      expect(await currentStaff(request(busy)), `${minutes} minutes in`).not.toBeNull();
    }
    at(T0 + 12 * 60 * 60_000);
    expect(await currentStaff(request(busy))).toBeNull();
    // The outlived session's row is gone, so its cookie opens nothing anywhere.
    const [user] = await db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.email, email));
    const rows = await db.select().from(staffSession).where(eq(staffSession.userId, user!.id));
    expect(rows.filter((row) => row.expiresAt.getTime() > Date.now())).toEqual([]);
  }, 60_000);

  it("sets the session cookie as __Host-, Secure, Path=/ and without Domain behind HTTPS", async () => {
    const https = createStaffAuth(
      db,
      parseEnv({
        NODE_ENV: "production",
        ALLOW_DEV_SECRETS: "1",
        PUBLIC_SITE_URL: "https://www.spark-frankfurt.de",
        RATE_LIMIT_ENABLED: "0",
      }),
    );
    const { email } = await newAccount(https);
    const jar = new Jar();
    const response = await post(
      jar,
      "/sign-in/email",
      { email, password: PASSWORD },
      https,
      "https://www.spark-frankfurt.de",
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes(".session_token="));
    expect(cookie).toMatch(/^__Host-spark-staff\.session_token=/);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/Max-Age=1800/i);
    // The __Host- cookie opens the session on that origin.
    const session = await https.api.getSession({ headers: new Headers({ cookie: jar.header() }) });
    expect(session?.user.email).toBe(email);
  }, 60_000);

  it("limits sign-in attempts per account across addresses and processes, atomically", async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    const config = parseEnv({ STAFF_ACCOUNT_SIGN_IN_MAX: "10", STAFF_SIGN_IN_WINDOW_SECONDS: "600" });
    const now = new Date(T0);
    // 25 attempts at once (as from many addresses): exactly 10 get to the password check.
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => countSignInAttempt(db, email, config, now)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
    expect(outcomes.find((outcome) => !outcome.allowed)).toEqual({ allowed: false, retryAfterMinutes: 10 });
    expect((await countSignInAttempt(db, email, config, new Date(T0 + 9 * 60_000))).allowed).toBe(false);
    // Another account is not affected; after the window the account may try again.
    expect((await countSignInAttempt(db, `other-${email}`, config, now)).allowed).toBe(true);
    expect((await countSignInAttempt(db, email, config, new Date(T0 + 10 * 60_000))).allowed).toBe(true);
    await clearSignInAttempts(db, email);
  }, 60_000);
});

describe("staff security notices", () => {
  it("mails the person what changed and when, with no code or secret in it", async () => {
    const db = (await database()).db;
    const { email, id } = await newAccount(createStaffAuth(db));
    const job = { data: { userId: id, change: "password", at: "2026-11-28T14:05:00.000Z" } } as Parameters<
      typeof runSecurityNotice
    >[0];
    expect(await runSecurityNotice(job, db, env())).toBe("outbox");
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mail?.subject).toBe("SPARK: Your back-office password was changed");
    expect(mail?.textBody).toContain("28 Nov 2026, 15:05");
    expect(mail?.textBody).not.toContain(PASSWORD);
    expect(mail?.textBody).not.toMatch(/token|invite\//i);
  }, 60_000);
});

describe("staff passwords", () => {
  it("refuses breached, common and trivial passwords and those built from the e-mail or 'spark'", () => {
    const email = "jana.weber@example.com";
    for (const password of ["password1234", "aaaaaaaaaaaa", "123456789012", "qwertyuiopas", "iloveyou2026"])
      expect(passwordProblem(password, email), password).toMatch(/too common|too easy to guess/);
    expect(passwordProblem("jana.weber-2026!x", email)).toMatch(/your e-mail address/);
    expect(passwordProblem("WeberHausBlau77", email)).toMatch(/your e-mail address/);
    expect(passwordProblem("mySPARKvenue#2026", email)).toMatch(/'spark'/);
    expect(passwordProblem("short", email)).toMatch(/at least 12 characters/);
    for (const password of ["correct horse battery staple", "dragonfly-lamp-river", "Tr0ub4dor&3xq9"])
      expect(passwordProblem(password, email), password).toBeUndefined();
  });
});
