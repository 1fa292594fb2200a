import { bilingual, useLocale } from "~/lib/i18n/locale";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CompanyField, EmailField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { contactMessages } from "../../../server/domain/leads/contact-messages";

const words = bilingual({
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    company: "Company (optional)",
    message: "Message",
    sending: "Sending...",
    send: "Send Message",
  },
  de: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    company: "Unternehmen (optional)",
    message: "Nachricht",
    sending: "Wird gesendet …",
    send: "Nachricht senden",
  },
});

export function ContactForm({ result }: { result?: FormResult }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <EnhancedForm
      // Posts to the page in its language (/de/kontakt): the answer and the mail speak it too.
      action="/contact"
      loadSchema={() => import("./schema").then((module) => module.contactSchemas[locale])}
      messages={contactMessages[locale]}
      result={result}
      answerInView
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t.firstName}
              name="first_name"
              required
              autoComplete="given-name"
              maxLength={100}
              error={errors.first_name}
            />
            <TextField
              label={t.lastName}
              name="last_name"
              required
              autoComplete="family-name"
              maxLength={100}
              error={errors.last_name}
            />
          </div>
          <EmailField label={t.email} error={errors.email} />
          <CompanyField label={t.company} error={errors.company} />
          <TextAreaField label={t.message} name="message" required rows={6} maxLength={5000} error={errors.message} />
          <EnhancedFormNotice />
          <SubmitButton busyLabel={t.sending}>{t.send}</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
