import { useLocation } from "react-router";
import { localeTags, twinPath } from "~/lib/i18n/locale";

/**
 * The link to this page in the other language (docs/decisions/0696): a plain link, followed like any
 * other, never a redirect. The site shell (site-shell.ts) carries the #section along when it is
 * followed. A page written in one language only shows none.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const twin = twinPath(pathname);
  if (!twin) return null;
  const { name } = localeTags[twin.locale];
  return (
    <a
      // The query goes along: a signed link's token (/enquire/manage?t=…), a chosen space.
      href={`${twin.path}${search}`}
      hrefLang={twin.locale}
      lang={twin.locale}
      data-language-switch=""
      aria-label={twin.locale === "de" ? "Diese Seite auf Deutsch" : "This page in English"}
      className={className}
    >
      {name}
    </a>
  );
}
