import { Link } from "react-router";
import { webinar } from "~/content/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CheckboxField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { interestMessages } from "./messages";

/** The landing page's action field: this form posts the "notify me" request, not a registration. */
export const INTEREST_INTENT = "notify";

const CONSENT_REQUIRED = "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung akzeptieren.";

/** "Benachrichtigen Sie mich beim nächsten Termin": shown instead of the registration when no session is open. */
export function NotifyForm({ result, labelledBy }: { result?: FormResult; labelledBy?: string }) {
  return (
    <EnhancedForm
      action={webinar.landingPath}
      loadSchema={() => import("./schema").then((module) => module.interestSchema)}
      messages={interestMessages}
      result={result}
      aria-labelledby={labelledBy}
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <input type="hidden" name="intent" value={INTEREST_INTENT} />
          <TextField
            label="E-Mail-Adresse"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            error={errors.email}
          />
          <CheckboxField
            name="privacy_consent"
            required
            error={errors.privacy_consent ? CONSENT_REQUIRED : undefined}
            label={
              <>
                Ich habe die{" "}
                <Link to="/privacy" className="font-semibold text-accent underline underline-offset-4">
                  Datenschutzerklärung
                </Link>{" "}
                gelesen und bin einverstanden, dass SPARK mir einmal eine E-Mail zum nächsten Termin dieses Webinars
                schickt.
              </>
            }
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Wird gespeichert...">Benachrichtigen Sie mich</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
