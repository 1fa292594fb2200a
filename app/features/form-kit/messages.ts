import type { ToastMessage } from "./result.ts";

// Texts shared by the English forms where the spec gives none of its own.
export const rateLimitedMessage: ToastMessage = {
  title: "Too many requests",
  description: "You have sent several requests in a short time. Please wait a few minutes and try again.",
};

export const INVALID_INPUT_TITLE = "Please check your input";
