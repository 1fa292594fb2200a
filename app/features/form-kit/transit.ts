import type { FormResult, ToastMessage } from "./protocol.ts";

/**
 * A route's clientAction for a form that posts to it: the server's action answers as before, and a
 * request that fails on its way (the connection dropped, or a proxy's bare error page instead of the
 * server's answer) becomes the form's own failure message instead of the error page, so the page
 * and what the visitor typed stay. A redirect still navigates.
 */
export function keepFormOnTransitFailure(failure: ToastMessage) {
  return async function clientAction({ serverAction }: { serverAction: <T>() => Promise<T> }) {
    try {
      return await serverAction<FormResult>();
    } catch (error) {
      if (error instanceof Response) throw error;
      return { status: "error", ...failure } satisfies FormResult;
    }
  };
}
