import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";

// Toasts (sonner), loaded when the visitor starts to use the page rather than with it: about 8 KB
// of JavaScript that a reading visit never needs. The toaster's live region mounts at the visitor's
// first touch, click, key press or focus, so that it is in the page before any toast is added
// (screen readers announce additions to a live region that already exists); a toast asked for
// earlier mounts it and waits for it.

export interface ToastOptions {
  description?: ReactNode;
}

const loadSonner = () => import("sonner");
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

// Whether the toaster is wanted: a tiny store that SiteToaster reads with useSyncExternalStore.
let mountRequested = false;
const mountListeners = new Set<() => void>();
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function mountToaster() {
  if (mountRequested) return;
  mountRequested = true;
  for (const listener of mountListeners) listener();
}

function subscribeToMount(listener: () => void) {
  mountListeners.add(listener);
  return () => mountListeners.delete(listener);
}

async function show(kind: "success" | "error" | "message", title: ReactNode, options?: ToastOptions) {
  mountToaster();
  const [{ toast: sonner }] = await Promise.all([loadSonner(), mounted]);
  if (kind === "message") sonner(title, options);
  else sonner[kind](title, options);
}

/** The site's toasts: the same calls as sonner's, available before sonner has loaded. */
export const toast = Object.assign((title: ReactNode, options?: ToastOptions) => void show("message", title, options), {
  success: (title: ReactNode, options?: ToastOptions) => void show("success", title, options),
  error: (title: ReactNode, options?: ToastOptions) => void show("error", title, options),
});

/** Where a success toast waits for the page that a page load leads to (see `openWithToast`). */
const CARRIED_TOAST = "spark:toast";

/**
 * Opens another page with a page load, and shows this success toast there too: a form's success
 * that leads elsewhere (the webinar registration) stays readable after the load ends this page.
 */
export function openWithToast(href: string, title: string, description?: string) {
  try {
    sessionStorage.setItem(CARRIED_TOAST, JSON.stringify({ title, description }));
  } catch {
    // Storage refused (private mode quota): the page still opens, without the repeated toast.
  }
  window.location.assign(href);
}

function showCarriedToast() {
  let carried: { title?: unknown; description?: unknown } | null;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_TOAST) ?? "null") as typeof carried;
    sessionStorage.removeItem(CARRIED_TOAST);
  } catch {
    return;
  }
  if (typeof carried?.title !== "string") return;
  toast.success(
    carried.title,
    typeof carried.description === "string" ? { description: carried.description } : undefined,
  );
}

const FIRST_USE_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** In the root layout, once: the toaster, mounted on first use of the page. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(
    subscribeToMount,
    () => mountRequested,
    () => false,
  );
  useEffect(() => {
    showCarriedToast();
    for (const type of FIRST_USE_EVENTS)
      addEventListener(type, mountToaster, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_USE_EVENTS) removeEventListener(type, mountToaster, { capture: true });
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: at the top, toasts covered the fixed navigation and a dialog's heading and close button. */}
      <Toaster position="bottom-right" richColors closeButton theme="dark" />
      <Mounted />
    </Suspense>
  );
}

/** A sibling after the toaster: its effect runs once the toaster has subscribed to new toasts. */
function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}
