import { PrivacyConsentField } from "~/components/webinar/PrivacyConsentField";
import { webinar } from "../../../server/domain/webinar/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { EmailField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { interestMessages } from "./messages";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    email: "Email address",
    consent: "SPARK sends me one email about the next date of this webinar.",
    busy: "Saving...",
    submit: "Notify me",
  },
  de: {
    email: "E-Mail-Adresse",
    consent: "SPARK mir einmal eine E-Mail zum nächsten Termin dieses Webinars schickt.",
    busy: "Wird gespeichert...",
    submit: "Benachrichtigen Sie mich",
  },
});

/** The landing page's action field: this form posts the "notify me" request, not a registration. */
export const INTEREST_INTENT = "notify";

/** "Benachrichtigen Sie mich beim nächsten Termin": shown instead of the registration when no session is open. */
export function NotifyForm({ result, labelledBy }: { result?: FormResult; labelledBy?: string }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <EnhancedForm
      action={webinar.landingPath}
      loadSchema={() => import("./schema").then((module) => module.interestSchema[locale])}
      messages={interestMessages[locale]}
      result={result}
      aria-labelledby={labelledBy}
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <input type="hidden" name="intent" value={INTEREST_INTENT} />
          <EmailField label={t.email} error={errors.email} />
          <PrivacyConsentField purpose={t.consent} invalid={Boolean(errors.privacy_consent)} />
          <EnhancedFormNotice />
          <SubmitButton busyLabel={t.busy}>{t.submit}</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
