import { useEffect } from "react";
import { FORM_TICKET_PATH, MIN_FILL_MS, STARTED_FIELD } from "~/features/form-kit/protocol";

// The visitor's first tap is kept, never dropped (issue 14, docs/decisions/0656-first-tap-kept.md).
//
// Links, forms, <details>, buttons that open a <dialog> through `commandfor` (the drawer, the
// dialogs) and the header menus' `popovertarget` buttons work from the first byte of HTML. A button
// that only React drives (a tab, a carousel arrow) does nothing until the page has hydrated. A tiny
// script at the top of <head> notes the last such button tapped before React started; once its island
// (or, outside islands, the page) has hydrated it is pressed again, so the tap is carried out a moment
// late instead of lost. From the moment React starts (app/entry.client.tsx) React itself sees every
// tap, and nothing more is kept.

/**
 * Set by app/entry.client.tsx just before hydrateRoot (on a page of islands, by app/islands/hydrate.tsx):
 * from then on React handles every event, but inside an island that is still waiting for its turn.
 */
export const REACT_STARTED = "__sparkReactStarted";
/**
 * On a page of islands, each island is hydrated in a task of its own (app/islands/hydrate.tsx); this
 * attribute marks an island's element once its handlers are attached. Until then a tap or form inside
 * it is kept, as before the script started.
 */
export const ISLAND_HYDRATED = "data-hydrated";
/** Dispatched on window when the first render has been committed (every control has its handlers). */
const HYDRATED_EVENT = "spark:hydrated";
/**
 * Dispatched on an island's element (bubbling) when that island has hydrated: a tap or form kept inside
 * it is carried out then, without waiting for the page's other islands.
 */
export const ISLAND_EVENT = "spark:island-hydrated";

/**
 * How long a form sent inside an island before the island script ran waits for it; then it posts
 * without script, as it would with none.
 */
const KEPT_SUBMIT_LIMIT_MS = 8000;

/**
 * Runs in the browser before anything else, as an inline script. Written as text, not as a function
 * turned into text: the bundler may wrap a function's body in helpers the page does not have.
 * A form's submit button is left alone, and so is a button with `commandfor` or `popovertarget` (the
 * browser has already done what it says). A form inside an island (docs/decisions/0662) sent before
 * its island has hydrated is held and sent again once it has, so that it goes the enhanced way (the
 * visitor stays on the page and gets the toast) instead of a page load; if the island script has not
 * started within KEPT_SUBMIT_LIMIT_MS, the form posts without script after all (a prerendered form
 * first fetching its ticket and waiting MIN_FILL_MS, docs/decisions/1104). Forms outside islands
 * (the password gates, the cookie banner) post without script, as they are meant to.
 */
const script = `(() => {
  let kept = null;
  let keptForm = null;
  let keptSubmitter = null;
  let passing = false;
  const waiting = (node) => {
    const island = node.closest("[data-island]");
    return island !== null && !island.hasAttribute("${ISLAND_HYDRATED}");
  };
  const keep = (event) => {
    const button = event.isTrusted && event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || (window.${REACT_STARTED} && !waiting(button)) || button.disabled || (button.type === "submit" && button.form) || button.hasAttribute("commandfor") || button.hasAttribute("popovertarget")) return;
    kept = button;
  };
  const send = () => {
    if (!keptForm || !keptForm.isConnected) return;
    const form = keptForm;
    keptForm = null;
    passing = true;
    form.requestSubmit(keptSubmitter && keptSubmitter.isConnected ? keptSubmitter : undefined);
  };
  const sendPlain = () => {
    const field = keptForm && keptForm.elements.namedItem("${STARTED_FIELD}");
    if (!field || field.value) return send();
    fetch("${FORM_TICKET_PATH}", { cache: "no-store" })
      .then((answer) => answer.json())
      .then((answer) => { if (typeof answer.ticket === "string") field.value = answer.ticket; })
      .catch(() => {})
      .finally(() => setTimeout(send, field.value ? ${MIN_FILL_MS} : 0));
  };
  const holdSubmit = (event) => {
    if (passing || !(event.target instanceof HTMLFormElement) || !waiting(event.target)) return;
    event.preventDefault();
    keptForm = event.target;
    keptSubmitter = event.submitter;
    setTimeout(() => window.${REACT_STARTED} || sendPlain(), ${KEPT_SUBMIT_LIMIT_MS});
  };
  const press = () => {
    const button = kept;
    kept = null;
    if (button && button.isConnected) button.click();
  };
  const islandHydrated = (event) => {
    if (kept && event.target.contains(kept)) press();
    if (keptForm && event.target.contains(keptForm)) send();
  };
  document.addEventListener("click", keep, true);
  document.addEventListener("submit", holdSubmit, true);
  document.addEventListener("${ISLAND_EVENT}", islandHydrated);
  addEventListener("${HYDRATED_EVENT}", () => {
    document.removeEventListener("click", keep, true);
    document.removeEventListener("submit", holdSubmit, true);
    document.removeEventListener("${ISLAND_EVENT}", islandHydrated);
    press();
    send();
  }, { once: true });
})();`;

/** The inline script, first in <head>. */
export function FirstTapScript({ nonce }: { nonce: string }) {
  // The browser hides a nonce from the DOM once the script has run: the attribute cannot match.
  return <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Says that the page has hydrated, which presses the kept button. */
export function announceHydrated() {
  dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Says that one island has hydrated, which presses a button kept inside it (or sends its held form). */
export function announceIslandHydrated(island: Element) {
  island.dispatchEvent(new Event(ISLAND_EVENT, { bubbles: true }));
}

/** In the root layout: the page has hydrated once its first render has committed. */
export function useAnnounceHydrated() {
  useEffect(announceHydrated, []);
}
