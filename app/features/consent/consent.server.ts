import { data } from "react-router";
import { consentSetCookie, type ConsentChoice } from "./consent";
import { choiceFromForm } from "./settings";

export type CookieSettingsResult = { saved: true; choice: ConsentChoice } | { saved: false };

/**
 * The cookie settings form without JavaScript: the server writes the same first-party cookie the
 * browser would, and the page answers with the saved choice.
 */
export async function saveCookieSettings(request: Request) {
  const choice = choiceFromForm(await request.formData());
  if (!choice) return data<CookieSettingsResult>({ saved: false }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return data<CookieSettingsResult>(
    { saved: true, choice },
    { headers: { "Set-Cookie": await consentSetCookie(choice, secure) } },
  );
}
