import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { gateOf, gatePasswords } from "./gate-passwords.ts";

// Opens the password-gated pages for the page checks, as a visitor with the password would:
// the password form is posted once per gate, and the cookie lands in the context's cookie jar.
const unlocked = new WeakMap<object, Set<string>>();

export async function unlockIfGated(context: BrowserContext | APIRequestContext, path: string): Promise<void> {
  const gate = gateOf(path);
  if (!gate) return;
  const done = unlocked.get(context) ?? new Set<string>();
  unlocked.set(context, done);
  if (done.has(gate.name)) return;
  const request = "request" in context ? context.request : context;
  const probe = await request.get(gate.basePath, { maxRedirects: 0 });
  const origin = new URL(probe.url()).origin;
  const response = await request.post(gate.basePath, {
    form: { password: gatePasswords[gate.name], returnTo: gate.basePath },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`could not unlock ${gate.name}: status ${response.status()}`);
  const check = await request.get(gate.basePath, { maxRedirects: 0 });
  if ((await check.text()).includes('type="password"')) throw new Error(`unlocking ${gate.name} set no usable cookie`);
  done.add(gate.name);
}
