import { useCallback, useMemo, useSyncExternalStore } from "react";
import { consentCookie, parseConsent, type ConsentChoice } from "./consent";

const CHANGE_EVENT = "spark:consent-change";

/** The visitor's current choice (undefined until they chose, or before hydration) and a setter. */
function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export function useConsent() {
  // The cookie string is the store: undefined in the server's HTML and during hydration.
  const cookies = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => undefined,
  );
  const choice = useMemo(() => parseConsent(cookies), [cookies]);
  const ready = cookies !== undefined;
  const save = useCallback((next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === "https:");
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { choice, ready, save };
}
