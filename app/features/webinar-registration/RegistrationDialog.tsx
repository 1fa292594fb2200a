import { createContext, use, type ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "~/components/ui/Button";
import { CommandButton } from "~/components/ui/CommandButton";
import { Dialog } from "~/components/ui/Dialog";
import { Island } from "~/islands/Island";
import { RegistrationForm, type DateOption } from "./RegistrationForm";
import { useStableId } from "~/islands/island-ids";
import { bilingual, useLocale } from "~/lib/i18n/locale";

/** The in-page section that holds the same form, further down the page. */
export const REGISTRATION_SECTION_ID = "anmeldung";

const words = bilingual({
  en: { callToAction: "Register now for free!", title: "Register now for free", close: "Close" },
  de: { callToAction: "Jetzt kostenfrei anmelden!", title: "Jetzt kostenfrei anmelden", close: "Schließen" },
});

/** The id of the page's one registration dialog, for the buttons that open it. */
const RegistrationDialogId = createContext<string | null>(null);

/**
 * Holds the one registration dialog of the landing page (docs/decisions/0400): a native `<dialog>`
 * in the page's HTML, so every RegisterButton inside opens it from the first tap, before hydration.
 */
export function RegistrationDialogProvider({
  children,
  dateOptions,
  description,
}: {
  children: ReactNode;
  dateOptions: DateOption[];
  description: string;
}) {
  const id = useStableId();
  const t = words[useLocale()];
  return (
    <RegistrationDialogId value={id}>
      {children}
      <Dialog id={id} size="md" closeLabel={t.close} title={t.title} description={description}>
        <Island name="RegistrationForm" component={RegistrationForm} props={{ dateOptions }} />
      </Dialog>
    </RegistrationDialogId>
  );
}

interface RegisterButtonProps {
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}

/**
 * 'Jetzt kostenfrei anmelden!' ('Register now for free!'): a button that opens the registration dialog (the browser returns
 * focus to it on close); with no dialog on the page (no open session), a link to the in-page form.
 */
export function RegisterButton({ variant = "primary", className = "", children }: RegisterButtonProps) {
  const dialog = use(RegistrationDialogId);
  const locale = useLocale();
  const label = children ?? words[locale].callToAction;
  const classes = buttonClass(variant, `min-h-12 px-7 text-base ${className}`);
  if (!dialog) {
    return (
      <a href={`#${REGISTRATION_SECTION_ID}`} className={classes}>
        {label}
      </a>
    );
  }
  return (
    <CommandButton command="show-modal" commandfor={dialog} aria-haspopup="dialog" className={classes}>
      {label}
    </CommandButton>
  );
}
