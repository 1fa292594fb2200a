// The site frame's behaviour, without React (docs/decisions/0658-pages-without-react.md): the header's
// shadow, the desktop menus' hover and keyboard, closing the drawer on a followed link, and the
// first-visit cookie banner, and on pages without React Router the glide to a section of the same
// page. Every page loads it (about 1 KB), including the text pages that ship no React at all; on the
// other pages React renders the same markup and leaves these parts to this script. It imports only
// the scroll helpers; Vite builds and minifies it on its own (root.tsx imports it with `?worker&url`:
// a standalone bundle and its URL; it runs in the page, not in a worker).

import { ANCHOR_SCROLL_DELAY_MS, scrollToSection } from "~/lib/scroll";

const root = document.documentElement;

// --- Dialog buttons in a browser without invoker commands (before Chrome 135, Firefox 144, Safari ---
// 26.2): `command`/`commandfor` does nothing there, so the click runs the command on the <dialog>. On
// every page, React's dialogs (CommandButton.tsx, Dialog.tsx) and the HTML ones alike (the drawer,
// Technical Details). A click the page has cancelled runs no command, as in the browsers that have them.
if (!("commandForElement" in HTMLButtonElement.prototype)) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented) return;
    const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
    const dialog = button && document.getElementById(button.getAttribute("commandfor")!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button!.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close" && dialog.open) dialog.close();
  });
}

// --- Anchored links (spec section 2): a link to a section of this page waits 100 ms, then glides ---
// to it 96 px below the top (the fixed header), and the address gets its #section. On a page that
// React Router hydrates, its links (SiteLink) do this themselves, other pages included.
document.addEventListener("click", (event) => {
  if ("__reactRouterContext" in window) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href*='#']") : null;
  if (!link || link.target) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return;
  const id = decodeURIComponent(url.hash.slice(1));
  if (!id || !document.getElementById(id)) return;
  event.preventDefault();
  setTimeout(() => {
    if (scrollToSection(id)) history.replaceState(history.state, "", url.hash);
  }, ANCHOR_SCROLL_DELAY_MS);
});

// --- Header: glass at the top, solid with a shadow once scrolled past data-shadow-after px. ---
// Looked up again only when it has left the page (a client-side navigation to a page with its own frame).
let header: HTMLElement | null = null;
const updateHeader = () => {
  if (!header?.isConnected) header = document.querySelector<HTMLElement>("body > header[data-shadow-after]");
  if (!header) return;
  header.dataset.scrolled = String(window.scrollY > Number(header.dataset.shadowAfter));
};
// First in the next frame, not now: reading scrollY lays the page out, and this script can run while the
// parser is still inside the page (a layout of half a page on a slow phone, made again a moment later).
requestAnimationFrame(updateHeader);
addEventListener("scroll", updateHeader, { passive: true });

// --- Desktop menus (spec: open on hover after 100 ms, close 200 ms after the pointer leaves). ---
// The trigger opens its panel with `popovertarget`, so a click, Enter or Space works from the first
// byte of HTML, and the browser closes it on Escape (focus back to the trigger) or a click elsewhere.
// Added here: hover with its delays, ArrowDown into the menu, Tab out closes, aria-expanded.
const MENU_OPEN_DELAY_MS = 100;
const MENU_CLOSE_DELAY_MS = 200;
let openTimer = 0;
let closeTimer = 0;
let openedByHover = false;

const menuOf = (node: EventTarget | null) => (node instanceof Element ? node.closest("[data-nav-menu]") : null);
const panelOf = (menu: Element) => menu.querySelector<HTMLElement>("[data-menu-panel]")!;
const isOpen = (menu: Element) => panelOf(menu).matches(":popover-open");
const clearTimers = () => {
  clearTimeout(openTimer);
  clearTimeout(closeTimer);
};

document.addEventListener("pointerover", (event) => {
  const menu = menuOf(event.target);
  if (event.pointerType !== "mouse" || !menu || menu === menuOf(event.relatedTarget)) return;
  clearTimeout(closeTimer);
  if (isOpen(menu)) return;
  clearTimeout(openTimer);
  openTimer = window.setTimeout(() => {
    openedByHover = true;
    panelOf(menu).showPopover();
  }, MENU_OPEN_DELAY_MS);
});
document.addEventListener("pointerout", (event) => {
  const menu = menuOf(event.target);
  if (event.pointerType !== "mouse" || !menu || menu === menuOf(event.relatedTarget)) return;
  clearTimers();
  closeTimer = window.setTimeout(() => panelOf(menu).togglePopover(false), MENU_CLOSE_DELAY_MS);
});
document.addEventListener(
  "click",
  (event) => {
    const target = event.target as Element;
    const menu = menuOf(target);
    if (!menu) return;
    clearTimers();
    // A followed link closes the menu (a client-side navigation keeps the page).
    if (target.closest("[data-menu-panel] a")) panelOf(menu).togglePopover(false);
    // A mouse click right after the hover opened the menu keeps it open.
    else if (target.closest("[popovertarget]") && isOpen(menu) && event.detail > 0 && openedByHover) {
      openedByHover = false;
      event.preventDefault();
    }
  },
  true,
);
document.addEventListener("keydown", (event) => {
  const target = event.target as Element;
  const menu = menuOf(target);
  if (event.key !== "ArrowDown" || !menu || !target.matches("[popovertarget]")) return;
  event.preventDefault();
  if (!isOpen(menu)) panelOf(menu).showPopover();
  panelOf(menu).querySelector("a")?.focus();
});
document.addEventListener("focusout", (event) => {
  const menu = menuOf(event.target);
  if (menu && !menu.contains(event.relatedTarget as Node | null)) panelOf(menu).togglePopover(false);
});
// `toggle` does not bubble: caught on the way down.
document.addEventListener(
  "toggle",
  (event) => {
    const panel = event.target;
    if (!(panel instanceof HTMLElement) || !panel.matches("[data-menu-panel]")) return;
    const open = (event as ToggleEvent).newState === "open";
    if (!open) openedByHover = false;
    document.querySelector(`[popovertarget="${panel.id}"]`)?.setAttribute("aria-expanded", String(open));
  },
  true,
);
// Back and forward within the site (client-side) close the menus and drop a pending hover.
addEventListener("popstate", () => {
  clearTimers();
  for (const panel of document.querySelectorAll<HTMLElement>("[data-menu-panel]:popover-open"))
    panel.togglePopover(false);
});

// --- The mobile drawer (a <dialog>): a followed link of the site closes it. On the same page the
// section it leads to is behind the drawer; on another, the drawer is out of the way of the new page.
document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.('a[href^="/"]');
  const drawer = link?.closest("dialog[data-close-on-link]");
  if (drawer instanceof HTMLDialogElement) drawer.close();
});

// --- The language switch: the same page in the other language, at the same section (#anchor). The
// server never sees the anchor, so the link only gets it here, when it is followed.
document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.("a[data-language-switch]");
  if (link instanceof HTMLAnchorElement && location.hash) link.hash = location.hash;
});

// --- Cookie banner: shown while no choice is stored. ---
// The server renders it hidden on every public page (prerendered pages are the same for everyone);
// `data-consent-missing` on <html> shows it. Its buttons post to /cookie-settings, whose answer sets
// the cookie; here the post goes through fetch, so the page stays where it is.

const hasChoice = (banner: HTMLElement) => {
  const name = `${banner.dataset.cookie}=`;
  const raw = document.cookie
    .split("; ")
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  if (!raw) return false;
  try {
    // React Router's createCookie: JSON, then base64, then URL encoding.
    const value = JSON.parse(atob(decodeURIComponent(raw)));
    return typeof value === "string" && new RegExp(banner.dataset.pattern ?? "$^").test(value);
  } catch {
    return false;
  }
};
const checkConsent = () => {
  const banner = document.querySelector("[data-consent-banner]");
  if (banner instanceof HTMLElement) root.toggleAttribute("data-consent-missing", !hasChoice(banner));
};
checkConsent();
// The banner comes and goes with client-side navigation (it is not on /cookie-settings).
new MutationObserver(checkConsent).observe(document.body, { childList: true });

document.addEventListener("submit", (event) => {
  const form = event.target;
  const banner = form instanceof HTMLFormElement ? form.closest("[data-consent-banner]") : null;
  if (!(banner instanceof HTMLElement) || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  const body = new FormData(form, (event as SubmitEvent).submitter);
  void fetch(form.action, { method: "POST", body, redirect: "manual" }).then(
    (response) => {
      // The server answers a stored choice with a redirect back to the page.
      if (response.type !== "opaqueredirect") return;
      root.removeAttribute("data-consent-missing");
      // Embeds that wait for consent (app/features/consent/useConsent.ts) read the cookie again.
      dispatchEvent(new Event(banner.dataset.changeEvent ?? ""));
    },
    // Offline: the banner stays, and the next tap tries again.
    () => undefined,
  );
});

// Everything above is listening (the browser tests wait for this on pages without React). The User
// Timing mark says when, after the navigation (DevTools and the first-tap table read it: issue 14).
root.dataset.shell = "ready";
performance.mark("spark:shell-ready");
