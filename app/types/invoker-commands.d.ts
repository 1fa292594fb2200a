// Invoker commands (HTML: `command` and `commandfor` on a button), which React passes through as
// plain attributes: a button opens or closes a <dialog> before any JavaScript has run.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog: "any" adds a click outside it to Escape. */
    closedby?: "any" | "closerequest" | "none";
  }
}
