import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CompanyField, EmailField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { TourTimeFields } from "./TourTimeFields";
import { MAX_GUESTS, MIN_GUESTS, tourMessages } from "../../../server/domain/leads/tour-messages";

export function TourRequestForm({ result }: { result?: FormResult }) {
  return (
    <EnhancedForm
      action="/book-tour"
      loadSchema={() => import("./schema").then((module) => module.tourSchema)}
      messages={tourMessages}
      result={result}
      answerInView
      aria-labelledby="tour-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <TextField
            label="Full name"
            name="full_name"
            required
            autoComplete="name"
            maxLength={120}
            error={errors.full_name}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField label="E-mail" error={errors.email} />
            <TextField
              label="Phone (optional)"
              name="phone_number"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              error={errors.phone_number}
            />
          </div>
          <CompanyField label="Company (optional)" error={errors.company} />
          <TourTimeFields errors={errors}>
            <TextField
              label="Number of guests"
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
            label="Additional information (optional)"
            name="additional_information"
            rows={4}
            maxLength={2000}
            placeholder="Type of event, expected attendees, spaces you would like to see..."
            error={errors.additional_information}
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Submitting...">Request Tour</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
