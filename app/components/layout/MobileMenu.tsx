import { navigationIn, type LocalNavLink, type LocalNavMenu } from "~/content/navigation";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { LanguageSwitch } from "./LanguageSwitch";
import { site } from "../../../server/domain/company/site";
import { buildMailto } from "~/lib/mailto";
import { buttonClass } from "../ui/Button";
import { CommandButton } from "../ui/CommandButton";
import { ChevronDownIcon, CloseIcon, MapPinIcon, MenuIcon } from "../ui/icons";
import { SiteLink } from "./SiteLink";

const DRAWER_ID = "site-menu";

/**
 * The menu button of small screens and its drawer: a native modal <dialog> that the button opens
 * through `commandfor`, with <details> lists, so both answer the first tap before any JavaScript
 * has run (docs/decisions/0657). Escape, a tap outside and the close button close it; the browser
 * returns focus to the menu button. A followed link of the site closes the drawer (site-shell.ts), on
 * pages with and without React: on the same page, the section it leads to is behind the drawer.
 */
const words = bilingual({
  en: { open: "Open menu", close: "Close menu", title: "Menu", location: "Location", nav: "Main" },
  de: { open: "Menü öffnen", close: "Menü schließen", title: "Menü", location: "Standort", nav: "Hauptnavigation" },
});

export function MobileMenu() {
  const locale = useLocale();
  const t = words[locale];
  const { bookTourLink, locations, primaryNavigation } = navigationIn(locale);
  return (
    <>
      <CommandButton
        command="show-modal"
        commandfor={DRAWER_ID}
        aria-label={t.open}
        aria-haspopup="dialog"
        className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface/60 text-ink hover:border-ink/40 xl:hidden"
      >
        <MenuIcon size={22} />
      </CommandButton>
      <dialog
        id={DRAWER_ID}
        aria-labelledby={`${DRAWER_ID}-title`}
        closedby="any"
        data-close-on-link=""
        className="m-0 ml-auto h-dvh max-h-none w-[min(26rem,calc(100vw-2.5rem))] max-w-none flex-col overflow-y-auto border-l border-line bg-surface text-ink shadow-header backdrop:bg-black/70 backdrop:backdrop-blur-sm focus:outline-none open:flex motion-safe:open:animate-[slide-in-right_280ms_var(--ease-out-soft)] motion-safe:backdrop:animate-[fade-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-5">
          <h2 id={`${DRAWER_ID}-title`} className="font-display text-2xl font-semibold">
            {t.title}
          </h2>
          <CommandButton
            command="close"
            commandfor={DRAWER_ID}
            aria-label={t.close}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-ink/10 text-ink hover:bg-ink/20"
          >
            <CloseIcon size={22} />
          </CommandButton>
        </div>
        <nav aria-label={t.nav} className="flex-1 px-6 py-6">
          <section aria-labelledby="drawer-location">
            <h2
              id="drawer-location"
              className="font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted"
            >
              {t.location}
            </h2>
            <ul className="mt-3">
              {locations.map((place) => (
                <li key={place.value}>
                  <SiteLink
                    href={place.link}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 text-base font-semibold text-ink"
                  >
                    <MapPinIcon className="text-accent" />
                    {place.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
          <ul className="mt-8 divide-y divide-line/70 border-y border-line/70">
            {primaryNavigation.map((item) =>
              item.kind === "link" ? (
                <li key={item.link.href}>
                  <DrawerLink link={item.link} />
                </li>
              ) : (
                <li key={item.menu.id}>
                  <DrawerMenu menu={item.menu} />
                </li>
              ),
            )}
          </ul>
          <LanguageSwitch className="mt-8 flex min-h-11 items-center gap-2 text-base font-medium text-ink underline-offset-4 hover:text-accent hover:underline" />
          <SiteLink href={bookTourLink.href} className={buttonClass("primary", "mt-8 w-full text-base")}>
            {bookTourLink.name}
          </SiteLink>
          <p className="mt-8 text-sm text-ink-muted">
            <a href={site.phone.href} className="block py-1 hover:text-ink">
              {site.phone.display}
            </a>
            <a href={buildMailto({ to: site.email.sales })} className="block py-1 hover:text-ink">
              {site.email.sales}
            </a>
          </p>
        </nav>
      </dialog>
    </>
  );
}

function DrawerLink({ link, nested }: { link: LocalNavLink; nested?: boolean }) {
  return (
    <SiteLink
      href={link.href}
      className={
        nested
          ? "block rounded-lg px-3 py-2.5 text-base text-ink-muted hover:bg-surface-raised hover:text-ink"
          : "flex min-h-14 items-center text-lg font-medium text-ink hover:text-accent"
      }
    >
      {link.name}
    </SiteLink>
  );
}

function DrawerMenu({ menu }: { menu: LocalNavMenu }) {
  return (
    <details className="group">
      <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between text-left text-lg font-medium text-ink hover:text-accent [&::-webkit-details-marker]:hidden">
        {menu.label}
        <ChevronDownIcon className="text-ink-muted transition-transform duration-200 group-open:rotate-180 group-open:text-accent" />
      </summary>
      <ul className="space-y-0.5 border-l border-line pb-4 pl-3">
        <li>
          <SiteLink
            href={menu.all.href}
            className="block rounded-lg px-3 py-2.5 text-base font-semibold text-accent hover:bg-surface-raised"
          >
            {menu.all.name}
          </SiteLink>
        </li>
        {menu.groups.map((group) => (
          <li key={group.href}>
            <DrawerLink link={group} nested />
          </li>
        ))}
        {menu.floors ? (
          <>
            <li className="px-3 pb-1 pt-4 font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted">
              {menu.floors.title}
            </li>
            <li>
              <DrawerLink link={menu.floors.all} nested />
            </li>
            {menu.floors.items.map((floor) => (
              <li key={floor.href}>
                <DrawerLink link={floor} nested />
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </details>
  );
}
