import { PageLink } from "~/components/ui/PageLink";
import type { HandbookNav as HandbookNavContent } from "~/content/gated/schema";

/** The handbook's table of contents, shown under every unlocked handbook page. */
export function HandbookNav({ nav }: { nav: HandbookNavContent }) {
  return (
    <nav aria-label={nav.label} className="border-t border-line bg-surface">
      <div className="container-page py-12">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{nav.label}</p>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {nav.links.map((link) => (
            <li key={link.href}>
              <PageLink
                to={link.href}
                className="flex min-h-11 items-center rounded-lg border border-line px-4 py-2 text-ink-muted hover:border-accent hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-ink"
              >
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
