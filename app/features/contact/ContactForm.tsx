import { EnhancedMarker, FormNotice, Honeypot, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/result";
import { useEnhancedForm } from "../form-kit/useEnhancedForm";
import { contactMessages } from "./messages";

export function ContactForm({ result }: { result?: FormResult }) {
  const form = useEnhancedForm({
    loadSchema: () => import("./schema").then((module) => module.contactSchema),
    missing: contactMessages.missing,
    invalidTitle: contactMessages.invalidTitle,
  });
  const errors = { ...(result?.status === "error" ? result.fieldErrors : {}), ...form.fieldErrors };
  return (
    <form.Form
      action="/contact"
      {...form.formProps}
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      <Honeypot />
      <EnhancedMarker hydrated={form.hydrated} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          required
          autoComplete="given-name"
          maxLength={100}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          required
          autoComplete="family-name"
          maxLength={100}
          error={errors.last_name}
        />
      </div>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        error={errors.email}
      />
      <TextField
        label="Company (optional)"
        name="company"
        autoComplete="organization"
        maxLength={150}
        error={errors.company}
      />
      <TextAreaField label="Message" name="message" required rows={6} maxLength={5000} error={errors.message} />
      <FormNotice result={result} />
      <button
        type="submit"
        disabled={form.busy}
        className="min-h-12 w-full rounded-full bg-accent px-7 font-semibold text-canvas transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {form.busy ? "Sending..." : "Send Message"}
      </button>
    </form.Form>
  );
}
