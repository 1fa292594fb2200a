import { useLocation } from "react-router";
import { Button } from "~/components/ui/Button";
import { gates, type GateName, type GateResult } from "../../content/gates";
import { useStableId } from "~/islands/island-ids";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    eyebrow: "Protected area",
    lead: "This page is for SPARK clients and partners. Please enter the password you received from your SPARK contact.",
    password: "Password",
    unlock: "Unlock",
  },
  de: {
    eyebrow: "Geschützter Bereich",
    lead: "Diese Seite ist für Kunden und Partner von SPARK. Bitte geben Sie das Passwort ein, das Sie von Ihrem Ansprechpartner bei SPARK erhalten haben.",
    password: "Passwort",
    unlock: "Freischalten",
  },
});

interface PasswordGateProps {
  gate: GateName;
  /** The server's answer to a refused password, from the route's actionData. */
  result?: GateResult;
}

/**
 * The locked state of a gated page: a plain form that posts the password to the server, which
 * redirects to the page (right) or answers with the page again and the spec's message (wrong).
 * No script is involved, so the gated pages ship none for it (docs/decisions/0692): the field is
 * focused on arrival by `autofocus`, and a refused attempt comes back empty. The browser never sees
 * the password to compare with, nor the content behind the gate.
 */
export function PasswordGate({ gate: gateName, result }: PasswordGateProps) {
  const gate = gates[gateName];
  const locale = useLocale();
  const t = words[locale];
  const { pathname } = useLocation();
  const id = useStableId();
  const fieldId = `${id}-password`;
  const errorId = `${id}-error`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="container-page flex min-h-[80dvh] items-center justify-center pb-20 pt-32 md:pt-40"
    >
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{t.eyebrow}</p>
        <h1 id={`${id}-title`} className="mt-3 text-3xl font-semibold md:text-4xl">
          {gate.title[locale]}
        </h1>
        <p className="mt-4 text-ink-muted">{t.lead}</p>
        <form method="post" action={localizeHref(gate.basePath, locale)} className="mt-8 space-y-5">
          <input type="hidden" name="returnTo" value={result?.returnTo ?? pathname} />
          <div className="space-y-2">
            <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
              {t.password}
            </label>
            <input
              id={fieldId}
              name="password"
              type="password"
              required
              // Spec section 6: the gate's one field is focused on arrival (the page holds nothing else).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              autoComplete="current-password"
              defaultValue=""
              aria-invalid={result ? true : undefined}
              aria-describedby={result ? errorId : undefined}
              className="block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-base text-ink focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-[invalid=true]:border-danger"
            />
            {result ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-danger">
                {result.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full">
            {t.unlock}
          </Button>
        </form>
      </div>
    </section>
  );
}
