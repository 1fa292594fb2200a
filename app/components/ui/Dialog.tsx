import { cloneElement, isValidElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from "react";
import type { DialogProps } from "./DialogPanel";

export type { DialogProps };

// The trigger is part of the page; the dialog (Radix: focus trap, scroll lock, portal) is about
// 12 KB of JavaScript that loads when a visitor reaches for the trigger, and opens once it is here.
const loadPanel = () => import("./DialogPanel");
const DialogPanel = lazy(loadPanel);

type TriggerProps = {
  ref?: unknown;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

/** A modal dialog: focus trap, Escape closes, focus returns to the trigger. */
export function Dialog(props: DialogProps) {
  const { open: controlledOpen, onOpenChange, trigger } = props;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  // Rendered from the first opening on, so that Radix can animate and restore focus on close.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // The trigger element, kept by a callback ref, so that focus can return to it on close.
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);

  let triggerElement = null;
  if (isValidElement<TriggerProps>(trigger)) {
    const own = trigger.props;
    triggerElement = cloneElement(trigger as ReactElement<TriggerProps>, {
      ref: setTriggerNode,
      "aria-haspopup": "dialog",
      "aria-expanded": open,
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      },
      onPointerEnter: () => {
        own.onPointerEnter?.();
        void loadPanel();
      },
      onFocus: () => {
        own.onFocus?.();
        void loadPanel();
      },
    });
  }

  return (
    <>
      {triggerElement}
      {wanted ? (
        <Suspense fallback={null}>
          <DialogPanel
            {...props}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerElement ? (triggerNode ?? undefined) : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
