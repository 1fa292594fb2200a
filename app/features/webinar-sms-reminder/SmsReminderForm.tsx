import { webinar } from "../../../server/domain/webinar/webinar";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { SelectField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { PHONE_MAX_LENGTH, smsReminderMessages } from "./messages";

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
  return (
    <EnhancedForm
      action={action}
      loadSchema={() => import("./schema").then((module) => module.smsReminderSchema)}
      messages={smsReminderMessages}
      result={result}
      aria-labelledby={labelledBy}
      className="relative space-y-4"
    >
      {(errors) => (
        <>
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
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Wird aktiviert...">Aktivieren</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
