import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { buttonClass, type ButtonVariant } from "~/components/ui/Button";
import { useHydrated } from "~/lib/use-hydrated";
import type { DateOption } from "./RegistrationForm";

/** The in-page section that holds the same form for visitors without JavaScript. */
export const REGISTRATION_SECTION_ID = "anmeldung";
const CALL_TO_ACTION = "Jetzt kostenfrei anmelden!";

// The dialog and its form are not needed for the first paint: it loads once the page is idle, or at
// the latest when a visitor points at or focuses a button.
const loadDialogBody = () => import("./RegistrationDialogBody");
const RegistrationDialogBody = lazy<ComponentType<DialogBodyProps>>(() =>
  loadDialogBody().catch(() => ({ default: InPageFormFallback })),
);

interface DialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
  dateOptions: DateOption[];
  description: string;
}

/** Fetches the dialog ahead of the click; a failure here is handled when the dialog is needed. */
function preloadDialog() {
  loadDialogBody().catch(() => {});
}

/** If the dialog cannot load (connection lost), the button leads to the in-page form instead. */
function InPageFormFallback({ open, onOpenChange }: DialogBodyProps) {
  useEffect(() => {
    if (!open) return;
    const section = document.getElementById(REGISTRATION_SECTION_ID);
    section?.scrollIntoView();
    section
      ?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select")
      ?.focus({ preventScroll: true });
    onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

interface RegistrationDialogApi {
  open(opener: HTMLElement | null): void;
  preload(): void;
}

const RegistrationDialogContext = createContext<RegistrationDialogApi | null>(null);

/** Holds the one registration dialog of the landing page; every RegisterButton inside opens it. */
export function RegistrationDialogProvider({
  children,
  dateOptions,
  description,
}: {
  children: ReactNode;
  dateOptions: DateOption[];
  description: string;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo<RegistrationDialogApi>(
    () => ({
      open(element) {
        opener.current = element;
        setMounted(true);
        setOpen(true);
      },
      preload: preloadDialog,
    }),
    [],
  );

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(preloadDialog);
  }, []);

  return (
    <RegistrationDialogContext value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <RegistrationDialogBody
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            dateOptions={dateOptions}
            description={description}
          />
        </Suspense>
      ) : null}
    </RegistrationDialogContext>
  );
}

interface RegisterButtonProps {
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}

/**
 * 'Jetzt kostenfrei anmelden!': a link to the in-page form in the server's HTML (works without
 * JavaScript), a button that opens the dialog once the page is hydrated.
 */
export function RegisterButton({
  variant = "primary",
  className = "",
  children = CALL_TO_ACTION,
}: RegisterButtonProps) {
  const dialog = use(RegistrationDialogContext);
  const hydrated = useHydrated();
  const classes = buttonClass(variant, `min-h-12 px-7 text-base ${className}`);
  if (!hydrated || !dialog) {
    return (
      <a href={`#${REGISTRATION_SECTION_ID}`} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={classes}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={(event) => dialog.open(event.currentTarget)}
    >
      {children}
    </button>
  );
}
