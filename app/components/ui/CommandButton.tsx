import type { ButtonHTMLAttributes } from "react";

// Buttons that open and close a <dialog> through `command` and `commandfor` (invoker commands) work
// before any JavaScript has run in browsers that have them (Chrome 135, Firefox 144, Safari 26.2).
// In an older browser they do nothing by themselves: once the page has hydrated, this click handler
// carries the command out instead.

type DialogCommand = "show-modal" | "close";

const browserHasInvokers = () => "commandForElement" in HTMLButtonElement.prototype;

/** onClick for a `commandfor` button: runs its command on the dialog where the browser would not. */
export function commandFallback(command: DialogCommand, target: string) {
  return () => {
    if (browserHasInvokers()) return;
    const dialog = document.getElementById(target);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close") dialog.close();
  };
}

type CommandButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "command" | "commandfor" | "onClick"> & {
  command: DialogCommand;
  /** The id of the <dialog> it opens or closes. */
  commandfor: string;
};

/** A button that opens or closes a <dialog>: by the browser from the first byte, from script where it cannot. */
export function CommandButton({ command, commandfor, ...button }: CommandButtonProps) {
  return (
    <button
      type="button"
      command={command}
      commandfor={commandfor}
      onClick={commandFallback(command, commandfor)}
      {...button}
    />
  );
}
