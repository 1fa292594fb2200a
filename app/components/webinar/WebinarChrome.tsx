import type { ReactNode } from "react";
import { Link } from "react-router";
import { fullAddress, site } from "../../../server/domain/company/site";
import { LanguageSwitch } from "~/components/layout/LanguageSwitch";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { home: "to the home page", legal: "Legal", imprint: "Imprint", privacy: "Privacy" },
  de: { home: "zur Startseite", legal: "Rechtliches", imprint: "Impressum", privacy: "Datenschutz" },
});

// The webinar pages bring their own slim frame (page handle chrome: "minimal"): the wordmark
// home, and the legal links the spec asks for.

export function WebinarHeader({ action }: { action?: ReactNode }) {
  const locale = useLocale();
  return (
    <header className="border-b border-line/70 bg-canvas">
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <Link
          to={localizeHref("/", locale)}
          aria-label={`${site.name} – ${words[locale].home}`}
          className="inline-flex min-h-11 items-center font-display text-2xl font-bold tracking-tight"
        >
          {site.name}
          <span className="text-accent">.</span>
        </Link>
        {action}
      </div>
    </header>
  );
}

/** The webinar pages' footer: the legal links and the link to the page in the other language (its signed link goes along). */
export function WebinarFooter() {
  const locale = useLocale();
  const t = words[locale];
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-4 py-8 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <p>
          {site.legalName} · {fullAddress()}
        </p>
        <nav aria-label={t.legal}>
          <ul className="flex gap-6">
            <li>
              <Link
                to={localizeHref("/imprint", locale)}
                className="inline-flex min-h-11 items-center text-ink hover:text-accent"
              >
                {t.imprint}
              </Link>
            </li>
            <li>
              <Link
                to={localizeHref("/privacy", locale)}
                className="inline-flex min-h-11 items-center text-ink hover:text-accent"
              >
                {t.privacy}
              </Link>
            </li>
            <li>
              <LanguageSwitch className="inline-flex min-h-11 items-center font-medium text-ink hover:text-accent" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
