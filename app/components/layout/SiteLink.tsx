import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate, type LinkProps } from "react-router";
import { CurrentPageMarker, useIsCurrentPage } from "~/components/ui/PageLink";
import { localizeHref, useLocale } from "~/lib/i18n/locale";
import { ANCHOR_SCROLL_DELAY_MS, scrollToSection, scrollToTop, splitHref } from "~/lib/scroll";

type SiteLinkProps = Omit<LinkProps, "to"> & {
  href: string;
  /** Footer links: after navigating, scroll to the top even without an anchor. */
  scrollTopWithoutAnchor?: boolean;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * An internal link that knows about sections and languages: "/venues#stages-section" navigates to /venues, waits
 * 100 ms and glides to the section 96 px below the top. A plain <a href> without JavaScript.
 */
export function SiteLink({ href: englishHref, scrollTopWithoutAnchor, onClick, ...props }: SiteLinkProps) {
  // Links are written with their English address and lead to the page in the page's language.
  const href = localizeHref(englishHref, useLocale());
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, hash } = splitHref(href);
  const current = useIsCurrentPage(href);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if (!hash && !scrollTopWithoutAnchor) return;
    event.preventDefault();
    const samePage = location.pathname === pathname;
    // Navigate to the page without the #hash: with one, the router would jump to the section at
    // once. The hash joins the address after the glide, so the URL can still be shared.
    const target = href.split("#")[0] || pathname;
    void Promise.resolve(navigate(target, { preventScrollReset: true })).then(() => {
      // Another page starts at its top; the same page glides from where the visitor is.
      if (!samePage) window.scrollTo({ top: 0, behavior: "instant" });
      window.setTimeout(() => {
        if (hash && scrollToSection(hash))
          window.history.replaceState(window.history.state, "", `${target}#${encodeURIComponent(hash)}`);
        else scrollToTop();
      }, ANCHOR_SCROLL_DELAY_MS);
    });
  };

  if (current) return <CurrentPageMarker {...props} />;
  return <Link to={href} onClick={handleClick} {...props} />;
}
