import { useLocation } from "react-router";
import { PageLink } from "~/components/ui/PageLink";
import { navigationIn, type LocalNavMenu } from "~/content/navigation";
import { localizeHref, useLocale } from "~/lib/i18n/locale";
import { ArtImage } from "../media/ArtImage";
import { ArrowRightIcon, ChevronDownIcon } from "../ui/icons";
import { SiteLink } from "./SiteLink";
import { useStableId } from "~/islands/island-ids";

// The Use Cases and Venue menus: each trigger opens its panel with `popovertarget`, so a click, Enter
// or Space works before any script, and the browser closes the panel on Escape (focus back to the
// trigger) or a click elsewhere, and closes one menu when the other opens. The spec's hover (open
// after 100 ms, close 200 ms after leaving), ArrowDown into the menu, closing when Tab leaves it and
// aria-expanded come from the site shell's script (site-shell.ts), on pages with and without React.

export function DesktopNav() {
  const locale = useLocale();
  const { primaryNavigation } = navigationIn(locale);
  return (
    <nav aria-label={locale === "de" ? "Hauptnavigation" : "Main"} className="hidden h-full xl:block">
      <ul className="flex h-full items-center gap-1">
        {primaryNavigation.map((item) =>
          item.kind === "link" ? (
            <li key={item.link.href}>
              <PageLink
                to={item.link.href}
                className="rounded-full px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink aria-[current=page]:text-ink"
              >
                {item.link.name}
              </PageLink>
            </li>
          ) : (
            <MenuItem key={item.menu.id} menu={item.menu} />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuItem({ menu }: { menu: LocalNavMenu }) {
  const panelId = useStableId();
  const location = useLocation();
  const all = localizeHref(menu.all.href, useLocale());
  const active = location.pathname === all || location.pathname.startsWith(`${all}/`);

  return (
    <li data-nav-menu="" className="flex h-full items-center">
      <button
        type="button"
        popoverTarget={panelId}
        className={`group flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-ink aria-expanded:text-ink ${active ? "text-ink" : "text-ink-muted"}`}
      >
        {menu.label}
        <ChevronDownIcon
          size={16}
          className="transition-transform duration-200 group-aria-expanded:rotate-180 group-aria-expanded:text-accent"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        data-menu-panel={menu.id}
        style={{ width: menu.width }}
        className="fixed inset-auto left-1/2 top-20 m-0 max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-hidden rounded-card border border-line bg-surface/98 p-0 text-ink shadow-header backdrop-blur-xl"
      >
        <MenuPanel menu={menu} />
      </div>
    </li>
  );
}

function MenuPanel({ menu }: { menu: LocalNavMenu }) {
  return (
    <div className="p-3">
      <SiteLink
        href={menu.all.href}
        className="group flex items-center justify-between gap-6 rounded-xl bg-gradient-to-r from-accent/15 via-accent/5 to-transparent px-5 py-4 hover:from-accent/25"
      >
        <span>
          <span className="block font-display text-lg font-semibold text-ink">{menu.all.name}</span>
          {menu.all.description ? (
            <span className="mt-0.5 block text-sm text-ink-muted">{menu.all.description}</span>
          ) : null}
        </span>
        <ArrowRightIcon className="shrink-0 text-accent transition-transform group-hover:translate-x-1" />
      </SiteLink>
      <div className={`mt-3 grid gap-3 ${menu.floors ? "grid-cols-[1fr_1fr_1fr_0.9fr]" : "grid-cols-3"}`}>
        {menu.groups.map((group) => (
          <SiteLink key={group.href} href={group.href} className="group rounded-xl p-2 hover:bg-surface-raised">
            {group.image ? (
              <div className="overflow-hidden rounded-lg border border-line/60">
                <ArtImage
                  art={group.image}
                  alt=""
                  sizes="240px"
                  className="block aspect-[16/9]"
                  imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
            ) : null}
            <span className="mt-3 block px-1 font-display text-xs font-semibold uppercase tracking-[0.2em] text-accent">
              {group.name}
            </span>
            {group.description ? (
              <span className="mt-1 block px-1 text-sm text-ink-muted">{group.description}</span>
            ) : null}
            {group.features ? (
              <ul className="mt-2 space-y-1 px-1 text-sm text-ink">
                {group.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-1 w-1 rounded-full bg-glow" />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </SiteLink>
        ))}
        {menu.floors ? (
          <div className="rounded-xl border border-line/70 bg-canvas/40 p-3">
            <p className="px-2 font-display text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
              {menu.floors.title}
            </p>
            <ul className="mt-2 space-y-1">
              {menu.floors.items.map((floor) => (
                <li key={floor.href}>
                  <SiteLink href={floor.href} className="block rounded-lg px-2 py-2 hover:bg-surface-raised">
                    <span className="block text-sm font-semibold text-ink">{floor.name}</span>
                    <span className="block text-xs text-ink-muted">{floor.description}</span>
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink
                  href={menu.floors.all.href}
                  className="mt-1 flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-accent hover:bg-surface-raised"
                >
                  {menu.floors.all.name}
                  <ArrowRightIcon size={16} />
                </SiteLink>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
