import { CheckboxField } from "~/features/form-kit/fields";

const CONSENT_REQUIRED = "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung akzeptieren.";

/**
 * The webinar forms' required privacy consent (German): the same box and message in the registration
 * and in "notify me"; `purpose` says what the visitor agrees to, after "Ich habe die Datenschutzerklärung
 * gelesen und bin einverstanden, dass".
 */
export function PrivacyConsentField({ purpose, invalid }: { purpose: string; invalid: boolean }) {
  return (
    <CheckboxField
      name="privacy_consent"
      required
      error={invalid ? CONSENT_REQUIRED : undefined}
      label={
        <>
          Ich habe die {/* A plain link: the forms are islands, without a router (docs/decisions/0662). */}
          <a href="/privacy" className="font-semibold text-accent underline underline-offset-4">
            Datenschutzerklärung
          </a>{" "}
          gelesen und bin einverstanden, dass {purpose}
        </>
      }
    />
  );
}
