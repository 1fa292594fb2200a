import { data, redirect } from "react-router";
import { isLocalPath } from "~/lib/local-path";
import { consentSetCookie, type ConsentChoice } from "./consent";
import { choiceFromForm } from "./settings";

export type CookieSettingsResult = { saved: true; choice: ConsentChoice } | { saved: false };

/**
 * A stored cookie choice: the server writes the same first-party cookie the browser would. The
 * settings form without JavaScript gets its page back with the saved choice; the first-visit banner
 * (which names its page in `return`) is sent back to the page it was on.
 */
export async function saveCookieSettings(request: Request) {
  const form = await request.formData();
  const choice = choiceFromForm(form);
  if (!choice) return data<CookieSettingsResult>({ saved: false }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const headers = { "Set-Cookie": await consentSetCookie(choice, secure) };
  const back = form.get("return");
  if (isLocalPath(back)) return redirect(back, { status: 303, headers });
  return data<CookieSettingsResult>({ saved: true, choice }, { headers });
}
