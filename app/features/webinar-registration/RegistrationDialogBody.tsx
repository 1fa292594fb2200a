import type { RefObject } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { webinar } from "~/content/webinar";
import { RegistrationForm } from "./RegistrationForm";

interface RegistrationDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns to it. */
  opener: RefObject<HTMLElement | null>;
}

/** The registration dialog itself; loaded after the page is interactive (see RegistrationDialog). */
export default function RegistrationDialogBody({ open, onOpenChange, opener }: RegistrationDialogBodyProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
  );
}
