import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { CommandButton } from "./CommandButton";
import { useStableId } from "~/islands/island-ids";
import { useLocale } from "~/lib/i18n/locale";

export interface DialogProps {
  /** The dialog's id, for buttons elsewhere on the page that open it (`commandfor`); generated if absent. */
  id?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); the browser returns focus to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it is still read by screen readers). */
  hideTitle?: boolean;
  /** The title's heading level: the dialog sits where its trigger is, inside the page's outline. */
  titleLevel?: 2 | 3 | 4;
  /** "screen" fills the viewport, edge to edge (the image viewer). */
  size?: "md" | "lg" | "xl" | "full" | "screen";
  closeLabel?: string;
  children: ReactNode;
}

const sizes = {
  md: "max-w-lg",
  lg: "max-w-2xl",
  xl: "max-w-5xl",
  full: "max-w-[min(96vw,1400px)]",
};

/** Whether the dialog around a component is open (true outside any dialog): an embed loads only when shown. */
const DialogShown = createContext(true);
export const useDialogShown = () => useContext(DialogShown);

type TriggerProps = {
  command?: "show-modal";
  commandfor?: string;
  "aria-haspopup"?: "dialog";
};

/**
 * A modal dialog on the platform's <dialog> (docs/decisions/0657): it is in the page's HTML, and its
 * trigger opens it through `commandfor`, so a tap works before any JavaScript has run. The browser
 * makes the page behind it inert, closes it on Escape or a tap outside, and returns focus to the
 * button that opened it. Controlled use (`open`, `onOpenChange`) follows the browser's own state.
 */
export function Dialog({
  id: givenId,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  hideTitle,
  titleLevel = 2,
  size = "lg",
  closeLabel: givenCloseLabel,
  children,
}: DialogProps) {
  const locale = useLocale();
  const closeLabel = givenCloseLabel ?? (locale === "de" ? "Schließen" : "Close");
  const generatedId = useStableId();
  const id = givenId ?? generatedId;
  const Title = `h${titleLevel}` as const;
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  // The browser opens and closes the dialog (trigger, Escape, close button, tap outside): tell the owner.
  useEffect(() => {
    const node = dialog.current!;
    const onToggle = () => {
      setShown(node.open);
      if (!node.open) for (const media of node.querySelectorAll("video, audio")) (media as HTMLMediaElement).pause();
      onOpenChangeRef.current?.(node.open);
    };
    node.addEventListener("toggle", onToggle);
    // Opened by a tap before the page hydrated: the owner learns it now.
    if (node.open) onToggle();
    return () => node.removeEventListener("toggle", onToggle);
  }, []);

  // Controlled: the owner opens and closes it. Not on the first run: a dialog the visitor opened
  // before hydration stays open, and the owner has just been told (above).
  const synced = useRef(false);
  useEffect(() => {
    const node = dialog.current!;
    if (!synced.current) {
      synced.current = true;
      if (node.open) return;
    }
    if (open && !node.open) node.showModal();
    if (open === false && node.open) node.close();
  }, [open]);

  const triggerElement = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps>, {
        command: "show-modal",
        commandfor: id,
        "aria-haspopup": "dialog",
      })
    : null;

  return (
    <>
      {triggerElement}
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        closedby="any"
        className={`${
          size === "screen"
            ? "m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black backdrop:bg-black"
            : `max-h-[92dvh] w-[calc(100vw-2rem)] ${sizes[size]} overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-card backdrop:bg-black/80 backdrop:backdrop-blur-sm md:p-8`
        } text-ink focus:outline-none motion-safe:open:animate-[fade-in_200ms_ease-out]`}
      >
        <Title id={`${id}-title`} className={hideTitle ? "sr-only" : "pr-10 font-display text-2xl font-semibold"}>
          {title}
        </Title>
        {description ? (
          <p id={`${id}-description`} className="mt-2 text-ink-muted">
            {description}
          </p>
        ) : null}
        <div className={size === "screen" ? "h-full" : hideTitle ? "" : "mt-6"}>
          <DialogShown value={shown}>{children}</DialogShown>
        </div>
        <CommandButton
          command="close"
          commandfor={id}
          aria-label={closeLabel}
          className="absolute right-4 top-4 flex h-10 w-10 items-center justify-center rounded-full bg-ink/10 text-xl text-ink hover:bg-ink/20"
        >
          <span aria-hidden="true">×</span>
        </CommandButton>
      </dialog>
    </>
  );
}
