import { PageLink } from "~/components/ui/PageLink";
import { navigationIn } from "~/content/navigation";
import { useLocale } from "~/lib/i18n/locale";
import { LanguageSwitch } from "./LanguageSwitch";
import { HEADER_SHADOW_AFTER_PX } from "~/lib/scroll";
import { buttonClass } from "../ui/Button";
import { MapPinIcon } from "../ui/icons";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import { SiteLink } from "./SiteLink";
import { Wordmark } from "./Wordmark";

/**
 * The fixed top navigation: glass over the page, solid with a shadow once scrolled past 50 px. The
 * site shell's script (site-shell.ts) sets data-scrolled, on pages with and without React alike.
 */
export function SiteHeader() {
  const locale = useLocale();
  const { bookTourLink, locations } = navigationIn(locale);
  const home = locations[0];

  return (
    <header
      data-shadow-after={HEADER_SHADOW_AFTER_PX}
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-canvas/55 backdrop-blur-md transition-[background-color,box-shadow,border-color] duration-300 data-[scrolled=true]:border-line/60 data-[scrolled=true]:bg-canvas/92 data-[scrolled=true]:shadow-header"
    >
      <div className="container-page flex h-20 items-center gap-3">
        <PageLink
          to="/"
          className="mr-auto flex min-h-11 items-center xl:mr-4"
          aria-label={locale === "de" ? "SPARK, Startseite" : "SPARK, home"}
        >
          <Wordmark />
        </PageLink>
        <DesktopNav />
        <div className="flex items-center gap-2 xl:ml-auto">
          <SiteLink
            href={home.link}
            aria-label={`${locale === "de" ? "Standort" : "Location"}: ${home.name}`}
            className="hidden min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-muted hover:text-ink xl:flex"
          >
            <MapPinIcon size={16} className="text-accent" />
            {home.name}
          </SiteLink>
          <LanguageSwitch className="hidden min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-muted hover:text-ink xl:flex" />
          <SiteLink href={bookTourLink.href} className={buttonClass("primary", "px-4 sm:px-6")}>
            {bookTourLink.name}
          </SiteLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
