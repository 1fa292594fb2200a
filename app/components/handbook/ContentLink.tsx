import type { ReactNode } from "react";
import { Link } from "react-router";
import { localizeHref, useLocale } from "~/lib/i18n/locale";

/**
 * A link to a path of the site (client navigation) or to an anchor on this page (plain jump). The
 * content writes English addresses; the link leads to the page in the page's language.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  if (href.startsWith("#")) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localizeHref(href, locale)} className={className}>
      {children}
    </Link>
  );
}

export const inlineLinkClass = "font-semibold text-accent underline-offset-4 hover:underline";
