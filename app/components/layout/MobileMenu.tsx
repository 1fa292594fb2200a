import { lazy, Suspense, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MenuIcon } from "../ui/icons";

// The drawer (Radix Dialog and the whole menu) is about 14 KB of JavaScript that most visits never
// use: it loads when the visitor first reaches for the button, and opens when it has arrived.
const loadDrawer = () => import("./MobileMenuDrawer");
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu button of small screens; the drawer itself is in MobileMenuDrawer.tsx. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const location = useLocation();
  // A navigation closes the drawer: decided while rendering the new location, not in an effect after it.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface/60 text-ink hover:border-ink/40 xl:hidden"
      >
        <MenuIcon size={22} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={drawerId} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
