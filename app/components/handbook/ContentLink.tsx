import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link to a path of the site (client navigation) or to an anchor on this page (plain jump). */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("#")) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

export const inlineLinkClass = "font-semibold text-accent underline-offset-4 hover:underline";
