import { Link, NavLink } from "react-router";
import { ButtonLink } from "../ui/Button";

const primaryLinks = [
  { to: "/overview", label: "Overview" },
  { to: "/use-cases", label: "Use Cases" },
  { to: "/venues", label: "Venues" },
  { to: "/gallery", label: "Gallery" },
  { to: "/exclusive-offers", label: "Offers" },
  { to: "/references", label: "References" },
  { to: "/contact", label: "Contact" },
];

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-canvas/90 backdrop-blur">
      <div className="container-page flex h-20 items-center justify-between gap-6">
        <Link to="/" className="font-display text-2xl font-bold tracking-tight" aria-label="SPARK home">
          SPARK<span className="text-accent">.</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="text-ink-muted hover:text-ink aria-[current=page]:text-ink">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
      </div>
    </header>
  );
}
