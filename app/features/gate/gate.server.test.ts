import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client.ts";
import {
  attemptUnlock,
  GATE_COOKIE_MAX_AGE_SECONDS,
  gateCookieName,
  gatedLoader,
  gateSetCookie,
  isUnlocked,
  passwordMatches,
  safeReturnPath,
  tooManyAttemptsMessage,
  verifyGateCookie,
  type UnlockDependencies,
} from "./gate.server";
import { gates } from "../../content/gates";

const secrets = { cookieSecret: "test-cookie-secret-0123456789abcdef", password: "correct horse battery" };
const now = Date.UTC(2025, 6, 18, 9, 0, 0);

/** The Cookie header a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;
const unlock = async (gate: "event-planners" | "development", at = now, with_ = secrets) =>
  sentBack(await gateSetCookie(gate, with_, false, at));

describe("gate cookie (React Router's createCookie, signed)", () => {
  it("opens its own gate until it expires", async () => {
    const cookie = await unlock("event-planners");
    expect(await verifyGateCookie(cookie, "event-planners", secrets, now)).toBe(true);
    const lastSecond = now + (GATE_COOKIE_MAX_AGE_SECONDS - 1) * 1000;
    expect(await verifyGateCookie(cookie, "event-planners", secrets, lastSecond)).toBe(true);
    const expired = now + GATE_COOKIE_MAX_AGE_SECONDS * 1000;
    expect(await verifyGateCookie(cookie, "event-planners", secrets, expired)).toBe(false);
  });

  it("does not open the other gate, not even renamed", async () => {
    const cookie = await unlock("event-planners");
    expect(await verifyGateCookie(cookie, "development", secrets, now)).toBe(false);
    const renamed = cookie.replace("spark_gate_event-planners=", "spark_gate_development=");
    expect(await verifyGateCookie(renamed, "development", secrets, now)).toBe(false);
  });

  it("refuses a forged, extended or truncated cookie", async () => {
    const cookie = await unlock("development");
    const [name, value] = cookie.split("=") as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
    const extended = btoa(
      JSON.stringify({ gate: "development", expiresAt: now / 1000 + 10 * GATE_COOKIE_MAX_AGE_SECONDS }),
    );
    expect(
      await verifyGateCookie(`${name}=${encodeURIComponent(`${extended}.${signature}`)}`, "development", secrets, now),
    ).toBe(false);
    const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);
    expect(
      await verifyGateCookie(`${name}=${encodeURIComponent(`${payload}.${flipped}`)}`, "development", secrets, now),
    ).toBe(false);
    expect(
      await verifyGateCookie(
        `${name}=${encodeURIComponent(`${payload}.${signature.slice(1)}`)}`,
        "development",
        secrets,
        now,
      ),
    ).toBe(false);
    expect(await verifyGateCookie(`${name}=${payload}`, "development", secrets, now)).toBe(false);
    expect(await verifyGateCookie(`${name}=true`, "development", secrets, now)).toBe(false);
    expect(await verifyGateCookie(`${name}=`, "development", secrets, now)).toBe(false);
    expect(await verifyGateCookie("", "development", secrets, now)).toBe(false);
    expect(await verifyGateCookie(undefined, "development", secrets, now)).toBe(false);
  });

  it("is invalidated by a new cookie secret or a new password", async () => {
    const cookie = await unlock("event-planners");
    const rotatedAway = { ...secrets, cookieSecret: "another-secret-0123456789abcdefgh" };
    expect(await verifyGateCookie(cookie, "event-planners", rotatedAway, now)).toBe(false);
    expect(await verifyGateCookie(cookie, "event-planners", { ...secrets, password: "a new password" }, now)).toBe(
      false,
    );
  });

  it("survives a secret rotation: a cookie signed with an old secret opens the gate while that secret is listed", async () => {
    const cookie = await unlock("event-planners");
    const rotated = {
      ...secrets,
      cookieSecret: "the-new-secret-0123456789abcdefghij",
      oldCookieSecrets: [secrets.cookieSecret],
    };
    expect(await verifyGateCookie(cookie, "event-planners", rotated, now)).toBe(true);
    const fresh = await unlock("event-planners", now, rotated);
    expect(await verifyGateCookie(fresh, "event-planners", rotated, now)).toBe(true);
    expect(await verifyGateCookie(fresh, "event-planners", secrets, now)).toBe(false);
  });

  it("is HttpOnly, SameSite=Lax, on the whole site, for 30 days, and Secure only when asked", async () => {
    const secure = await gateSetCookie("development", secrets, true, now);
    expect(secure).toMatch(/^spark_gate_development=[^;]+; /);
    for (const attribute of [`Max-Age=${GATE_COOKIE_MAX_AGE_SECONDS}`, "Path=/", "HttpOnly", "SameSite=Lax", "Secure"])
      expect(secure.split("; ")).toContain(attribute);
    expect(await gateSetCookie("event-planners", secrets, false, now)).not.toContain("Secure");
    expect(gateCookieName("event-planners")).toBe("spark_gate_event-planners");
  });

  it("is found among other cookies of the request", async () => {
    const cookie = await unlock("event-planners");
    const header = `spark_consent=v1.a0.m0; ${cookie}; other=1`;
    const request = new Request("http://localhost/event-planners", { headers: { Cookie: header } });
    expect(await isUnlocked(request, "event-planners", secrets, now)).toBe(true);
    expect(await isUnlocked(request, "development", secrets, now)).toBe(false);
  });
});

describe("gatedLoader", () => {
  it("answers { locked: true } and nothing else without a valid cookie, and does not even read the content", async () => {
    let read = false;
    const request = new Request("http://localhost/event-planners", {
      headers: { Cookie: "spark_gate_event-planners=1.forged" },
    });
    const result = await gatedLoader(request, "event-planners", () => {
      read = true;
      return { secret: "gated" };
    });
    expect(result).toEqual({ locked: true });
    expect(read).toBe(false);
  });
});

describe("password comparison", () => {
  it("accepts only the exact password", () => {
    expect(passwordMatches("correct horse battery", secrets.password)).toBe(true);
    for (const wrong of ["", "correct horse battery ", "Correct horse battery", "correct", "correct horse battery!"]) {
      expect(passwordMatches(wrong, secrets.password)).toBe(false);
    }
  });
});

describe("safeReturnPath", () => {
  const gate = gates["event-planners"];
  it("returns to the page behind the same gate, and nowhere else", () => {
    expect(safeReturnPath("/event-planners/catering", gate)).toBe("/event-planners/catering");
    expect(safeReturnPath("/event-planners/catering.data?x=1", gate)).toBe("/event-planners/catering");
    for (const hostile of [
      "//evil.example/event-planners",
      "https://evil.example",
      "/development",
      "/\\evil",
      "/event-planners/<script>",
      undefined,
      42,
    ]) {
      expect(safeReturnPath(hostile, gate)).toBe("/event-planners");
    }
  });
});

describe("attempt limit (shared PostgreSQL counter)", () => {
  let handle: DatabaseHandle;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      handle = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: "", poolSize: 2 });
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), "gate-test-"));
      handle = await openDatabase({ dataDir: path.join(dataDir, "db"), poolSize: 1 });
    }
  });
  afterAll(async () => {
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const deps = (max: number): UnlockDependencies => ({
    secrets,
    db: async () => handle.db,
    limit: { enabled: true, max, windowSeconds: 600 },
  });

  it("refuses the attempt after max tries per address with a clear message, even with the right password", async () => {
    const clientIp = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const first = await attemptUnlock({ gate: "development", password: "wrong", clientIp, now }, deps(3));
    expect(first).toEqual({ kind: "wrong-password" });
    expect((await attemptUnlock({ gate: "event-planners", password: "wrong", clientIp, now }, deps(3))).kind).toBe(
      "wrong-password",
    );
    const third = await attemptUnlock({ gate: "development", password: secrets.password, clientIp, now }, deps(3));
    expect(third.kind).toBe("unlocked");
    const fourth = await attemptUnlock({ gate: "development", password: secrets.password, clientIp, now }, deps(3));
    expect(fourth).toEqual({ kind: "too-many-attempts", retryAfterSeconds: expect.any(Number) });
    if (fourth.kind === "too-many-attempts") {
      expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(tooManyAttemptsMessage(fourth.retryAfterSeconds)).toMatch(
        /^Too many password attempts from your network\. For your security, please wait \d+ minutes? and try again\.$/,
      );
    }
    // Another address is not affected.
    const other = await attemptUnlock(
      { gate: "development", password: secrets.password, clientIp: `${clientIp}-other`, now },
      deps(3),
    );
    expect(other.kind).toBe("unlocked");
  });

  it("refuses rather than allows unlimited guesses when the counter is unavailable", async () => {
    const outcome = await attemptUnlock(
      { gate: "development", password: secrets.password, clientIp: "198.51.100.1", now },
      { ...deps(3), db: async () => Promise.reject(new Error("database down")) },
    );
    expect(outcome).toEqual({ kind: "unavailable" });
  });

  it("returns a cookie that opens the gate on a right password", async () => {
    const outcome = await attemptUnlock(
      { gate: "event-planners", password: secrets.password, clientIp: `192.0.2.${Date.now()}`, now },
      deps(10),
    );
    expect(outcome.kind).toBe("unlocked");
    if (outcome.kind === "unlocked")
      expect(await verifyGateCookie(sentBack(outcome.setCookie), "event-planners", secrets, now)).toBe(true);
  });
});

describe("tooManyAttemptsMessage", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(tooManyAttemptsMessage(30)).toContain("wait 1 minute and");
    expect(tooManyAttemptsMessage(61)).toContain("wait 2 minutes and");
  });
});
