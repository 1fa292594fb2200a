import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/Button";
import { gates, type GateName, type GateResult } from "./gates";

interface PasswordGateProps {
  gate: GateName;
  /** The answer to a plain (no JavaScript) post of this form, from the route's actionData. */
  result?: GateResult;
}

/**
 * The locked state of a gated page: a real form that posts the password to the server. Without
 * JavaScript it is a plain POST and a redirect; with it the same form goes through a fetcher. The
 * browser never sees the password to compare with, nor the content behind the gate.
 */
export function PasswordGate({ gate: gateName, result }: PasswordGateProps) {
  const gate = gates[gateName];
  const fetcher = useFetcher<GateResult>();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldId = `${id}-password`;
  const errorId = `${id}-error`;
  const answer = fetcher.state === "idle" ? (fetcher.data ?? result) : undefined;
  const busy = fetcher.state !== "idle";

  // A refused attempt empties the field and puts the cursor back for the next try.
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (inputRef.current) {
      inputRef.current.value = "";
      inputRef.current.focus();
    }
  }, [fetcher.data, fetcher.state]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="container-page flex min-h-[80dvh] items-center justify-center pb-20 pt-32 md:pt-40"
    >
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">Protected area</p>
        <h1 id={`${id}-title`} className="mt-3 text-3xl font-semibold md:text-4xl">
          {gate.title}
        </h1>
        <p className="mt-4 text-ink-muted">
          This page is for SPARK clients and partners. Please enter the password you received from your SPARK contact.
        </p>
        <fetcher.Form method="post" action={gate.basePath} className="mt-8 space-y-5">
          <input type="hidden" name="returnTo" value={result?.returnTo ?? pathname} />
          <div className="space-y-2">
            <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
              Password
            </label>
            <input
              ref={inputRef}
              id={fieldId}
              name="password"
              type="password"
              required
              // Spec section 6: the gate's one field is focused on arrival (the page holds nothing else).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              autoComplete="current-password"
              defaultValue=""
              aria-invalid={answer ? true : undefined}
              aria-describedby={answer ? errorId : undefined}
              className="block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-base text-ink focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-[invalid=true]:border-danger"
            />
            {answer ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-danger">
                {answer.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Checking..." : "Unlock"}
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
