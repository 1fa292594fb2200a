import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it is still read by screen readers). */
  hideTitle?: boolean;
  size?: "md" | "lg" | "xl" | "full";
  closeLabel?: string;
  /** Where focus goes on close when the dialog has no `trigger` (call event.preventDefault() and focus it). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

const sizes = {
  md: "max-w-lg",
  lg: "max-w-2xl",
  xl: "max-w-5xl",
  full: "max-w-[min(96vw,1400px)]",
};

interface DialogPanelProps extends Omit<DialogProps, "trigger"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger rendered by Dialog.tsx: focus goes back to it on close. */
  returnFocusTo?: HTMLElement;
}

/** The dialog itself on Radix (focus trap, Escape closes), loaded by Dialog.tsx when first opened. */
export default function DialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  hideTitle,
  size = "lg",
  closeLabel = "Close",
  onCloseAutoFocus,
  children,
}: DialogPanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[80] bg-black/80 backdrop-blur-sm data-[state=open]:animate-in" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-[90] max-h-[92dvh] w-[calc(100vw-2rem)] ${sizes[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink shadow-card focus:outline-none md:p-8`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (onCloseAutoFocus) return onCloseAutoFocus(event);
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <RadixDialog.Title className={hideTitle ? "sr-only" : "pr-10 font-display text-2xl font-semibold"}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-ink-muted">{description}</RadixDialog.Description>
          ) : null}
          <div className={hideTitle ? "" : "mt-6"}>{children}</div>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute right-4 top-4 flex h-10 w-10 items-center justify-center rounded-full bg-ink/10 text-xl text-ink hover:bg-ink/20"
          >
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
