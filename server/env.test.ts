import { describe, expect, it } from "vitest";
import { site } from "../app/content/site";
import { DEV_SECRETS, parseEnv, publicSiteUrl } from "./env";

const strongSecrets = {
  COOKIE_SECRET: "a-real-secret-of-at-least-thirty-two-characters",
  GATE_PASSWORD_EVENT_PLANNERS: "planners-prod-password",
  GATE_PASSWORD_DEVELOPMENT: "development-prod-password",
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
      /COOKIE_SECRET, GATE_PASSWORD_EVENT_PLANNERS, GATE_PASSWORD_DEVELOPMENT/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        ...strongSecrets,
        GATE_PASSWORD_DEVELOPMENT: DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT,
      }),
    ).toThrow(/GATE_PASSWORD_DEVELOPMENT/);
    expect(parseEnv({ NODE_ENV: "production", ...strongSecrets }).NODE_ENV).toBe("production");
  });
  it("refuses malformed settings with a readable message", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ COOKIE_SECRET: "short" })).toThrow(/COOKIE_SECRET/);
    expect(() => parseEnv({ RATE_LIMIT_ENABLED: "maybe" })).toThrow(/RATE_LIMIT_ENABLED/);
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
