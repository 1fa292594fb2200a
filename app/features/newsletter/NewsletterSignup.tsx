import { useCallback, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import type { FormResult } from "../form-kit/protocol";
import { NEWSLETTER_ACTION, newsletterMessages } from "../../../server/domain/newsletter/messages";

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
            Stay in the spotlight
          </Heading>
          <p className="mt-3 text-ink-muted">
            New stages, event formats and exclusive offers from SPARK Frankfurt, about once a month. Unsubscribe at any
            time.
          </p>
        </div>
        <EnhancedForm
          action={NEWSLETTER_ACTION}
          loadSchema={() => import("./schema").then((module) => module.newsletterSchema)}
          messages={newsletterMessages}
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
                  E-mail address
                </label>
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder="you@company.com"
                  // A refused plain post comes back with what was typed (docs/decisions/1104).
                  defaultValue={result?.status === "error" ? result.values?.email : undefined}
                  ref={attachField}
                  onChange={(event) => setEmpty(event.target.value.trim() === "")}
                  aria-invalid={errors.email ? true : undefined}
                  className="min-h-12 flex-1 rounded-full border border-line bg-canvas px-5 text-base text-ink placeholder:text-ink-muted focus-visible:border-accent"
                />
                <SubmitButton busyLabel="Subscribing..." disabled={hydrated && empty} className="">
                  Subscribe
                </SubmitButton>
              </div>
              <p className="text-xs text-ink-muted">
                We use your address only to send the newsletter. See our{" "}
                <a href="/privacy" className="underline">
                  privacy policy
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
