import { describe, expect, it } from "vitest";
import { acceptAll, consentCookie, consentSetCookie, essentialOnly, readConsent } from "./consent";

/** The Cookie header a browser sends back for a Set-Cookie header. */
const sentBack = async (choice: typeof acceptAll) => (await consentSetCookie(choice, false)).split(";")[0]!;

describe("consent cookie (React Router's createCookie)", () => {
  it("round-trips both shortcut choices among other cookies", async () => {
    expect(await readConsent(`x=1; ${await sentBack(acceptAll)}`)).toEqual(acceptAll);
    expect(await readConsent(`${await sentBack(essentialOnly)}; y=2`)).toEqual(essentialOnly);
  });
  it("treats a missing, foreign or old-version cookie as no choice", async () => {
    expect(await readConsent(undefined)).toBeUndefined();
    expect(await readConsent("")).toBeUndefined();
    expect(await readConsent("spark_consent=yes")).toBeUndefined();
    expect(await readConsent("spark_consent=v1.a1.m1")).toBeUndefined(); // not in the cookie's encoding
    const oldVersion = (await consentCookie.serialize("v0.a1.m1")).split(";")[0]!;
    expect(await readConsent(oldVersion)).toBeUndefined();
  });
  it("writes a first-party, Lax cookie for a year that is Secure over https", async () => {
    const secure = await consentSetCookie(acceptAll, true);
    expect(secure).toMatch(/^spark_consent=[^;]+; /);
    for (const attribute of ["Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"])
      expect(secure.split("; ")).toContain(attribute);
    expect(secure).not.toContain("HttpOnly"); // the site shell reads it, the settings form writes it
    expect(await consentSetCookie(essentialOnly, false)).not.toContain("Secure");
  });
});
