import { gateOf, gatePasswords } from "./gate-passwords.ts";

// One unlock per gate and server: the password form is posted once, the cookie reused.
const cookies = new Map<string, Promise<string>>();

/** The Cookie header of a visitor who entered the right password for the page's gate, or undefined for public pages. */
export async function gateCookieFor(baseUrl: string, path: string): Promise<string | undefined> {
  const gate = gateOf(path);
  if (!gate) return undefined;
  const key = `${baseUrl}|${gate.name}`;
  if (!cookies.has(key)) {
    cookies.set(
      key,
      (async () => {
        const response = await fetch(`${baseUrl}${gate.basePath}`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseUrl).origin },
          body: new URLSearchParams({ password: gatePasswords[gate.name], returnTo: gate.basePath }),
        });
        const cookie = response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0]!)
          .find((c) => c.startsWith(`spark_gate_${gate.name}=`));
        if (response.status !== 303 || !cookie)
          throw new Error(`could not unlock ${gate.name}: status ${response.status}`);
        return cookie;
      })(),
    );
  }
  return cookies.get(key)!;
}
