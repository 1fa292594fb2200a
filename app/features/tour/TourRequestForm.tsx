import { bilingual, useLocale } from "~/lib/i18n/locale";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CompanyField, EmailField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { TourTimeFields } from "./TourTimeFields";
import { MAX_GUESTS, MIN_GUESTS, tourMessages } from "../../../server/domain/leads/tour-messages";

const words = bilingual({
  en: {
    name: "Full name",
    email: "E-mail",
    phone: "Phone (optional)",
    company: "Company (optional)",
    guests: "Number of guests",
    info: "Additional information (optional)",
    infoPlaceholder: "Type of event, expected attendees, spaces you would like to see...",
    busy: "Submitting...",
    submit: "Request Tour",
  },
  de: {
    name: "Vor- und Nachname",
    email: "E-Mail",
    phone: "Telefon (optional)",
    company: "Unternehmen (optional)",
    guests: "Anzahl der Personen",
    info: "Weitere Informationen (optional)",
    infoPlaceholder: "Art der Veranstaltung, erwartete Teilnehmende, Flächen, die Sie sehen möchten …",
    busy: "Wird gesendet …",
    submit: "Besichtigung anfragen",
  },
});

export function TourRequestForm({ result }: { result?: FormResult }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <EnhancedForm
      action="/book-tour"
      loadSchema={() => import("./schema").then((module) => module.tourSchemas[locale])}
      messages={tourMessages[locale]}
      result={result}
      answerInView
      aria-labelledby="tour-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <TextField
            label={t.name}
            name="full_name"
            required
            autoComplete="name"
            maxLength={120}
            error={errors.full_name}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField label={t.email} error={errors.email} />
            <TextField
              label={t.phone}
              name="phone_number"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              error={errors.phone_number}
            />
          </div>
          <CompanyField label={t.company} error={errors.company} />
          <TourTimeFields errors={errors}>
            <TextField
              label={t.guests}
              name="number_of_guests"
              type="number"
              inputMode="numeric"
              min={MIN_GUESTS}
              max={MAX_GUESTS}
              step={1}
              error={errors.number_of_guests}
            />
          </TourTimeFields>
          <TextAreaField
            label={t.info}
            name="additional_information"
            rows={4}
            maxLength={2000}
            placeholder={t.infoPlaceholder}
            error={errors.additional_information}
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel={t.busy}>{t.submit}</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
