import type { ButtonHTMLAttributes } from "react";

// Buttons that open and close a <dialog> through `command` and `commandfor` (invoker commands) work
// before any JavaScript has run in browsers that have them (Chrome 135, Firefox 144, Safari 26.2).
// In an older browser the site shell (site-shell.ts, on every page) carries the command out.

type DialogCommand = "show-modal" | "close";

type CommandButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "command" | "commandfor"> & {
  command: DialogCommand;
  /** The id of the <dialog> it opens or closes. */
  commandfor: string;
};

/** A button that opens or closes a <dialog>: by the browser from the first byte (the site shell where it cannot). */
export function CommandButton({ command, commandfor, ...button }: CommandButtonProps) {
  return <button type="button" command={command} commandfor={commandfor} {...button} />;
}
