import { webinar } from "~/content/webinar";
import { EnhancedMarker, FormNotice, Honeypot, SelectField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/result";
import { useEnhancedForm } from "../form-kit/useEnhancedForm";
import { PHONE_MAX_LENGTH, smsReminderMessages } from "./messages";

const countryOptions = webinar.countryCodes.map((code) => ({ value: code, label: code }));

/** Step 3 of the confirmation page: a phone number for an SMS shortly before the start. */
export function SmsReminderForm({ result, labelledBy }: { result?: FormResult; labelledBy?: string }) {
  const form = useEnhancedForm({
    loadSchema: () => import("./schema").then((module) => module.smsReminderSchema),
    missing: smsReminderMessages.missing,
    invalidTitle: smsReminderMessages.invalidTitle,
    requiredField: smsReminderMessages.requiredField,
  });
  const errors = { ...(result?.status === "error" ? result.fieldErrors : {}), ...form.fieldErrors };
  return (
    <form.Form
      action={webinar.confirmationPath}
      {...form.formProps}
      aria-labelledby={labelledBy}
      className="relative space-y-4"
    >
      <Honeypot />
      <EnhancedMarker hydrated={form.hydrated} />
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <SelectField
          label="Vorwahl"
          name="country_code"
          required
          placeholder="Bitte wählen"
          options={countryOptions}
          defaultValue={webinar.countryCodes[0]}
          error={errors.country_code}
        />
        <TextField
          label="Mobilnummer"
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={PHONE_MAX_LENGTH}
          placeholder="151 23456789"
          error={errors.phone_number}
        />
      </div>
      <FormNotice result={result} />
      <button
        type="submit"
        disabled={form.busy}
        className="min-h-12 w-full rounded-full bg-accent px-7 font-semibold text-canvas transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {form.busy ? "Wird aktiviert..." : "Aktivieren"}
      </button>
    </form.Form>
  );
}
