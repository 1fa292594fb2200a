import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toast";
import { formDataToObject, type FormResult, type ToastMessage } from "./protocol.ts";
import type { ParsedForm } from "./result.ts";

export interface EnhancedFormOptions<T> {
  /**
   * Loads the form's shared schema, e.g. `() => import("./schema").then((m) => m.contactSchema)`.
   * The validator (Zod, about 23 KB) is not part of the page: it loads when the visitor first
   * focuses or touches the form.
   */
  loadSchema: () => Promise<z.ZodType<T>>;
  missing: ToastMessage;
  invalidTitle: string;
  requiredField?: string;
  onSuccess?: (result: FormResult) => void;
}

type Validate = (values: Record<string, unknown>) => ParsedForm<unknown>;

/**
 * A form that works as a plain POST without JavaScript and, once hydrated, submits through a
 * fetcher: the shared schema checks it first, the button is busy while sending, the answer
 * becomes a toast, and success clears the form.
 */
export function useEnhancedForm<T>(options: EnhancedFormOptions<T>) {
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [checking, setChecking] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const validate = useRef<Validate | undefined>(undefined);
  const loading = useRef<Promise<Validate> | undefined>(undefined);

  useEffect(() => setHydrated(true), []);

  function loadValidator(): Promise<Validate> {
    loading.current ??= Promise.all([optionsRef.current.loadSchema(), import("./result.ts")]).then(
      ([schema, { parseForm }]) => {
        validate.current = (values) => parseForm(schema, values, optionsRef.current.requiredField);
        return validate.current;
      },
    );
    return loading.current;
  }

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.status === "success") {
      toast.success(result.title, { description: result.description });
      formRef.current?.reset();
      setClientErrors({});
      optionsRef.current.onSuccess?.(result);
    } else if (result.status === "notice") {
      toast(result.title, { description: result.description });
    } else {
      toast.error(result.title, { description: result.description });
      setClientErrors(result.fieldErrors ?? {});
    }
  }, [result]);

  /** Shows what is wrong; true when the values may be sent. */
  function accept(parsed: ParsedForm<unknown>): boolean {
    setClientErrors(parsed.fieldErrors);
    if (parsed.data) return true;
    const { missing, invalidTitle } = optionsRef.current;
    const firstInvalid = Object.values(parsed.fieldErrors)[0] ?? missing.description;
    const message = parsed.missing ? missing : { title: invalidTitle, description: firstInvalid };
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
        if (send) fetcher.submit(form);
      })
      .finally(() => setChecking(false));
  }

  return {
    Form: fetcher.Form,
    formRef,
    busy: checking || fetcher.state !== "idle",
    hydrated,
    fieldErrors: clientErrors,
    formProps: {
      ref: formRef,
      method: "post" as const,
      // Once hydrated our own check replaces the browser's bubbles, so the spec's toast shows.
      noValidate: hydrated,
      onSubmit,
      onFocus: () => void loadValidator(),
      onPointerDown: () => void loadValidator(),
    },
  };
}
