import { describe, expect, it } from "vitest";
import { site } from "./domain/company/site";
import { DEV_SECRETS, hstsPreload, parseEnv, publicSiteUrl } from "./env";

const strongSecrets = {
  COOKIE_SECRET: "a-real-secret-of-at-least-thirty-two-characters",
  GATE_PASSWORD_EVENT_PLANNERS: "planners-prod-password",
  GATE_PASSWORD_DEVELOPMENT: "development-prod-password",
  STAFF_AUTH_SECRET: "another-real-secret-of-at-least-32-characters",
};

describe("configuration", () => {
  it("has working local defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATE_LIMIT_ENABLED).toBe(true);
  });
  it("refuses to start in production with development secrets", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /COOKIE_SECRET, GATE_PASSWORD_EVENT_PLANNERS, GATE_PASSWORD_DEVELOPMENT, STAFF_AUTH_SECRET/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        ...strongSecrets,
        GATE_PASSWORD_DEVELOPMENT: DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT,
      }),
    ).toThrow(/GATE_PASSWORD_DEVELOPMENT/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", ...strongSecrets, STAFF_AUTH_SECRET: DEV_SECRETS.STAFF_AUTH_SECRET }),
    ).toThrow(/STAFF_AUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", ...strongSecrets }).NODE_ENV).toBe("production");
  });
  it("refuses malformed settings with a readable message", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ COOKIE_SECRET: "short" })).toThrow(/COOKIE_SECRET/);
    expect(() => parseEnv({ RATE_LIMIT_ENABLED: "maybe" })).toThrow(/RATE_LIMIT_ENABLED/);
  });
  it("reads the old cookie secrets of a rotation as a comma-separated list, each at least 32 characters", () => {
    expect(parseEnv({}).COOKIE_SECRETS_OLD).toEqual([]);
    const old = ["an-old-secret-of-at-least-thirty-two-chars", "an-older-secret-of-at-least-thirty-two-chars"];
    expect(parseEnv({ COOKIE_SECRETS_OLD: ` ${old[0]}, ${old[1]} ` }).COOKIE_SECRETS_OLD).toEqual(old);
    expect(() => parseEnv({ COOKIE_SECRETS_OLD: `${old[0]},short` })).toThrow(/COOKIE_SECRETS_OLD/);
  });
  it("reads switches", () => {
    expect(parseEnv({ RATE_LIMIT_ENABLED: "0" }).RATE_LIMIT_ENABLED).toBe(false);
  });
  it("has one default for the public origin, the site's own, for the server and the build", () => {
    expect(parseEnv({}).PUBLIC_SITE_URL).toBe(site.defaultOrigin);
    expect(publicSiteUrl({})).toBe(site.defaultOrigin);
    expect(publicSiteUrl({ PUBLIC_SITE_URL: "https://staging.example.com/" })).toBe("https://staging.example.com");
    expect(() => publicSiteUrl({ PUBLIC_SITE_URL: "not a url" })).toThrow(/PUBLIC_SITE_URL/);
  });
});

describe("proxy trust", () => {
  it("reads a hop count, a list of addresses or ranges, or none", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
  });
  it("refuses to trust every sender and names what it could not read", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/8, proxy.example" })).toThrow(/proxy\.example/);
  });
  it("keeps HSTS preload off unless chosen, and needs PostgreSQL for several processes", () => {
    expect(parseEnv({}).HSTS_PRELOAD).toBe(false);
    expect(parseEnv({ HSTS_PRELOAD: "1" }).HSTS_PRELOAD).toBe(true);
    // The build reads it alone (scripts/postbuild.ts), with the server's rule.
    expect(hstsPreload({})).toBe(false);
    expect(hstsPreload({ HSTS_PRELOAD: "true" })).toBe(true);
    expect(() => hstsPreload({ HSTS_PRELOAD: "yes" })).toThrow(/HSTS_PRELOAD/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/DATABASE_URL/);
    expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://x@localhost/y" }).WEB_CONCURRENCY).toBe(2);
  });
});

describe("media storage", () => {
  it("is the folder by default, S3 with all four settings, and a half configuration is refused by name", () => {
    expect(parseEnv({}).S3_ENDPOINT).toBeUndefined();
    expect(parseEnv({}).S3_REGION).toBe("us-east-1");
    const s3 = {
      S3_ENDPOINT: "https://s3.example.com",
      S3_BUCKET: "spark-media",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv(s3).S3_BUCKET).toBe("spark-media");
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/missing S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_BUCKET: "spark-media" })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID/);
  });
});
