import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CompanyField, EmailField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { contactMessages } from "../../../server/domain/leads/contact-messages";

export function ContactForm({ result }: { result?: FormResult }) {
  return (
    <EnhancedForm
      action="/contact"
      loadSchema={() => import("./schema").then((module) => module.contactSchema)}
      messages={contactMessages}
      result={result}
      answerInView
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              name="first_name"
              required
              autoComplete="given-name"
              maxLength={100}
              error={errors.first_name}
            />
            <TextField
              label="Last name"
              name="last_name"
              required
              autoComplete="family-name"
              maxLength={100}
              error={errors.last_name}
            />
          </div>
          <EmailField label="E-mail" error={errors.email} />
          <CompanyField label="Company (optional)" error={errors.company} />
          <TextAreaField label="Message" name="message" required rows={6} maxLength={5000} error={errors.message} />
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Sending...">Send Message</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
