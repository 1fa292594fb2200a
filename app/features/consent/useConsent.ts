import { useCallback, useEffect, useState } from "react";
import { consentCookie, parseConsent, type ConsentChoice } from "./consent";

const CHANGE_EVENT = "spark:consent-change";

/** The visitor's current choice (undefined until they chose, or before hydration) and a setter. */
export function useConsent() {
  const [choice, setChoice] = useState<ConsentChoice | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const read = () => setChoice(parseConsent(document.cookie));
    read();
    setReady(true);
    window.addEventListener(CHANGE_EVENT, read);
    return () => window.removeEventListener(CHANGE_EVENT, read);
  }, []);
  const save = useCallback((next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === "https:");
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { choice, ready, save };
}
