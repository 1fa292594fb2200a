import { PrivacyConsentField } from "~/components/webinar/PrivacyConsentField";
import { webinar } from "../../../server/domain/webinar/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { EmailField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { interestMessages } from "./messages";

/** The landing page's action field: this form posts the "notify me" request, not a registration. */
export const INTEREST_INTENT = "notify";

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
          <EmailField label="E-Mail-Adresse" error={errors.email} />
          <PrivacyConsentField
            purpose="SPARK mir einmal eine E-Mail zum nächsten Termin dieses Webinars schickt."
            invalid={Boolean(errors.privacy_consent)}
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Wird gespeichert...">Benachrichtigen Sie mich</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
