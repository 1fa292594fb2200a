import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { z } from "zod";
import { formDataToObject, parseForm, type FormResult, type ToastMessage } from "./result.ts";

export interface EnhancedFormOptions<T> {
  schema: z.ZodType<T>;
  missing: ToastMessage;
  invalidTitle: string;
  requiredField?: string;
  onSuccess?: (result: FormResult) => void;
}

/**
 * A form that works as a plain POST without JavaScript and, once hydrated, submits through a
 * fetcher: the shared schema checks it first, the button is busy while sending, the answer
 * becomes a toast, and success clears the form.
 */
export function useEnhancedForm<T>(options: EnhancedFormOptions<T>) {
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => setHydrated(true), []);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.status === "success") {
      toast.success(result.title, { description: result.description });
      formRef.current?.reset();
      setClientErrors({});
      optionsRef.current.onSuccess?.(result);
    } else {
      toast.error(result.title, { description: result.description });
      setClientErrors(result.fieldErrors ?? {});
    }
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { schema, missing, invalidTitle, requiredField } = optionsRef.current;
    const parsed = parseForm(schema, formDataToObject(new FormData(event.currentTarget)), requiredField);
    setClientErrors(parsed.fieldErrors);
    if (parsed.data) return;
    event.preventDefault();
    const firstInvalid = Object.values(parsed.fieldErrors)[0] ?? missing.description;
    const message = parsed.missing ? missing : { title: invalidTitle, description: firstInvalid };
    toast.error(message.title, { description: message.description });
  }

  return {
    Form: fetcher.Form,
    formRef,
    busy: fetcher.state !== "idle",
    hydrated,
    fieldErrors: clientErrors,
    formProps: {
      ref: formRef,
      method: "post" as const,
      // Once hydrated our own check replaces the browser's bubbles, so the spec's toast shows.
      noValidate: hydrated,
      onSubmit,
    },
  };
}
