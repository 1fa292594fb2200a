import { CheckboxField } from "~/features/form-kit/fields";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    required: "Please confirm that you accept the privacy policy.",
    before: "I have read the",
    policy: "privacy policy",
    after: "and agree that",
  },
  de: {
    required: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung akzeptieren.",
    before: "Ich habe die",
    policy: "Datenschutzerklärung",
    after: "gelesen und bin einverstanden, dass",
  },
});

/**
 * The webinar forms' required privacy consent, in the page's language: the same box and message in the
 * registration and in "notify me"; `purpose` says what the visitor agrees to, after "Ich habe die
 * Datenschutzerklärung gelesen und bin einverstanden, dass" / "I have read the privacy policy and agree that".
 */
export function PrivacyConsentField({ purpose, invalid }: { purpose: string; invalid: boolean }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <CheckboxField
      name="privacy_consent"
      required
      error={invalid ? t.required : undefined}
      label={
        <>
          {t.before} {/* A plain link: the forms are islands, without a router (docs/decisions/0662). */}
          <a href={localizeHref("/privacy", locale)} className="font-semibold text-accent underline underline-offset-4">
            {t.policy}
          </a>{" "}
          {t.after} {purpose}
        </>
      }
    />
  );
}
