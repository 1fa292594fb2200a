import { useCallback, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import type { FormResult } from "../form-kit/protocol";
import { newsletterAction, newsletterMessages } from "../../../server/domain/newsletter/messages";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    heading: "Stay in the spotlight",
    intro:
      "New stages, event formats and exclusive offers from SPARK Frankfurt, about once a month. Unsubscribe at any time.",
    emailLabel: "E-mail address",
    placeholder: "you@company.com",
    subscribing: "Subscribing...",
    subscribe: "Subscribe",
    privacyBefore: "We use your address only to send the newsletter. See our",
    privacyLink: "privacy policy",
  },
  de: {
    heading: "Immer auf dem neuesten Stand",
    intro:
      "Neue Bühnen, Eventformate und exklusive Angebote von SPARK Frankfurt, etwa einmal im Monat. Abmeldung jederzeit möglich.",
    emailLabel: "E-Mail-Adresse",
    placeholder: "name@unternehmen.de",
    subscribing: "Wird angemeldet …",
    subscribe: "Anmelden",
    privacyBefore: "Wir verwenden Ihre Adresse ausschließlich für den Versand des Newsletters. Mehr dazu in unserer",
    privacyLink: "Datenschutzerklärung",
  },
});

/** The newsletter block: one e-mail field, usable on any page. */
export function NewsletterSignup({ result, headingLevel = 2 }: { result?: FormResult; headingLevel?: 2 | 3 }) {
  // The field is uncontrolled: what a visitor typed before the page hydrated stays in it, and counts.
  const field = useRef<HTMLInputElement | null>(null);
  const [empty, setEmpty] = useState(true);
  const attachField = useCallback((node: HTMLInputElement | null) => {
    field.current = node;
    if (node) setEmpty(node.value.trim() === "");
  }, []);
  const hydrated = useHydrated();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const t = words[locale];

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="relative overflow-hidden rounded-card border border-line bg-surface-raised p-8 md:p-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative grid gap-8 md:grid-cols-2 md:items-center">
        <div>
          <Heading id="newsletter-heading" className="text-3xl font-semibold">
            {t.heading}
          </Heading>
          <p className="mt-3 text-ink-muted">{t.intro}</p>
        </div>
        <EnhancedForm
          // The endpoint has one address; a German page's block says its language there.
          action={newsletterAction(locale)}
          loadSchema={() => import("./schema").then((module) => module.newsletterSchemas[locale])}
          messages={newsletterMessages[locale]}
          result={result}
          onSuccess={() => {
            if (field.current) field.current.value = "";
            setEmpty(true);
          }}
          className="relative space-y-3"
        >
          {(errors) => (
            <>
              <div className="flex flex-col gap-3 sm:flex-row">
                <label htmlFor="newsletter-email" className="sr-only">
                  {t.emailLabel}
                </label>
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={t.placeholder}
                  // A refused plain post comes back with what was typed (docs/decisions/1104).
                  defaultValue={result?.status === "error" ? result.values?.email : undefined}
                  ref={attachField}
                  onChange={(event) => setEmpty(event.target.value.trim() === "")}
                  aria-invalid={errors.email ? true : undefined}
                  className="min-h-12 flex-1 rounded-full border border-line bg-canvas px-5 text-base text-ink placeholder:text-ink-muted focus-visible:border-accent"
                />
                <SubmitButton busyLabel={t.subscribing} disabled={hydrated && empty} className="">
                  {t.subscribe}
                </SubmitButton>
              </div>
              <p className="text-xs text-ink-muted">
                {t.privacyBefore}{" "}
                <a href={localizeHref("/privacy", locale)} className="underline">
                  {t.privacyLink}
                </a>
                .
              </p>
              <EnhancedFormNotice />
            </>
          )}
        </EnhancedForm>
      </div>
    </section>
  );
}
