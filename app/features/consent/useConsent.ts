import { useCallback, useEffect, useState } from "react";
import { consentSetCookie, readConsent, type ConsentChoice } from "./consent";

/** Dispatched on window when a choice was stored (here, or by the banner of site-shell.ts). */
export const CONSENT_CHANGE_EVENT = "spark:consent-change";

/** The visitor's current choice (undefined until they chose, or before hydration) and a setter. */
export function useConsent() {
  const [choice, setChoice] = useState<ConsentChoice | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readConsent(document.cookie).then((current) => {
        if (!live) return;
        setChoice(current);
        setReady(true);
      });
    read();
    window.addEventListener(CONSENT_CHANGE_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(CONSENT_CHANGE_EVENT, read);
    };
  }, []);
  const save = useCallback((next: ConsentChoice) => {
    void consentSetCookie(next, window.location.protocol === "https:").then((cookie) => {
      document.cookie = cookie;
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    });
  }, []);
  return { choice, ready, save };
}
