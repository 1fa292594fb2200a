import { data, redirect } from "react-router";
import { hasControlCharacter, isLocalPath } from "~/lib/local-path";
import { consentSetCookie, type ConsentChoice } from "./consent";
import { choiceFromForm } from "./settings";

export type CookieSettingsResult = { saved: true; choice: ConsentChoice } | { saved: false };

/**
 * A stored cookie choice: the server writes the same first-party cookie the browser would. The
 * settings form without JavaScript gets its page back with the saved choice; the first-visit banner
 * (which names its page in `return`) is sent back to the page it was on.
 */
export async function saveCookieSettings(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const choice = choiceFromForm(form);
  const back = form.get("return");
  // A return path with CR, LF or NUL was not written by our banner: refused, nothing stored.
  if (!choice || (typeof back === "string" && hasControlCharacter(back)))
    return data<CookieSettingsResult>({ saved: false }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const headers = { "Set-Cookie": await consentSetCookie(choice, secure) };
  if (isLocalPath(back)) return redirect(back, { status: 303, headers });
  return data<CookieSettingsResult>({ saved: true, choice }, { headers });
}
