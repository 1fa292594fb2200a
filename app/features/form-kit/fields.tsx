import { useLocale } from "~/lib/i18n/locale";
import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { ENHANCED_FIELD, FIELD_MAX, HONEYPOT_FIELD, STARTED_FIELD, type FormResult } from "./protocol.ts";
import { useStableId } from "~/islands/island-ids";

// What the visitor typed, when a plain (no JavaScript) post comes back refused with its values
// (a post without a form ticket, docs/decisions/1104): each field shows its own again.
const TypedValuesContext = createContext<Readonly<Record<string, string>>>({});

export function TypedValuesProvider({ value, children }: { value: Record<string, string>; children: ReactNode }) {
  return <TypedValuesContext.Provider value={value}>{children}</TypedValuesContext.Provider>;
}

/** What was typed into a field of a refused plain post, if anything. */
export function useTypedValue(name: string): string | undefined {
  return useContext(TypedValuesContext)[name];
}

/** A field's starting value: its own default, else what was typed into it, for an uncontrolled field. */
function useTyped(name: string, value: unknown, defaultValue: unknown) {
  const typed = useContext(TypedValuesContext)[name];
  return value === undefined && defaultValue === undefined && typed !== undefined ? { defaultValue: typed } : {};
}

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
        {required ? (
          <span aria-hidden="true" className="text-accent">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
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

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id: givenId, className, ...input }: TextFieldProps) {
  const generated = useStableId();
  const id = givenId ?? generated;
  const typed = useTyped(input.name, input.value, input.defaultValue);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={input.required}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} ${className ?? ""}`}
        type="text"
        {...input}
        {...typed}
      />
    </FieldShell>
  );
}

type NamedFieldProps = Omit<TextFieldProps, "name" | "type" | "autoComplete" | "maxLength">;

/** The e-mail field of every public form: one type, autocomplete and length. */
export function EmailField(props: NamedFieldProps) {
  return <TextField name="email" type="email" required autoComplete="email" maxLength={FIELD_MAX.email} {...props} />;
}

/** The optional company field of the contact and tour forms. */
export function CompanyField(props: NamedFieldProps) {
  return <TextField name="company" autoComplete="organization" maxLength={FIELD_MAX.company} {...props} />;
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  name: string;
  error?: string;
};

export function TextAreaField({ label, error, id: givenId, className, ...textarea }: TextAreaFieldProps) {
  const generated = useStableId();
  const id = givenId ?? generated;
  const typed = useTyped(textarea.name, textarea.value, textarea.defaultValue);
  return (
    <FieldShell id={id} label={label} error={error} required={textarea.required}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${controlClass} min-h-32 ${className ?? ""}`}
        {...textarea}
        {...typed}
      />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as "Please choose" (submits as not given). */
  placeholder?: string;
};

/** A native select: it posts without JavaScript and gets the platform's own picker on phones. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id: givenId,
  className,
  ...select
}: SelectFieldProps) {
  const generated = useStableId();
  const id = givenId ?? generated;
  const typed = useTyped(select.name, select.value, select.defaultValue);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={select.required}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} min-h-12 appearance-none bg-[image:linear-gradient(45deg,transparent_50%,currentColor_50%),linear-gradient(135deg,currentColor_50%,transparent_50%)] bg-[length:6px_6px,6px_6px] bg-[position:calc(100%-1.4rem)_50%,calc(100%-1rem)_50%] bg-no-repeat pr-10 ${className ?? ""}`}
        {...select}
        {...typed}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  name: string;
  error?: string;
};

/** A native checkbox (consent and the like) with its label beside it; the label may hold links. */
export function CheckboxField({ label, error, id: givenId, className, ...input }: CheckboxFieldProps) {
  const generated = useStableId();
  const id = givenId ?? generated;
  const typed = useContext(TypedValuesContext)[input.name];
  const checkedAgain = input.checked === undefined && input.defaultChecked === undefined && typed !== undefined;
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={`mt-0.5 h-6 w-6 shrink-0 cursor-pointer rounded accent-accent ${className ?? ""}`}
          {...input}
          {...(checkedAgain ? { defaultChecked: true } : {})}
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {label}
          {input.required ? (
            <span aria-hidden="true" className="text-accent">
              {" "}
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The form ticket of this response (docs/decisions/1103): rendered by the server, "" in the browser,
// where the hidden field keeps the value the server wrote (or EnhancedForm's fetched one, 1104).
const FormTicketContext = createContext("");

export function FormTicketProvider({ value, children }: { value: string; children: ReactNode }) {
  return <FormTicketContext.Provider value={value}>{children}</FormTicketContext.Provider>;
}

/** Hidden from people and assistive technology; bots that fill every field give themselves away. */
export function Honeypot() {
  const ticket = useContext(FormTicketContext);
  const locale = useLocale();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      {/* No value from React in the browser: a hidden input's default is its value, and hydrating
          with "" would erase the server's ticket. */}
      <input type="hidden" name={STARTED_FIELD} defaultValue={ticket || undefined} suppressHydrationWarning />
      <label>
        {locale === "de" ? "Dieses Feld bitte leer lassen" : "Leave this field empty"}
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
export function FormNotice({ result, id }: { result?: FormResult; id?: string }) {
  if (!result) return null;
  const tone = {
    success: "border-success/40 bg-success/10",
    notice: "border-line bg-surface",
    error: "border-danger/40 bg-danger/10",
  }[result.status];
  return (
    // scroll-mt: an answer page scrolled to the notice shows it below the fixed header.
    <div
      id={id}
      role={result.status === "error" ? "alert" : "status"}
      className={`scroll-mt-28 rounded-lg border px-4 py-3 ${tone}`}
    >
      <p className="font-semibold text-ink">{result.title}</p>
      <p className="text-sm text-ink">{result.description}</p>
    </div>
  );
}
