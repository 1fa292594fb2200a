import type { RefObject } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { RegistrationForm, type DateOption } from "./RegistrationForm";

interface RegistrationDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns to it. */
  opener: RefObject<HTMLElement | null>;
  dateOptions: DateOption[];
  /** Names the webinar and the date of the session shown. */
  description: string;
}

/** The registration dialog itself; loaded after the page is interactive (see RegistrationDialog). */
export default function RegistrationDialogBody({
  open,
  onOpenChange,
  opener,
  dateOptions,
  description,
}: RegistrationDialogBodyProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // Several buttons open this dialog: focus goes back to the one that was used.
        if (!next && opener.current?.isConnected) opener.current.focus();
      }}
      size="md"
      closeLabel="Schließen"
      title="Jetzt kostenfrei anmelden"
      description={description}
    >
      <RegistrationForm dateOptions={dateOptions} />
    </Dialog>
  );
}
