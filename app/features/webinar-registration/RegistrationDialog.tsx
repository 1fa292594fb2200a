import { createContext, use, useMemo, useRef, useState, type ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { webinar } from "~/content/webinar";
import { useHydrated } from "~/lib/use-hydrated";
import { RegistrationForm } from "./RegistrationForm";

/** The in-page section that holds the same form for visitors without JavaScript. */
export const REGISTRATION_SECTION_ID = "anmeldung";
export const CALL_TO_ACTION = "Jetzt kostenfrei anmelden!";

interface RegistrationDialogApi {
  open(opener: HTMLElement | null): void;
}

const RegistrationDialogContext = createContext<RegistrationDialogApi | null>(null);

/** Holds the one registration dialog of the landing page; every RegisterButton inside opens it. */
export function RegistrationDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo<RegistrationDialogApi>(
    () => ({
      open(element) {
        opener.current = element;
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <RegistrationDialogContext value={api}>
      {children}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="md"
        closeLabel="Schließen"
        title="Jetzt kostenfrei anmelden"
        description={`Live-Webinar „${webinar.title}“ am ${webinar.dateLong}, ${webinar.time}-${webinar.endTime} Uhr, online.`}
        onCloseAutoFocus={(event) => {
          // Several buttons open this dialog: focus goes back to the one that was used.
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <RegistrationForm />
      </Dialog>
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
export function RegisterButton({ variant = "primary", className = "", children = CALL_TO_ACTION }: RegisterButtonProps) {
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
    <button type="button" aria-haspopup="dialog" className={classes} onClick={(event) => dialog.open(event.currentTarget)}>
      {children}
    </button>
  );
}
