import { createHash, timingSafeEqual } from "node:crypto";
import { createCookie, data, redirect, type Cookie, type RouterContextProvider } from "react-router";
import { database } from "../../../server/db/index.ts";
import type { Database } from "../../../server/db/client.ts";
import { env, type Env } from "../../../server/env.ts";
import { requestInfo } from "../../../server/request-context.ts";
import { hitRateLimit } from "../../../server/security/rate-limit.ts";
import { GATE_ACCESS_DAYS, gates, type Gate, type GateName, type GateResult } from "../../content/gates.ts";
import { isLocalPath } from "~/lib/local-path";
import { formLocale } from "~/features/form-kit/submission.server";
import { bilingual, localeOfPath, localizeHref, type Locale } from "~/lib/i18n/locale";

// The server half of the password gates. The spec's original compared the password in the browser;
// here the password and the gated content stay on the server, and an unlock is a signed cookie
// (React Router's createCookie: HMAC-SHA256, with the earlier secrets of a rotation still accepted).

/** How long an unlock lasts before the visitor is asked again. */
export const GATE_COOKIE_MAX_AGE_SECONDS = GATE_ACCESS_DAYS * 24 * 60 * 60;

/** The password form's answers, in the language of the page it was sent from. */
const messages = bilingual({
  en: {
    wrongPassword: "Incorrect password. Please try again.",
    unavailable: "We could not check your password just now. Please try again in a moment.",
    tooManyAttempts: (minutes: number) =>
      `Too many password attempts from your network. For your security, please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  },
  de: {
    wrongPassword: "Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.",
    unavailable: "Wir konnten Ihr Passwort gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal.",
    tooManyAttempts: (minutes: number) =>
      `Zu viele Passwortversuche aus Ihrem Netzwerk. Bitte warten Sie zu Ihrer Sicherheit ${minutes === 1 ? "eine Minute" : `${minutes} Minuten`} und versuchen Sie es dann erneut.`,
  },
});

export function tooManyAttemptsMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  return messages[locale].tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** Gated responses are for one visitor only: never stored by a browser cache, proxy or CDN. */
export const GATED_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  Vary: "Cookie",
} as const;

/** The `headers` export of every gated route (keeps Retry-After of a refused attempt). */
export function gatedHeaders({ actionHeaders }: { actionHeaders?: Headers } = {}): Headers {
  const headers = new Headers(GATED_HEADERS);
  const retryAfter = actionHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export interface GateSecrets {
  /** Signs new cookies (COOKIE_SECRET). */
  cookieSecret: string;
  /** Secrets of earlier rotations (COOKIE_SECRETS_OLD): cookies they signed still open the gate until they expire. */
  oldCookieSecrets?: string[];
  password: string;
}

/** The environment variable with each gate's password (server/env.ts; development defaults in DEV_SECRETS). */
const GATE_PASSWORD_ENV = {
  "event-planners": "GATE_PASSWORD_EVENT_PLANNERS",
  development: "GATE_PASSWORD_DEVELOPMENT",
} as const satisfies Record<GateName, keyof Env>;

export function gateSecrets(gate: GateName): GateSecrets {
  const config = env();
  return {
    cookieSecret: config.COOKIE_SECRET,
    oldCookieSecrets: config.COOKIE_SECRETS_OLD,
    password: config[GATE_PASSWORD_ENV[gate]],
  };
}

export function gateCookieName(gate: GateName): string {
  return `spark_gate_${gate}`;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Constant-time comparison: both sides are hashed to 32 bytes first, so length leaks nothing either. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** What a gate cookie holds, signed: the gate and when the unlock ends (unix seconds). */
interface GateCookieValue {
  gate: GateName;
  expiresAt: number;
}

/**
 * The gate's cookie. Every signing secret is bound to the gate and a fingerprint of its password: a
 * cookie opens only its own gate, cannot be extended (the expiry is signed), and changing a password
 * locks every earlier unlock out. HttpOnly, SameSite=Lax, for the whole site; Secure in production.
 */
function gateCookie(gate: GateName, secrets: GateSecrets, secure = false): Cookie {
  const fingerprint = sha256(secrets.password).toString("hex");
  return createCookie(gateCookieName(gate), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: GATE_COOKIE_MAX_AGE_SECONDS,
    secrets: [secrets.cookieSecret, ...(secrets.oldCookieSecrets ?? [])].map(
      (secret) => `${secret}|gate:${gate}|${fingerprint}`,
    ),
  });
}

/** The Set-Cookie header of an unlock that lasts GATE_COOKIE_MAX_AGE_SECONDS from `now`. */
export function gateSetCookie(
  gate: GateName,
  secrets: GateSecrets,
  secure: boolean,
  now = Date.now(),
): Promise<string> {
  const value: GateCookieValue = { gate, expiresAt: Math.floor(now / 1000) + GATE_COOKIE_MAX_AGE_SECONDS };
  return gateCookie(gate, secrets, secure).serialize(value);
}

/** Whether a Cookie header carries a valid, unexpired unlock of this gate. */
export async function verifyGateCookie(
  cookieHeader: string | null | undefined,
  gate: GateName,
  secrets: GateSecrets,
  now = Date.now(),
): Promise<boolean> {
  let value: unknown;
  try {
    value = await gateCookie(gate, secrets).parse(cookieHeader ?? null);
  } catch {
    return false; // not even a cookie header
  }
  if (!value || typeof value !== "object") return false;
  const { gate: signedGate, expiresAt } = value as Partial<GateCookieValue>;
  return signedGate === gate && typeof expiresAt === "number" && expiresAt * 1000 > now;
}

export function isUnlocked(
  request: Request,
  gate: GateName,
  secrets = gateSecrets(gate),
  now = Date.now(),
): Promise<boolean> {
  return verifyGateCookie(request.headers.get("Cookie"), gate, secrets, now);
}

export type GatedData<T> = { locked: true } | { locked: false; content: T };

/**
 * The loader of every gated route: without a valid cookie the answer is `{ locked: true }` and
 * nothing else; the content is only read when the cookie is valid.
 */
export async function gatedLoader<T>(
  request: Request,
  gate: GateName,
  content: (locale: Locale) => T,
): Promise<GatedData<T>> {
  if (!(await isUnlocked(request, gate))) return { locked: true };
  return { locked: false, content: content(localeOfPath(new URL(request.url).pathname)) };
}

export type UnlockOutcome =
  | { kind: "unlocked"; setCookie: string }
  | { kind: "wrong-password" }
  | { kind: "too-many-attempts"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export interface UnlockAttempt {
  gate: GateName;
  password: string;
  clientIp: string;
  now?: number;
}

export interface UnlockDependencies {
  secrets: GateSecrets;
  db: () => Promise<Database>;
  limit: { enabled: boolean; max: number; windowSeconds: number };
  /** Mark the cookie Secure (production). */
  secureCookie?: boolean;
}

/** One password attempt: counted per client address first, then compared in constant time. */
export async function attemptUnlock(attempt: UnlockAttempt, deps: UnlockDependencies): Promise<UnlockOutcome> {
  const now = attempt.now ?? Date.now();
  if (deps.limit.enabled) {
    try {
      // One bucket for both gates: guessing on two gates does not double the budget.
      const decision = await hitRateLimit(
        await deps.db(),
        `gate:${attempt.clientIp}`,
        deps.limit.max,
        deps.limit.windowSeconds,
        now,
      );
      if (!decision.allowed) return { kind: "too-many-attempts", retryAfterSeconds: decision.retryAfterSeconds };
    } catch {
      // Without the shared counter the limit cannot be enforced: refuse rather than allow unlimited guesses.
      return { kind: "unavailable" };
    }
  }
  if (!passwordMatches(attempt.password, deps.secrets.password)) return { kind: "wrong-password" };
  return {
    kind: "unlocked",
    setCookie: await gateSetCookie(attempt.gate, deps.secrets, deps.secureCookie ?? false, now),
  };
}

/** Where to go after unlocking: the page the visitor was on, if it is behind this gate. */
export function safeReturnPath(value: unknown, gate: Gate, locale: Locale = "en"): string {
  const base = localizeHref(gate.basePath, locale);
  if (!isLocalPath(value)) return base;
  const pathname = value.split(/[?#]/)[0]!.replace(/\.data$/, "");
  return gate.covers(pathname) && /^[a-z0-9/-]+$/.test(pathname) ? pathname : base;
}

/**
 * The action of a gated route: the password form posts here. Right password: a 303 back to the
 * page with the signed cookie. Wrong: the spec's message. Too many tries: a clear message and 429.
 */
export async function unlockAction(request: Request, context: Readonly<RouterContextProvider>, gateName: GateName) {
  const gate = gates[gateName];
  const locale = formLocale(request);
  const t = messages[locale];
  const { clientIp, requestId } = requestInfo(context);
  const config = env();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<GateResult>(
      { status: "error", message: t.wrongPassword, returnTo: localizeHref(gate.basePath, locale) },
      { status: 400 },
    );
  }
  const password = form.get("password");
  const returnTo = safeReturnPath(form.get("returnTo"), gate, locale);
  const outcome = await attemptUnlock(
    { gate: gateName, password: typeof password === "string" ? password : "", clientIp },
    {
      secrets: gateSecrets(gateName),
      db: async () => (await database()).db,
      limit: {
        enabled: config.RATE_LIMIT_ENABLED,
        max: config.RATE_LIMIT_GATE_MAX,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      },
      secureCookie: config.NODE_ENV === "production",
    },
  );
  switch (outcome.kind) {
    case "unlocked":
      return redirect(returnTo, {
        status: 303,
        headers: {
          "Set-Cookie": outcome.setCookie,
          ...GATED_HEADERS,
        },
      });
    case "wrong-password":
      // 200: the form is answered with its message, like any form with a typing error. A 403 made the
      // browser log an error on every attempt; the attempt still counts towards the rate limit.
      return data<GateResult>({ status: "error", message: t.wrongPassword, returnTo }, { status: 200 });
    case "too-many-attempts":
      console.warn(`[gate:${gateName}] ${requestId} attempt limit reached`); // the request log line has the shortened address
      return data<GateResult>(
        { status: "error", message: tooManyAttemptsMessage(outcome.retryAfterSeconds, locale), returnTo },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      console.error(`[gate:${gateName}] ${requestId} rate limit store unavailable; attempt refused`);
      return data<GateResult>({ status: "error", message: t.unavailable, returnTo }, { status: 503 });
  }
}
