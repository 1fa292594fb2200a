import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { EnhancedMarker, FormNotice, Honeypot } from "./fields";
import { formDataToObject, type FormResult, type ToastMessage } from "./protocol.ts";
import type { ParsedForm } from "./result.ts";

/** A form's own texts: the spec's "missing" toast and the title of the invalid-input toast. */
interface EnhancedFormTexts {
  missing: ToastMessage;
  invalidTitle: string;
  requiredField?: string;
}

type FieldErrors = Record<string, string>;

interface EnhancedFormProps<T> {
  action: string;
  /**
   * Loads the form's shared schema, e.g. `() => import("./schema").then((m) => m.contactSchema)`.
   * The validator (Zod, about 23 KB) is not part of the page: it loads when the visitor first
   * focuses or touches the form.
   */
  loadSchema: () => Promise<z.ZodType<T>>;
  messages: EnhancedFormTexts;
  /** The answer to a plain (no JavaScript) post: its field errors show, and its notice. */
  result?: FormResult;
  onSuccess?: (result: FormResult) => void;
  className?: string;
  "aria-labelledby"?: string;
  /** The fields, given the errors to show (the server's answer or the browser's own check). */
  children: (errors: FieldErrors) => ReactNode;
}

type Validate = (values: Record<string, unknown>) => ParsedForm<unknown>;

interface FormState {
  busy: boolean;
  result?: FormResult;
}

const FormStateContext = createContext<FormState>({ busy: false });

/**
 * A form that works as a plain POST without JavaScript and, once hydrated, submits through a
 * fetcher: the shared schema checks it first, the submit button is busy while sending, the answer
 * becomes a toast, and success clears the form. A request that fails on its way (see transit.ts)
 * answers with the form's failure toast, and what the visitor typed stays.
 */
export function EnhancedForm<T>({
  action,
  loadSchema,
  messages,
  result,
  onSuccess,
  className,
  "aria-labelledby": labelledBy,
  children,
}: EnhancedFormProps<T>) {
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [checking, setChecking] = useState(false);
  // The browser's own check, remembered with the answer it came after: a newer answer replaces it.
  const [checked, setChecked] = useState<{ errors: FieldErrors; after?: FormResult }>({ errors: {} });
  const validate = useRef<Validate | undefined>(undefined);
  const loading = useRef<Promise<Validate> | undefined>(undefined);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const answerErrors = answer?.status === "error" ? (answer.fieldErrors ?? {}) : {};
  const ownErrors = answer && answer !== checked.after ? answerErrors : checked.errors;
  const errors = { ...(result?.status === "error" ? result.fieldErrors : {}), ...ownErrors };

  const onAnswer = useEffectEvent((answer: FormResult) => {
    if (answer.status === "success") {
      toast.success(answer.title, { description: answer.description });
      formRef.current?.reset();
      onSuccess?.(answer);
    } else if (answer.status === "notice") {
      toast(answer.title, { description: answer.description });
    } else {
      toast.error(answer.title, { description: answer.description });
    }
  });
  useEffect(() => {
    if (answer) onAnswer(answer);
  }, [answer]);

  function loadValidator(): Promise<Validate> {
    loading.current ??= Promise.all([loadSchema(), import("./result.ts")]).then(([schema, { parseForm }]) => {
      validate.current = (values) => parseForm(schema, values, messages.requiredField);
      return validate.current;
    });
    return loading.current;
  }

  /** Shows what is wrong; true when the values may be sent. */
  function accept(parsed: ParsedForm<unknown>): boolean {
    setChecked({ errors: parsed.fieldErrors, after: answer });
    if (parsed.data) return true;
    const firstInvalid = Object.values(parsed.fieldErrors)[0] ?? messages.missing.description;
    const message = parsed.missing ? messages.missing : { title: messages.invalidTitle, description: firstInvalid };
    toast.error(message.title, { description: message.description });
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = formDataToObject(new FormData(form));
    if (validate.current) {
      // The usual case: validated at once; the fetcher form sends it when we do not prevent it.
      if (!accept(validate.current(values))) event.preventDefault();
      return;
    }
    // Sent before the validator arrived (a very quick visitor on a slow line): wait for it, then
    // send through the same fetcher. If it cannot load, the server's check (the same schema) decides.
    event.preventDefault();
    setChecking(true);
    loadValidator()
      .then(
        (check) => accept(check(values)),
        () => true,
      )
      .then((send) => {
        if (send) return fetcher.submit(form);
      })
      .finally(() => setChecking(false));
  }

  const busy = checking || fetcher.state !== "idle";
  return (
    <FormStateContext value={{ busy, result }}>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        // Once hydrated our own check replaces the browser's bubbles, so the spec's toast shows.
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={() => void loadValidator()}
        onPointerDown={() => void loadValidator()}
        aria-labelledby={labelledBy}
        className={className}
      >
        <Honeypot />
        <EnhancedMarker hydrated={hydrated} />
        {children(errors)}
      </fetcher.Form>
    </FormStateContext>
  );
}

/** The notice of a plain (no JavaScript) post, where the form wants it. */
export function EnhancedFormNotice() {
  return <FormNotice result={useContext(FormStateContext).result} />;
}

const submitClass =
  "min-h-12 rounded-full bg-accent px-7 font-semibold text-canvas transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60";

interface SubmitButtonProps {
  /** Shown while the form is checked or sent. */
  busyLabel: string;
  children: ReactNode;
  /** Further reasons to hold the button (for example an empty field). */
  disabled?: boolean;
  /** Width rules; the default fills a phone's width and sizes to its label from sm up. */
  className?: string;
}

/** The form's submit button: disabled and relabelled while the form is busy. */
export function SubmitButton({ busyLabel, children, disabled, className = "w-full sm:w-auto" }: SubmitButtonProps) {
  const { busy } = useContext(FormStateContext);
  return (
    <button type="submit" disabled={busy || disabled} className={`${submitClass} ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
