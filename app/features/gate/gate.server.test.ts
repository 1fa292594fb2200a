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
  readCookie,
  safeReturnPath,
  signGateCookie,
  tooManyAttemptsMessage,
  verifyGateCookie,
  type UnlockDependencies,
} from "./gate.server";
import { gates } from "./gates";

const secrets = { cookieSecret: "test-cookie-secret-0123456789abcdef", password: "correct horse battery" };
const now = Date.UTC(2025, 6, 18, 9, 0, 0);

describe("gate cookie", () => {
  it("has the shape <expiry>.<signature> and opens its own gate until it expires", () => {
    const value = signGateCookie("event-planners", secrets, now);
    expect(value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(Number(value.split(".")[0])).toBe(now / 1000 + GATE_COOKIE_MAX_AGE_SECONDS);
    expect(verifyGateCookie(value, "event-planners", secrets, now)).toBe(true);
    expect(verifyGateCookie(value, "event-planners", secrets, now + (GATE_COOKIE_MAX_AGE_SECONDS - 1) * 1000)).toBe(
      true,
    );
    expect(verifyGateCookie(value, "event-planners", secrets, now + GATE_COOKIE_MAX_AGE_SECONDS * 1000)).toBe(false);
  });

  it("does not open the other gate", () => {
    const value = signGateCookie("event-planners", secrets, now);
    expect(verifyGateCookie(value, "development", secrets, now)).toBe(false);
  });

  it("refuses a forged, extended or truncated cookie", () => {
    const value = signGateCookie("development", secrets, now);
    const [expiry, signature] = value.split(".") as [string, string];
    expect(verifyGateCookie(`${Number(expiry) + 86_400}.${signature}`, "development", secrets, now)).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(verifyGateCookie(`${expiry}.${flipped}`, "development", secrets, now)).toBe(false);
    expect(verifyGateCookie(`${expiry}.${signature.slice(1)}`, "development", secrets, now)).toBe(false);
    expect(verifyGateCookie("true", "development", secrets, now)).toBe(false);
    expect(verifyGateCookie("", "development", secrets, now)).toBe(false);
    expect(verifyGateCookie(undefined, "development", secrets, now)).toBe(false);
  });

  it("is invalidated by a new cookie secret or a new password", () => {
    const value = signGateCookie("event-planners", secrets, now);
    expect(
      verifyGateCookie(value, "event-planners", { ...secrets, cookieSecret: "another-secret-0123456789abcdefgh" }, now),
    ).toBe(false);
    expect(verifyGateCookie(value, "event-planners", { ...secrets, password: "a new password" }, now)).toBe(false);
  });

  it("is HttpOnly, SameSite=Lax, on the whole site, and Secure only when asked", () => {
    expect(gateSetCookie("development", "1.abc", true)).toBe(
      `spark_gate_development=1.abc; Path=/; Max-Age=${GATE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(gateSetCookie("event-planners", "1.abc", false)).not.toContain("Secure");
    expect(gateCookieName("event-planners")).toBe("spark_gate_event-planners");
  });

  it("is found among other cookies of the request", () => {
    const value = signGateCookie("event-planners", secrets, now);
    const header = `spark_consent=v1.a0.m0; spark_gate_event-planners=${value}; other=1`;
    expect(readCookie(header, "spark_gate_event-planners")).toBe(value);
    const request = new Request("http://localhost/event-planners", { headers: { Cookie: header } });
    expect(isUnlocked(request, "event-planners", secrets, now)).toBe(true);
    expect(isUnlocked(request, "development", secrets, now)).toBe(false);
  });
});

describe("gatedLoader", () => {
  it("answers { locked: true } and nothing else without a valid cookie, and does not even read the content", () => {
    let read = false;
    const request = new Request("http://localhost/event-planners", {
      headers: { Cookie: "spark_gate_event-planners=1.forged" },
    });
    const result = gatedLoader(request, "event-planners", () => {
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
      expect(verifyGateCookie(outcome.cookieValue, "event-planners", secrets, now)).toBe(true);
  });
});

describe("tooManyAttemptsMessage", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(tooManyAttemptsMessage(30)).toContain("wait 1 minute and");
    expect(tooManyAttemptsMessage(61)).toContain("wait 2 minutes and");
  });
});
