import { bilingual } from "../../../server/domain/company/locale";
import { acceptAll, essentialOnly, type ConsentChoice } from "./consent";

// What the cookie settings form means: the two shortcut buttons of spec section 4, or the toggles
// as they stand. Shared by the browser (JavaScript) and the server action (without JavaScript).
const CONSENT_INTENTS = ["essential-only", "accept-all", "save"] as const;
export type ConsentIntent = (typeof CONSENT_INTENTS)[number];

/** The confirmation after saving, in the page's language (the spec's English words). */
export const COOKIE_SETTINGS_SAVED = bilingual({
  en: "Cookie settings saved successfully!",
  de: "Cookie-Einstellungen erfolgreich gespeichert!",
});

export function isConsentIntent(value: unknown): value is ConsentIntent {
  return typeof value === "string" && (CONSENT_INTENTS as readonly string[]).includes(value);
}

export function choiceFor(intent: ConsentIntent, toggles: { analytics: boolean; marketing: boolean }): ConsentChoice {
  if (intent === "essential-only") return { ...essentialOnly };
  if (intent === "accept-all") return { ...acceptAll };
  return { essential: true, analytics: toggles.analytics, marketing: toggles.marketing };
}

/** The choice a posted settings form asks for; undefined when the form is not one of ours. */
export function choiceFromForm(form: FormData): ConsentChoice | undefined {
  const intent = form.get("intent") ?? "save";
  if (!isConsentIntent(intent)) return undefined;
  return choiceFor(intent, { analytics: form.get("analytics") === "on", marketing: form.get("marketing") === "on" });
}
