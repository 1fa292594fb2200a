import { describe, expect, it } from "vitest";
import { acceptAll, consentCookie, essentialOnly, parseConsent, serializeConsent } from "./consent";

describe("consent cookie", () => {
  it("round-trips both shortcut choices", () => {
    expect(parseConsent(`x=1; spark_consent=${serializeConsent(acceptAll)}`)).toEqual(acceptAll);
    expect(parseConsent(`spark_consent=${serializeConsent(essentialOnly)}; y=2`)).toEqual(essentialOnly);
  });
  it("treats a missing, foreign or old-version cookie as no choice", () => {
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent("spark_consent=yes")).toBeUndefined();
    expect(parseConsent("spark_consent=v0.a1.m1")).toBeUndefined();
  });
  it("writes a first-party, Lax cookie that is Secure over https", () => {
    expect(consentCookie(acceptAll, true)).toMatch(
      /^spark_consent=v1\.a1\.m1; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(consentCookie(essentialOnly, false)).not.toContain("Secure");
  });
});
