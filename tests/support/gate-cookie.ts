import { isGated } from "./site-routes.ts";

/** The Cookie header of a visitor who entered the right password for the page's gate, or undefined for public pages. */
export async function gateCookieFor(_baseUrl: string, path: string): Promise<string | undefined> {
  if (!isGated(path)) return undefined;
  throw new Error(`no unlock procedure for gated page ${path}`);
}
