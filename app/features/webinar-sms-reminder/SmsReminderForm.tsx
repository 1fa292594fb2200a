import { webinar } from "../../../server/domain/webinar/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { SelectField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { PHONE_MAX_LENGTH, smsReminderMessages } from "./messages";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    code: "Country code",
    choose: "Please choose",
    mobile: "Mobile number",
    busy: "Activating...",
    submit: "Activate",
  },
  de: {
    code: "Vorwahl",
    choose: "Bitte wählen",
    mobile: "Mobilnummer",
    busy: "Wird aktiviert...",
    submit: "Aktivieren",
  },
});

const countryOptions = webinar.countryCodes.map((code) => ({ value: code, label: code }));

/** Step 3 of the confirmation page: a phone number for an SMS shortly before the start. */
export function SmsReminderForm({
  action,
  result,
  labelledBy,
}: {
  /** The registrant's signed confirmation URL: the token names the session. */
  action: string;
  result?: FormResult;
  labelledBy?: string;
}) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <EnhancedForm
      action={action}
      loadSchema={() => import("./schema").then((module) => module.smsReminderSchema[locale])}
      messages={smsReminderMessages[locale]}
      result={result}
      aria-labelledby={labelledBy}
      className="relative space-y-4"
    >
      {(errors) => (
        <>
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <SelectField
              label={t.code}
              name="country_code"
              required
              placeholder={t.choose}
              options={countryOptions}
              defaultValue={webinar.countryCodes[0]}
              error={errors.country_code}
            />
            <TextField
              label={t.mobile}
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
          <EnhancedFormNotice />
          <SubmitButton busyLabel={t.busy}>{t.submit}</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
