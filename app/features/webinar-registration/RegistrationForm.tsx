import { openWithToast } from "~/components/ui/toast";
import { PrivacyConsentField } from "~/components/webinar/PrivacyConsentField";
import { webinar } from "../../../server/domain/webinar/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { EmailField, SelectField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { registrationMessages } from "./messages";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    date: "Date (Frankfurt time)",
    datePlaceholder: "Please choose a date",
    firstName: "First name",
    email: "Email address",
    phone: "Phone number (optional)",
    consent: "SPARK processes my details to organise this webinar.",
    busy: "Registering...",
    submit: "Register now!",
    free: "100% free of charge",
  },
  de: {
    date: "Termin",
    datePlaceholder: "Bitte Termin wählen",
    firstName: "Vorname",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer (optional)",
    consent: "SPARK meine Angaben zur Organisation dieses Webinars verarbeitet.",
    busy: "Wird angemeldet...",
    submit: "Jetzt anmelden!",
    free: "100 % kostenfrei",
  },
});

export interface DateOption {
  /** The session's id. */
  value: string;
  /** Its date label with the true weekday: "Freitag, 18.07. 11:00 Uhr" / "Friday 18 July, 11:00". */
  label: string;
}

interface RegistrationFormProps {
  /** The open sessions with a free seat, the next first. */
  dateOptions: DateOption[];
  /** The answer to a plain (no JavaScript) post, shown in place of the toast. */
  result?: FormResult;
  /** Id of the heading that names the form (the dialog names itself). */
  labelledBy?: string;
}

/**
 * The webinar sign-up. With JavaScript it posts with fetch, toasts and then opens
 * the confirmation page; without, the server redirects there (303) or answers with the notice.
 */
export function RegistrationForm({ dateOptions, result, labelledBy }: RegistrationFormProps) {
  // A refused plain post comes back with what was typed.
  const typed = result?.status === "error" ? (result.values ?? {}) : {};
  const locale = useLocale();
  const t = words[locale];
  return (
    <EnhancedForm
      action={webinar.landingPath}
      loadSchema={() => import("./schema").then((module) => module.registrationSchema[locale])}
      messages={registrationMessages[locale]}
      result={result}
      // The answer names the registrant's own signed confirmation page.
      // The page load ends this page's toaster: the success toast is shown again on the next page.
      onSuccess={(answer) =>
        openWithToast(
          answer.status === "success" && answer.redirectTo ? answer.redirectTo : webinar.landingPath,
          answer.title,
          answer.description,
        )
      }
      aria-labelledby={labelledBy}
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <SelectField
            label={t.date}
            name="preferred_date"
            required
            placeholder={t.datePlaceholder}
            options={dateOptions}
            // The next session is the one most visitors come for.
            defaultValue={
              dateOptions.some((option) => option.value === typed.preferred_date)
                ? typed.preferred_date
                : dateOptions[0]?.value
            }
            error={errors.preferred_date}
          />
          <TextField
            label={t.firstName}
            name="first_name"
            required
            autoComplete="given-name"
            defaultValue={typed.first_name}
            maxLength={100}
            error={errors.first_name}
          />
          <EmailField label={t.email} defaultValue={typed.email} error={errors.email} />
          <TextField
            label={t.phone}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            defaultValue={typed.phone_number}
            maxLength={40}
            error={errors.phone_number}
          />
          <PrivacyConsentField purpose={t.consent} invalid={Boolean(errors.privacy_consent)} />
          <EnhancedFormNotice />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SubmitButton busyLabel={t.busy}>{t.submit}</SubmitButton>
            <p className="text-center text-sm font-semibold text-success sm:text-right">{t.free}</p>
          </div>
        </>
      )}
    </EnhancedForm>
  );
}
