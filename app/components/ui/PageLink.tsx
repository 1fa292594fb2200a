import { Link, useLocation, type LinkProps } from "react-router";
import { splitHref } from "~/lib/scroll";
import { localizeHref, useLocale } from "~/lib/i18n/locale";

// No link leads to the page it is on (issue 17, docs/decisions/0900): clicking one only reloads
// the page. Where a menu, footer or card would link to the current page, it names the page instead:
// the same text and place, marked aria-current="page", but not a link.

/** True when this href (without an #anchor) is the page the visitor is on. */
export function useIsCurrentPage(href: string): boolean {
  const { pathname } = useLocation();
  const target = splitHref(href);
  return !target.hash && withoutTrailingSlash(target.pathname) === withoutTrailingSlash(pathname);
}

/** The build prerenders "/contact" as the request "/contact/": both are the same page. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The stand-in for a link to the current page: the link's text and look, no href. */
export function CurrentPageMarker({ className, children }: Omit<LinkProps, "to">) {
  // A span, not an <a> without href: nothing about it suggests it can be followed or focused.
  return (
    <span aria-current="page" className={typeof className === "string" ? className : undefined}>
      {children as React.ReactNode}
    </span>
  );
}

/** A Link in the page's language, or the current-page marker when it would lead to the page it is on. */
export function PageLink({ to: href, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const to = localizeHref(href, useLocale());
  const current = useIsCurrentPage(to);
  return current ? <CurrentPageMarker {...props} /> : <Link to={to} {...props} />;
}
