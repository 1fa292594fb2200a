import { localizeHref, useLocale } from "~/lib/i18n/locale";
import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { EnhancedMarker, FormNotice, Honeypot, TypedValuesProvider } from "./fields";
import {
  FORM_TICKET_PATH,
  formAnswerUrl,
  formDataToObject,
  remainingFillMs,
  STARTED_FIELD,
  ticketOf,
  type FormResult,
  type ToastMessage,
} from "./protocol.ts";
import type { ParsedForm } from "./result.ts";

/**
 * A form's own texts: the spec's "missing" toast, its failure toast (also for an answer lost on its
 * way) and the title of the invalid-input toast.
 */
interface EnhancedFormTexts {
  missing: ToastMessage;
  failure: ToastMessage;
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
  /**
   * The answer page of a plain post scrolls to the notice (a form far down its page; 0672). Not for
   * forms whose answer redirects or whose page repeats it at the top (the webinar's banner).
   */
  answerInView?: boolean;
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
  /** The id of the answer's notice, which a plain post's answer page scrolls to. */
  answerId?: string;
}

const FormStateContext = createContext<FormState>({ busy: false });

/** "/contact" -> "contact-answer": the id of the notice on the page that answers a plain post to `action`. */
function answerIdOf(action: string): string {
  const name = action
    .replace(/[?#].*$/, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "");
  return `${name || "form"}-answer`;
}

/**
 * Sends the form to its JSON answer (app/routes/forms.$.ts). A request that fails on its way (the
 * connection dropped, or a proxy's bare error page instead of the server's answer) becomes the form's
 * own failure message, so the page and what the visitor typed stay.
 */
async function send(form: HTMLFormElement, action: string, failure: ToastMessage): Promise<FormResult> {
  try {
    const response = await fetch(formAnswerUrl(action), {
      method: "POST",
      body: new FormData(form),
      headers: { Accept: "application/json" },
    });
    if (response.headers.get("Content-Type")?.startsWith("application/json")) {
      const answer = (await response.json()) as Partial<FormResult>;
      if (typeof answer.status === "string" && typeof answer.title === "string") return answer as FormResult;
    }
  } catch {
    // Told below, as the form's failure.
  }
  return { status: "error", ...failure };
}

/** A fresh form ticket from the server (docs/decisions/1104); undefined when it cannot be had. */
async function fetchTicket(): Promise<string | undefined> {
  try {
    const response = await fetch(FORM_TICKET_PATH, { headers: { Accept: "application/json" }, cache: "no-store" });
    return response.ok ? ticketOf(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** When the page's first byte arrived, on the page's clock: the server wrote its ticket before it. */
function pageArrivedAt(): number {
  const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return page?.responseStart ?? 0;
}

const NO_VALUES: Record<string, string> = {};

/**
 * A form that works as a plain POST without JavaScript and, once hydrated, sends itself with fetch:
 * the shared schema checks it first, the submit button is busy while sending, the answer becomes a
 * toast, and success clears the form. It needs no router, so it works in an island (0692, 0662).
 */
export function EnhancedForm<T>({
  action: specAction,
  loadSchema,
  messages,
  result,
  answerInView = false,
  onSuccess,
  className,
  "aria-labelledby": labelledBy,
  children,
}: EnhancedFormProps<T>) {
  // The form posts to its page in the page's language (docs/decisions/0696): its answer speaks it too.
  const action = localizeHref(specAction, useLocale());
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [checking, setChecking] = useState(false);
  // The browser's own check, remembered with the answer it came after: a newer answer replaces it.
  const [checked, setChecked] = useState<{ errors: FieldErrors; after?: FormResult }>({ errors: {} });
  const validate = useRef<Validate | undefined>(undefined);
  const loading = useRef<Promise<Validate> | undefined>(undefined);
  // When the fetched ticket arrived (performance.now()); unset while the page's own ticket holds.
  const ticketArrivedAt = useRef<number | undefined>(undefined);
  const ticketing = useRef<Promise<void> | undefined>(undefined);

  const answerErrors = answer?.status === "error" ? (answer.fieldErrors ?? {}) : {};
  const ownErrors = answer && answer !== checked.after ? answerErrors : checked.errors;
  const errors = { ...(result?.status === "error" ? result.fieldErrors : {}), ...ownErrors };

  /**
   * A prerendered page carries no ticket (its build had no secret): fetch one, once at a time. A
   * failed fetch leaves the field empty; the post goes anyway and the server's answer decides.
   */
  function ensureTicket(): Promise<void> {
    const field = formRef.current?.elements.namedItem(STARTED_FIELD);
    if (!(field instanceof HTMLInputElement) || field.value !== "") return Promise.resolve();
    ticketing.current ??= fetchTicket().then((ticket) => {
      if (ticket) {
        field.value = ticket;
        ticketArrivedAt.current = performance.now();
      }
      ticketing.current = undefined;
    });
    return ticketing.current;
  }

  function onAnswer(answer: FormResult) {
    setAnswer(answer);
    // Refused for want of a ticket: get one, so that pressing send again goes through.
    if (answer.status === "error") void ensureTicket();
    if (answer.status === "success") {
      toast.success(answer.title, { description: answer.description });
      formRef.current?.reset();
      onSuccess?.(answer);
    } else if (answer.status === "notice") {
      toast(answer.title, { description: answer.description });
    } else {
      toast.error(answer.title, { description: answer.description });
    }
  }

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
    event.preventDefault();
    if (checking || sending) return;
    const form = event.currentTarget;
    const values = formDataToObject(new FormData(form));
    const post = async () => {
      setSending(true);
      await ensureTicket();
      // The server takes a post sooner than MIN_FILL_MS after its ticket for a script's (decisions
      // 1103, 1104): a person that quick waits the rest, busy, and is never refused. Measured from the
      // fetched ticket's arrival, else from the page's first byte: no clock of the device's.
      const early = remainingFillMs(ticketArrivedAt.current ?? pageArrivedAt(), performance.now());
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      return send(form, action, messages.failure)
        .then(onAnswer)
        .finally(() => setSending(false));
    };
    if (validate.current) {
      // The usual case: validated at once.
      if (accept(validate.current(values))) void post();
      return;
    }
    // Sent before the validator arrived (a very quick visitor on a slow line): wait for it, then
    // send. If it cannot load, the server's check (the same schema) decides.
    setChecking(true);
    void loadValidator()
      .then(
        (check) => accept(check(values)),
        () => true,
      )
      .then((ok) => {
        setChecking(false);
        if (ok) return post();
      });
  }

  // The visitor starts on the form: the validator loads, and a ticket if the page has none.
  function startFilling() {
    void loadValidator();
    void ensureTicket();
  }

  const busy = checking || sending;
  const typed = result?.status === "error" ? (result.values ?? NO_VALUES) : NO_VALUES;
  // Only a form that scrolls to its notice names it: two forms may post to one page.
  const answerId = answerInView ? answerIdOf(action) : undefined;
  return (
    <FormStateContext value={{ busy, result, answerId }}>
      <form
        ref={formRef}
        method="post"
        // Without script the answer is a new page, which opens at the top: the fragment brings its
        // notice into view (issue 48 item 3, 0672). Script posts to the JSON answer of `action` instead.
        action={answerId ? `${action}#${answerId}` : action}
        // Once hydrated our own check replaces the browser's bubbles, so the spec's toast shows.
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={startFilling}
        onPointerDown={startFilling}
        aria-labelledby={labelledBy}
        className={className}
      >
        <Honeypot />
        <EnhancedMarker hydrated={hydrated} />
        <TypedValuesProvider value={typed}>{children(errors)}</TypedValuesProvider>
      </form>
    </FormStateContext>
  );
}

/** The notice of a plain (no JavaScript) post, where the form wants it. */
export function EnhancedFormNotice() {
  const { result, answerId } = useContext(FormStateContext);
  return <FormNotice result={result} id={answerId} />;
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
