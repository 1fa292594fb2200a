import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { ENHANCED_FIELD, HONEYPOT_FIELD, type FormResult } from "./result.ts";

const controlClass =
  "block w-full rounded-lg border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted " +
  "focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent " +
  "aria-[invalid=true]:border-danger disabled:opacity-60";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? <span aria-hidden="true" className="text-accent"> *</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className="text-sm text-ink-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; name: string; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, id: givenId, className, ...input }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={input.required}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} ${className ?? ""}`}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; name: string; error?: string };

export function TextAreaField({ label, error, id: givenId, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} required={textarea.required}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${controlClass} min-h-32 ${className ?? ""}`}
        {...textarea}
      />
    </FieldShell>
  );
}

/** Hidden from people and assistive technology; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Tells the action that the answer goes to a script (data), not to a page (redirect). */
export function EnhancedMarker({ hydrated }: { hydrated: boolean }) {
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** The answer to a plain (no JavaScript) post, shown in place of the toast. */
export function FormNotice({ result }: { result?: FormResult }) {
  if (!result) return null;
  const success = result.status === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={`rounded-lg border px-4 py-3 ${success ? "border-success/40 bg-success/10" : "border-danger/40 bg-danger/10"}`}
    >
      <p className="font-semibold text-ink">{result.title}</p>
      <p className="text-sm text-ink">{result.description}</p>
    </div>
  );
}
