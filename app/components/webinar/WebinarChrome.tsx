import type { ReactNode } from "react";
import { Link } from "react-router";
import { fullAddress, site } from "../../../server/domain/company/site";

// The webinar pages bring their own slim frame (page handle chrome: "minimal"): the wordmark
// home, and the legal links the spec asks for.

export function WebinarHeader({ action }: { action?: ReactNode }) {
  return (
    <header className="border-b border-line/70 bg-canvas">
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <Link
          to="/"
          aria-label={`${site.name} – zur Startseite`}
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

export function WebinarFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-4 py-8 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <p>
          {site.legalName} · {fullAddress}
        </p>
        <nav aria-label="Rechtliches">
          <ul className="flex gap-6">
            <li>
              <Link to="/imprint" className="inline-flex min-h-11 items-center text-ink hover:text-accent">
                Impressum
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="inline-flex min-h-11 items-center text-ink hover:text-accent">
                Datenschutz
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
