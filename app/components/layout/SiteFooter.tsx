import { Link } from "react-router";
import { fullAddress, site } from "~/content/site";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-16 md:grid-cols-3">
        <div>
          <p className="font-display text-2xl font-bold">SPARK<span className="text-accent">.</span></p>
          <address className="mt-4 not-italic text-sm text-ink-muted">{fullAddress}</address>
          <p className="mt-2 text-sm">
            <a href={site.phone.href} className="hover:text-accent">{site.phone.display}</a>
            <br />
            <a href={`mailto:${site.email.sales}`} className="hover:text-accent">{site.email.sales}</a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm text-ink-muted">
            <li><Link to="/contact" className="hover:text-ink">Contact</Link></li>
            <li><Link to="/book-tour" className="hover:text-ink">Book a Tour</Link></li>
          </ul>
        </nav>
        <ul className="flex gap-4 text-sm">
          {site.social.map((s) => (
            <li key={s.name}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" className="text-ink-muted hover:text-ink">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
