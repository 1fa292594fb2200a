import { useEffect, useRef, useState } from "react";

export type RevealState = "idle" | "pending" | "visible";

/** Spec section 9: threshold 0.1 with a 50 px margin. */
const LAZY_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "50px" };

/**
 * Reveals a thumbnail when it scrolls into view. The server HTML shows every thumbnail (images load
 * lazily by the browser); after hydration, thumbnails out of view wait ("pending") and fade in
 * when the IntersectionObserver reports them.
 */
export function useLazyReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("idle");
  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver the thumbnail stays as the server rendered it ("idle": shown).
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          setState("visible");
          observer.disconnect();
        } else {
          setState((current) => (current === "idle" ? "pending" : current));
        }
      }
    }, LAZY_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, state] as const;
}
